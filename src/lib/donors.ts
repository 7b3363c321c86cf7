// The donor wall, kept only in this browser's localStorage. Everything read is
// validated; nothing here throws into the UI, and nothing we cannot read is
// ever overwritten without a copy kept aside first.
import * as v from "valibot";
import { DONORS_CHANGED, DONORS_KEY } from "./donors-key";
import {
  DEDICATIONS,
  isAcceptedAmount,
  messageProblem,
  nameProblem,
  type Dedication,
} from "./donation";

export { DONORS_KEY };
/** Where a stored value we could not read is copied before a new list replaces it. */
export const UNREADABLE_KEY_PREFIX = `${DONORS_KEY}:unreadable:`;

const MAX_TIMESTAMP = 8_640_000_000_000_000;

// Read by the form's own rules (src/lib/donation.ts), so the wall shows only
// what the form would have taken: no name nobody can see or that turns its
// line round, no amount below £1, above £100,000 or in fractions of a penny.
const NameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.check((name: string) => nameProblem(name) === null),
);

const DonorSchema = v.object({
  name: NameSchema,
  amount: v.pipe(v.number(), v.check(isAcceptedAmount)),
  // "None" may have been written as a missing field or as null.
  message: v.pipe(
    v.nullish(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((message: string) => messageProblem(message) === null),
      ),
    ),
    v.transform((message) => message || undefined),
  ),
  // Up to the last moment a JavaScript Date can hold, so it always formats.
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIMESTAMP)),
});

/**
 * Added after the first entries were stored, so missing on those; read apart
 * from the entry, so one that is not right is dropped and the rest kept.
 */
const DedicationSchema = v.object({
  kind: v.pipe(
    v.string(),
    v.check((kind) => Object.hasOwn(DEDICATIONS, kind)),
  ),
  name: NameSchema,
});

function dedicationOf(item: unknown): Dedication | undefined {
  const result = v.safeParse(DedicationSchema, (item as { dedication?: unknown }).dedication);
  return result.success ? (result.output as Dedication) : undefined;
}

export type Donor = {
  name: string;
  amount: number;
  message?: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  dedication?: Dedication;
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
    if (result.success)
      donors.push(storedForm({ ...result.output, dedication: dedicationOf(item) }));
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
 * The entry as it is written and read: its fields in one order (JSON leaves
 * out a message or dedication that is not there).
 */
function storedForm({ name, amount, message, timestamp, dedication }: Donor): Donor {
  return {
    name,
    amount,
    message,
    timestamp,
    dedication: dedication && { kind: dedication.kind, name: dedication.name },
  };
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

    try {
      storage.setItem(DONORS_KEY, JSON.stringify([storedForm(entry), ...items]));
    } catch (error) {
      return { ok: false, reason: isQuotaError(error) ? "full" : "unavailable" };
    }
    notify();
    return { ok: true };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

type LockManagerLike = Pick<LockManager, "request">;

function browserLocks(): LockManagerLike | null {
  try {
    return typeof navigator === "undefined" ? null : (navigator.locks ?? null);
  } catch {
    return null;
  }
}

/**
 * Runs `write` holding a Web Lock named after the storage key, so tabs write one
 * at a time; without it where there are no Web Locks.
 */
async function underLock(
  locks: LockManagerLike | null,
  write: () => WriteResult,
): Promise<WriteResult> {
  if (locks) {
    try {
      return await locks.request(DONORS_KEY, write);
    } catch {
      // The lock was refused (an opaque origin, say): nothing was written yet.
    }
  }
  return write();
}

/**
 * This tab's own entries since the page opened, by their stored text. Chromium
 * hands a localStorage write to other tabs a moment later, so even inside the
 * lock a tab may (rarely) read the list one write old and write it back
 * without the other tab's entry. That write reaches the tab whose entry it
 * dropped as a storage event, and that tab puts its entry back. Erasing the
 * wall, here or in another tab, ends this: what was erased stays erased.
 */
const ownEntries = new Map<string, Donor>();
/** Where this tab last wrote (the browser's storage, or a test's). */
let keeper: { storage: StorageLike | null; locks: LockManagerLike | null } | null = null;

function putBackDroppedEntries(event: StorageEvent) {
  if (!keeper || (event.key !== null && event.key !== DONORS_KEY)) return;
  if (event.newValue === null) {
    ownEntries.clear();
    return;
  }
  const raw = parseText(event.newValue);
  if (raw.kind !== "list") return;
  const present = new Set(raw.items.map((item) => JSON.stringify(item)));
  const { storage, locks } = keeper;
  for (const [text, entry] of ownEntries) {
    if (present.has(text)) continue;
    void underLock(locks, () => {
      const now = readRaw(storage);
      const kept = now.kind === "list" && now.items.some((item) => JSON.stringify(item) === text);
      return kept ? { ok: true } : addDonor(entry, storage);
    });
  }
}

/**
 * addDonor, one tab at a time. Writing is read, add, write back: two tabs
 * donating in the same instant would each write back the list without the
 * other's entry, and one would be lost. Inside the lock, addDonor reads the
 * list as it is now; where the browser has no Web Locks (or refuses them), it
 * writes without. Either way this tab then keeps its entry on the wall (see
 * ownEntries). Never rejects.
 */
export async function saveDonor(
  entry: Donor,
  storage: StorageLike | null = browserStorage(),
  locks: LockManagerLike | null = browserLocks(),
): Promise<WriteResult> {
  const stored = storedForm(entry);
  const result = await underLock(locks, () => addDonor(stored, storage));
  if (result.ok) {
    ownEntries.set(JSON.stringify(stored), stored);
    if (!keeper && typeof window !== "undefined") {
      window.addEventListener("storage", putBackDroppedEntries);
    }
    keeper = { storage, locks };
  }
  return result;
}

// A tiny external store (for React's useSyncExternalStore): this tab's writes
// notify directly, other tabs' writes arrive as `storage` events.
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
  // For the parts of a page that show the wall and have not started yet (src/directives/when-used.ts).
  if (typeof window !== "undefined") window.dispatchEvent(new Event(DONORS_CHANGED));
}

/** After the wall is erased in this tab: this tab's entries stay erased, and the pages follow. */
export function wallErased() {
  ownEntries.clear();
  notify();
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
