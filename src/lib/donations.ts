// The donor wall, kept only in this browser's localStorage. Everything read is
// validated; nothing here throws into the UI, and nothing we cannot read is
// ever overwritten without a copy kept aside first.
import * as v from "valibot";
import { DONATIONS_CHANGED, DONATIONS_KEY } from "./donations-key";
import {
  DEDICATIONS,
  isAcceptedAmount,
  messageProblem,
  nameProblem,
  type Dedication,
} from "./donation";

export { DONATIONS_KEY };
/** Where a stored value we could not read is copied before a new list replaces it. */
export const UNREADABLE_KEY_PREFIX = `${DONATIONS_KEY}:unreadable:`;

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

const DonationSchema = v.object({
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

export type Donation = {
  name: string;
  amount: number;
  message?: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  dedication?: Dedication;
};

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export type ReadResult = {
  donations: Donation[];
  /** Stored entries left out because they do not look like donations. */
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
  | { kind: "list"; items: readonly unknown[]; text: string }
  | { kind: "unreadable"; text: string }
  | { kind: "unavailable" };

/**
 * The list as this tab last read or wrote it, per storage: its text, its
 * items as parsed and, once asked for, the entries the wall can show. A wall
 * of 10,000 gifts is 3.8 MB of text: it is parsed and checked once, then
 * every reader (each island, each render) and every write share it for as
 * long as the stored text is the same (issue 45).
 */
type Known = { text: string; items: readonly unknown[]; donations?: Donation[]; checking?: true };
const known = new WeakMap<StorageLike, Known>();

function readRaw(storage: StorageLike | null): Raw {
  if (!storage) return { kind: "unavailable" };
  let text: string | null;
  try {
    text = storage.getItem(DONATIONS_KEY);
  } catch {
    return { kind: "unavailable" };
  }
  const last = known.get(storage);
  if (last && text === last.text) return { kind: "list", items: last.items, text };
  const raw = parseText(text);
  if (raw.kind === "list") known.set(storage, { text: raw.text, items: raw.items });
  return raw;
}

function parseText(text: string | null): Raw {
  if (text === null) return { kind: "missing" };
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? { kind: "list", items: parsed, text }
      : { kind: "unreadable", text };
  } catch {
    return { kind: "unreadable", text: String(text) };
  }
}

function validEntries(items: readonly unknown[]): Donation[] {
  const donations: Donation[] = [];
  for (const item of items) {
    const result = v.safeParse(DonationSchema, item);
    if (result.success)
      donations.push(storedForm({ ...result.output, dedication: dedicationOf(item) }));
  }
  return donations;
}

/** The entries of a list the wall can show, checked once per stored text. */
function shownEntries(storage: StorageLike, raw: Raw & { kind: "list" }): Donation[] {
  const last = known.get(storage);
  if (last?.text !== raw.text) return validEntries(raw.items);
  last.donations ??= validEntries(last.items);
  return last.donations;
}

/**
 * Entries checked in one task when a long list is first read for the page:
 * a wall of 10,000 is read in slices, never in one long task.
 */
const CHECKED_PER_TASK = 1000;

/**
 * The entries the wall can show, or undefined while a long list is still
 * being checked a slice at a time; the store's listeners hear when it is done.
 */
function shownEntriesSoon(storage: StorageLike, last: Known): Donation[] | undefined {
  if (last.donations || last.items.length <= CHECKED_PER_TASK)
    return (last.donations ??= validEntries(last.items));
  if (last.checking) return undefined;
  last.checking = true;
  const donations: Donation[] = [];
  const checkFrom = (from: number) => {
    // Written over meanwhile: the list now stored is read afresh.
    if (known.get(storage) !== last) return;
    donations.push(...validEntries(last.items.slice(from, from + CHECKED_PER_TASK)));
    if (from + CHECKED_PER_TASK < last.items.length) {
      setTimeout(checkFrom, 0, from + CHECKED_PER_TASK);
      return;
    }
    last.donations = donations;
    current = null;
    for (const listener of listeners) listener();
  };
  setTimeout(checkFrom, 0, 0);
  return undefined;
}

/** The stored donations, in stored order (newest first). Never throws. */
export function readDonations(storage: StorageLike | null = browserStorage()): ReadResult {
  try {
    const raw = readRaw(storage);
    if (raw.kind === "missing") return { donations: [], skipped: 0, status: "ok" };
    if (raw.kind === "unavailable") return { donations: [], skipped: 0, status: "unavailable" };
    if (raw.kind === "unreadable") return { donations: [], skipped: 0, status: "unreadable" };
    const donations = storage ? shownEntries(storage, raw) : validEntries(raw.items);
    return { donations, skipped: raw.items.length - donations.length, status: "ok" };
  } catch {
    return { donations: [], skipped: 0, status: "unavailable" };
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
function storedForm({ name, amount, message, timestamp, dedication }: Donation): Donation {
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
export function addDonation(
  entry: Donation,
  storage: StorageLike | null = browserStorage(),
): WriteResult {
  try {
    const raw = readRaw(storage);
    if (raw.kind === "unavailable" || !storage) return { ok: false, reason: "unavailable" };

    if (raw.kind === "unreadable") {
      try {
        storage.setItem(`${UNREADABLE_KEY_PREFIX}${Date.now()}`, raw.text);
      } catch {
        return { ok: false, reason: "unreadable-kept" };
      }
    }

    // The entry goes in front of the stored text as it is, every other entry
    // kept to the character (those it cannot read too), with no parse or
    // stringify of the whole list: a long list is written in one copy.
    const entryText = JSON.stringify(storedForm(entry));
    const items = raw.kind === "list" ? raw.items : [];
    const text =
      raw.kind === "list" && items.length > 0
        ? `[${entryText},${raw.text.slice(raw.text.indexOf("[") + 1)}`
        : `[${entryText}]`;
    try {
      storage.setItem(DONATIONS_KEY, text);
    } catch (error) {
      return { ok: false, reason: isQuotaError(error) ? "full" : "unavailable" };
    }
    const added: unknown = JSON.parse(entryText);
    const before = raw.kind === "list" ? known.get(storage) : undefined;
    // The entries already checked stay checked: only the new one is read.
    const donations = before?.donations && [...validEntries([added]), ...before.donations];
    known.set(storage, { text, items: [added, ...items], donations });
    changed(storage, donations);
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
      return await locks.request(DONATIONS_KEY, write);
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
const ownEntries = new Map<string, Donation>();
/** Where this tab last wrote (the browser's storage, or a test's). */
let keeper: { storage: StorageLike | null; locks: LockManagerLike | null } | null = null;

function putBackDroppedEntries(event: StorageEvent) {
  if (!keeper || (event.key !== null && event.key !== DONATIONS_KEY)) return;
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
      return kept ? { ok: true } : addDonation(entry, storage);
    });
  }
}

/**
 * addDonation, one tab at a time. Writing is read, add, write back: two tabs
 * donating in the same instant would each write back the list without the
 * other's entry, and one would be lost. Inside the lock, addDonation reads the
 * list as it is now; where the browser has no Web Locks (or refuses them), it
 * writes without. Either way this tab then keeps its entry on the wall (see
 * ownEntries). Never rejects.
 */
export async function saveDonation(
  entry: Donation,
  storage: StorageLike | null = browserStorage(),
  locks: LockManagerLike | null = browserLocks(),
): Promise<WriteResult> {
  const stored = storedForm(entry);
  const result = await underLock(locks, () => addDonation(stored, storage));
  if (result.ok) {
    ownEntries.set(JSON.stringify(stored), stored);
    if (!keeper && typeof window !== "undefined") {
      window.addEventListener("storage", putBackDroppedEntries);
    }
    keeper = { storage, locks };
  }
  return result;
}

/**
 * saveDonation once the page has painted what it shows now (the donation
 * form's thank-you): a long list takes a while to write, and the visitor
 * sees their thanks first. A tab the charity's page has hidden paints no
 * frame, so a timer starts it there; a page left before then writes at once,
 * without waiting for the lock, rather than lose the entry. Never rejects.
 */
export function saveDonationAfterPaint(
  entry: Donation,
  storage: StorageLike | null = browserStorage(),
  locks: LockManagerLike | null = browserLocks(),
): Promise<WriteResult> {
  if (typeof window === "undefined") return saveDonation(entry, storage, locks);
  return new Promise((resolve) => {
    let started = false;
    const start = (write: () => Promise<WriteResult> | WriteResult) => {
      if (started) return;
      started = true;
      window.removeEventListener("pagehide", leaving);
      resolve(write());
    };
    const leaving = () => start(() => addDonation(entry, storage));
    window.addEventListener("pagehide", leaving);
    const save = () => start(() => saveDonation(entry, storage, locks));
    requestAnimationFrame(() => setTimeout(save, 0));
    setTimeout(save, HIDDEN_TAB_WAIT_MS);
  });
}

/** Long enough for a visible page's next frame, short beside a visitor's next move. */
const HIDDEN_TAB_WAIT_MS = 250;

// A tiny external store (for React's useSyncExternalStore): this tab's writes
// notify directly, other tabs' writes arrive as `storage` events.
const listeners = new Set<() => void>();

/**
 * What the store last gave, kept while anything listens: this tab's writes
 * then come through here, other tabs' as `storage` events, so nothing can
 * change it unheard. Each reader and each render of a page then shares one
 * read of the list, not one getItem and a compare of megabytes of text each
 * (issue 45).
 */
let current: { storage: StorageLike; donations: Donation[] } | null = null;

function remember(storage: StorageLike, donations: Donation[]) {
  if (listeners.size > 0) current = { storage, donations };
}

if (typeof window !== "undefined") {
  // Added as this module loads, so before any listener that reads the list again.
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key.startsWith(DONATIONS_KEY)) current = null;
  });
}

/** This tab changed the list: `donations` is the new one, where already known. */
function changed(storage: StorageLike | null, donations?: Donation[]) {
  current = null;
  if (storage && donations) remember(storage, donations);
  for (const listener of listeners) listener();
  // For the parts of a page that show the wall and have not started yet (src/directives/when-used.ts).
  if (typeof window !== "undefined") window.dispatchEvent(new Event(DONATIONS_CHANGED));
}

/** After the wall is erased in this tab: this tab's entries stay erased, and the pages follow. */
export function wallErased() {
  ownEntries.clear();
  changed(null);
}

/** Calls `onChange` whenever the stored list may have changed, in this tab or another. */
export function subscribeToDonations(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of this site's storage; the
    // prefix also covers the unreadable values copied aside.
    if (event.key === null || event.key.startsWith(DONATIONS_KEY)) onChange();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) current = null;
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: Donation[] = [];

/**
 * The current list, the same array for as long as the stored text is the same
 * (React re-renders only when it really changed). Never throws.
 */
export function donationsSnapshot(storage: StorageLike | null = browserStorage()): Donation[] {
  if (current && current.storage === storage) return current.donations;
  try {
    const raw = readRaw(storage);
    const last = storage && known.get(storage);
    if (raw.kind !== "list" || !storage || last?.text !== raw.text) return EMPTY;
    // While a long list is checked, the wall shows what the build drew: nothing kept.
    const donations = shownEntriesSoon(storage, last) ?? EMPTY;
    remember(storage, donations);
    return donations;
  } catch {
    return EMPTY;
  }
}

/** What the pre-rendered page shows: nothing, until the browser has read its storage. */
export function serverDonationsSnapshot(): Donation[] {
  return EMPTY;
}

/** The biggest gifts first (ties keep their stored order), at most `count` of them. */
export function topDonations(donations: readonly Donation[], count: number): Donation[] {
  return [...donations].sort((a, b) => b.amount - a.amount).slice(0, count);
}

/**
 * A stable React key per entry. The timestamp is the entry's identity, but two
 * tabs can donate in the same millisecond, so repeats get a suffix.
 */
export function donationKeys(donations: readonly Donation[]): string[] {
  const seen = new Map<number, number>();
  return donations.map((donation) => {
    const times = seen.get(donation.timestamp) ?? 0;
    seen.set(donation.timestamp, times + 1);
    return times === 0 ? String(donation.timestamp) : `${donation.timestamp}-${times}`;
  });
}
