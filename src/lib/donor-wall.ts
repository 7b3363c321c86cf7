// What only the donor wall page and the erase button need: the wall's
// figures and dates, and erasing. Apart from donations.ts, so the pages with the
// donation form do not load it.
import {
  DONATIONS_KEY,
  UNREADABLE_KEY_PREFIX,
  browserStorage,
  wallErased,
  type Donation,
  type StorageLike,
  type WriteResult,
} from "./donations";
import { formatCount } from "./format";

/**
 * Erases this browser's donor wall: the list and any unreadable values kept
 * aside from it (they may hold donor names too). Never throws.
 */
export function eraseDonations(storage: StorageLike | null = browserStorage()): WriteResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(UNREADABLE_KEY_PREFIX)) keys.push(key);
    }
    storage.removeItem(DONATIONS_KEY);
    for (const key of keys) storage.removeItem(key);
    wallErased();
    return { ok: true };
  } catch {
    wallErased();
    return { ok: false, reason: "failed" };
  }
}

/**
 * Whether this browser keeps anything for the donor wall: a list, even one
 * with no entry we can show, or an unreadable value copied aside. Either may
 * hold names, so erasing is offered while this is true. Never throws.
 */
export function hasDonationData(storage: StorageLike | null = browserStorage()): boolean {
  try {
    if (!storage) return false;
    if (storage.getItem(DONATIONS_KEY) !== null) return true;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(UNREADABLE_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** The sum of all amounts, added up in whole pence so it never shows 0.30000000000000004. */
export function totalRaised(donations: readonly Donation[]): number {
  return donations.reduce((pence, donation) => pence + Math.round(donation.amount * 100), 0) / 100;
}

/** "1 donation", "2 donations". */
export function donationCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "donation" : "donations"}`;
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
