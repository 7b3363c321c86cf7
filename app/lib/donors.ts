// The donor wall, kept only in this browser's localStorage. Everything read is
// validated; nothing here throws into the UI, and nothing we cannot read is
// ever overwritten without a copy kept aside first.
import * as v from "valibot";
import { characterCount } from "./characters";
import { MAX_AMOUNT, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from "./donation";
import { formatCount } from "./format";

export const DONORS_KEY = "picnicky:donors";
/** Where a stored value we could not read is copied before a new list replaces it. */
export const UNREADABLE_KEY_PREFIX = `${DONORS_KEY}:unreadable:`;

const MAX_TIMESTAMP = 8_640_000_000_000_000;

/** At most `max` characters as people count them (the form's rule, so what it saves, it reads). */
const atMost = (max: number) => v.check((text: string) => characterCount(text) <= max);

const DonorSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), atMost(NAME_MAX_LENGTH)),
  amount: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(MAX_AMOUNT)),
  // "None" may have been written as a missing field or as null.
  message: v.pipe(
    v.nullish(v.pipe(v.string(), v.trim(), atMost(MESSAGE_MAX_LENGTH))),
    v.transform((message) => message || undefined),
  ),
  // Up to the last moment a JavaScript Date can hold, so it always formats.
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIMESTAMP)),
});

export type Donor = {
  name: string;
  amount: number;
  message?: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
};

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export type ReadResult = {
  donors: Donor[];
  /** Stored entries left out because they do not look like donor entries. */
  skipped: number;
  /** "unreadable": something is stored but it is not a JSON list; "unavailable": no storage. */
  status: "ok" | "unreadable" | "unavailable";
};

export type WriteResult =
  { ok: true } | { ok: false; reason: "unavailable" | "full" | "unreadable-kept" | "failed" };

/** This browser's localStorage, or null where it is missing or forbidden. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

type Raw =
  | { kind: "missing" }
  | { kind: "list"; items: unknown[] }
  | { kind: "unreadable"; text: string }
  | { kind: "unavailable" };

function readRaw(storage: StorageLike | null): Raw {
  if (!storage) return { kind: "unavailable" };
  let text: string | null;
  try {
    text = storage.getItem(DONORS_KEY);
  } catch {
    return { kind: "unavailable" };
  }
  return parseText(text);
}

function parseText(text: string | null): Raw {
  if (text === null) return { kind: "missing" };
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? { kind: "list", items: parsed } : { kind: "unreadable", text };
  } catch {
    return { kind: "unreadable", text: String(text) };
  }
}

function validEntries(items: unknown[]): Donor[] {
  const donors: Donor[] = [];
  for (const item of items) {
    const result = v.safeParse(DonorSchema, item);
    if (result.success) {
      const { name, amount, message, timestamp } = result.output;
      donors.push(
        message === undefined ? { name, amount, timestamp } : { name, amount, message, timestamp },
      );
    }
  }
  return donors;
}

/** The stored donors, in stored order (newest first). Never throws. */
export function readDonors(storage: StorageLike | null = browserStorage()): ReadResult {
  try {
    const raw = readRaw(storage);
    if (raw.kind === "missing") return { donors: [], skipped: 0, status: "ok" };
    if (raw.kind === "unavailable") return { donors: [], skipped: 0, status: "unavailable" };
    if (raw.kind === "unreadable") return { donors: [], skipped: 0, status: "unreadable" };
    const donors = validEntries(raw.items);
    return { donors, skipped: raw.items.length - donors.length, status: "ok" };
  } catch {
    return { donors: [], skipped: 0, status: "unavailable" };
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED")
  );
}

/**
 * Puts one entry at the front of the list. Reads the value stored right now
 * (another tab may have added to it) and keeps every entry it holds, even those
 * it cannot validate. A value that is not a list is copied aside first, and if
 * that copy cannot be made the value is left alone and the entry is not kept.
 */
export function addDonor(
  entry: Donor,
  storage: StorageLike | null = browserStorage(),
): WriteResult {
  try {
    const raw = readRaw(storage);
    if (raw.kind === "unavailable" || !storage) return { ok: false, reason: "unavailable" };

    let items: unknown[] = [];
    if (raw.kind === "list") items = raw.items;
    if (raw.kind === "unreadable") {
      try {
        storage.setItem(`${UNREADABLE_KEY_PREFIX}${Date.now()}`, raw.text);
      } catch {
        return { ok: false, reason: "unreadable-kept" };
      }
    }

    const stored: Donor =
      entry.message === undefined
        ? { name: entry.name, amount: entry.amount, timestamp: entry.timestamp }
        : entry;
    try {
      storage.setItem(DONORS_KEY, JSON.stringify([stored, ...items]));
    } catch (error) {
      return { ok: false, reason: isQuotaError(error) ? "full" : "unavailable" };
    }
    notify();
    return { ok: true };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/** The name of the Web Lock every tab takes around its write (one at a time, across tabs). */
export const DONORS_LOCK = DONORS_KEY;

type LockManagerLike = Pick<LockManager, "request">;

function browserLocks(): LockManagerLike | null {
  try {
    return typeof navigator === "undefined" ? null : (navigator.locks ?? null);
  } catch {
    return null;
  }
}

/**
 * addDonor, one tab at a time. Writing is read, add, write back: two tabs
 * donating in the same instant would each write back the list without the
 * other's entry, and one would be lost. Inside the lock, addDonor reads the
 * list as it is now. Where the browser has no Web Locks (or refuses them),
 * it writes without the lock, as before. Never rejects.
 */
export async function saveDonor(
  entry: Donor,
  storage: StorageLike | null = browserStorage(),
  locks: LockManagerLike | null = browserLocks(),
): Promise<WriteResult> {
  if (locks) {
    try {
      return await locks.request(DONORS_LOCK, () => addDonor(entry, storage));
    } catch {
      // The lock was refused (an opaque origin, say): the entry is not written yet.
    }
  }
  return addDonor(entry, storage);
}

/**
 * Erases this browser's donor wall: the list and any unreadable values kept
 * aside from it (they may hold donor names too). Never throws.
 */
export function eraseDonors(storage: StorageLike | null = browserStorage()): WriteResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(UNREADABLE_KEY_PREFIX)) keys.push(key);
    }
    storage.removeItem(DONORS_KEY);
    for (const key of keys) storage.removeItem(key);
    notify();
    return { ok: true };
  } catch {
    notify();
    return { ok: false, reason: "failed" };
  }
}

/**
 * Whether this browser keeps anything for the donor wall: a list, even one
 * with no entry we can show, or an unreadable value copied aside. Either may
 * hold names, so erasing is offered while this is true. Never throws.
 */
export function hasDonorData(storage: StorageLike | null = browserStorage()): boolean {
  try {
    if (!storage) return false;
    if (storage.getItem(DONORS_KEY) !== null) return true;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(UNREADABLE_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

// A tiny external store (for React's useSyncExternalStore): this tab's writes
// notify directly, other tabs' writes arrive as `storage` events.
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Calls `onChange` whenever the stored list may have changed, in this tab or another. */
export function subscribeToDonors(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of this site's storage; the
    // prefix also covers the unreadable values copied aside.
    if (event.key === null || event.key.startsWith(DONORS_KEY)) onChange();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: Donor[] = [];
let cached: { text: string | null; donors: Donor[] } = { text: null, donors: EMPTY };

/**
 * The current list, the same array for as long as the stored text is the same
 * (React re-renders only when it really changed). Never throws.
 */
export function donorsSnapshot(storage: StorageLike | null = browserStorage()): Donor[] {
  let text: string | null = null;
  try {
    text = storage?.getItem(DONORS_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text !== cached.text) {
    const raw = parseText(text);
    cached = { text, donors: raw.kind === "list" ? validEntries(raw.items) : EMPTY };
  }
  return cached.donors;
}

/** What the pre-rendered page shows: nothing, until the browser has read its storage. */
export function serverDonorsSnapshot(): Donor[] {
  return EMPTY;
}

/** The biggest gifts first (ties keep their stored order), at most `count` of them. */
export function topDonors(donors: readonly Donor[], count: number): Donor[] {
  return [...donors].sort((a, b) => b.amount - a.amount).slice(0, count);
}

/** The sum of all amounts, added up in whole pence so it never shows 0.30000000000000004. */
export function totalRaised(donors: readonly Donor[]): number {
  return donors.reduce((pence, donor) => pence + Math.round(donor.amount * 100), 0) / 100;
}

/** "1 donation", "2 donations". */
export function donationCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "donation" : "donations"}`;
}

/**
 * A stable React key per entry. The timestamp is the entry's identity, but two
 * tabs can donate in the same millisecond, so repeats get a suffix.
 */
export function donorKeys(donors: readonly Donor[]): string[] {
  const seen = new Map<number, number>();
  return donors.map((donor) => {
    const times = seen.get(donor.timestamp) ?? 0;
    seen.set(donor.timestamp, times + 1);
    return times === 0 ? String(donor.timestamp) : `${donor.timestamp}-${times}`;
  });
}

/** One formatter per time zone: building one is slow, and a wall can list thousands. */
const donationTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** "16 June 2026 at 12:30", in the visitor's own time zone unless one is given. */
export function formatDonationTime(timestamp: number, timeZone?: string): string {
  let format = donationTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone });
    donationTimeFormats.set(timeZone, format);
  }
  return format.format(timestamp);
}
