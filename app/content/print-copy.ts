// The words of the printed poster and table cards for the day itself
// (/poster, /table-cards). Facts (the date, the venue, the charity) come from
// event.ts and site.ts; {placeholders} are those of event-copy.ts.
import type { ByState } from "./event-copy";
import { site } from "./site.ts";

export const printCopy = {
  /** The poster's one-line ask, above its QR code. */
  posterAsk: `Scan to give to ${site.cause.name} research`,
  /** The line on each table card, above its QR code. */
  cardLine: `Scan to give in memory of ${site.honoree}`,
} as const;

const when: [string, string] = ["{date}", "{open} - {close}"];
const tookPlace: [string, string] = ["Took place on {date}", "Thank you to everyone who came"];

/**
 * The poster's two lines under the picnic's name: when it is, or, once it is
 * over or plans have changed, never a date that has gone as if it were coming.
 */
export const posterWhenCopy: ByState<[string, string]> = {
  upcoming: when,
  today: when,
  after: tookPlace,
  past: tookPlace,
  postponed: ["Postponed", "New date to be announced"],
  cancelled: ["Cancelled this year", "See you next summer"],
};
