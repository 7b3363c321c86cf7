// The words of the printed poster and table cards for the day itself
// (/poster, /table-cards), from content/words/print.json (the editor's "Words
// on the pages": Poster and table cards). Facts (the date, the venue, the
// charity) come from event.ts and site.ts; {placeholders} are those of
// event-copy.ts.
import { printWords as words } from "#content";
import { mapStates } from "./event-copy.ts";

export const printCopy = words.printCopy;

/**
 * The poster's two lines under the picnic's name: when it is, or, once it is
 * over or plans have changed, never a date that has gone as if it were coming.
 */
export const posterWhenCopy = mapStates(
  words.posterWhenCopy,
  ({ headline, detail }): [string, string] => [headline, detail],
);
