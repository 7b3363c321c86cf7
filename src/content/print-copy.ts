// The words of the printed poster and table cards for the day itself
// (/poster, /table-cards), from content/words/print.json (the editor's "Words
// on the pages": Poster and table cards). Facts (the date, the venue, the
// charity) come from event.ts and site.ts; {placeholders} are those of
// event-copy.ts.
import { printWords as words } from "#content";
import { mapStates } from "./event-copy.ts";
import { finalTotal } from "./fundraising.ts";

export const printCopy = words.printCopy;

/**
 * The poster's two lines under the picnic's name: when it is, or, once it is
 * over or plans have changed, never a date that has gone as if it were coming.
 */
const whenCopy = mapStates(words.posterWhenCopy, ({ headline, detail }): [string, string] => [
  headline,
  detail,
]);
/**
 * After the day, once the organisers typed the final total, the thanks carry it ("Together
 * we raised £8,135 in 2026", decision 090): the sheets pinned up afterwards say what the day
 * did, under their headline, "Thank You" (round 10).
 */
const resultLine = finalTotal ? printCopy.resultLine : undefined;

/**
 * The sheets' after-the-day headline and the final total's line, its {raised} set in large
 * figures (round 10); null without a final total, or where the organisers left the line empty:
 * then the thanks stand as the poster's second line (decision 088).
 */
export const sheetsResult = resultLine ? { title: printCopy.thanksTitle, line: resultLine } : null;
// One pair for both states where their headlines agree: the sheets print each different pair once.
const resultAfter: [string, string] = [whenCopy.after[0], resultLine ?? ""];
const resultPast: [string, string] =
  whenCopy.past[0] === whenCopy.after[0] ? resultAfter : [whenCopy.past[0], resultLine ?? ""];
export const posterWhenCopy = resultLine
  ? { ...whenCopy, after: resultAfter, past: resultPast }
  : whenCopy;

/**
 * Each printed page's title by the picnic's state (round 6): "for the day" while there
 * is one to come; once it is over the sheets carry the year's thanks (the poster's
 * "Thank you to everyone who came", above), and say so; while plans are changed, the
 * sheet's own news. The site's words, as the printing help is.
 */
const printTitle = (ahead: string, thanks: string, plain: string) => ({
  upcoming: ahead,
  today: ahead,
  after: thanks,
  past: thanks,
  postponed: plain,
  cancelled: plain,
});

export const printTitles = {
  poster: printTitle("Poster for the Day", "Poster to Say Thank You", "Poster"),
  tableCards: printTitle("Table Cards for the Day", "Table Cards to Say Thank You", "Table Cards"),
};

/** The line under each title, by the same states: after the day, no gates or picnic tables. */
export const printIntros = {
  poster: printTitle(
    "An A4 poster for the gates, the tables and the raffle stall: the picnic, when and where, and a QR code that opens the donate page.",
    "An A4 poster for the venue and the notice boards: the thanks, when and where the picnic was, and a QR code that opens the donate page.",
    "An A4 poster for the venue and the notice boards: the picnic's news, where, and a QR code that opens the donate page.",
  ),
  tableCards: printTitle(
    "Two fold-over cards on one A4 sheet: cut each out along the marks, fold it along the dashed line, and stand it on a picnic table. Each side has a QR code that opens the donate page.",
    "Two fold-over cards on one A4 sheet, to say thank you: cut each out along the marks, fold it along the dashed line, and stand it on a counter or a table. Each side has a QR code that opens the donate page.",
    "Two fold-over cards on one A4 sheet: cut each out along the marks, fold it along the dashed line, and stand it on a counter or a table. Each side has a QR code that opens the donate page.",
  ),
};
