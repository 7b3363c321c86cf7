// A date as an organiser types it in the editor, read day first as in the UK
// ("19 June 2027", "19/06/2027", "Saturday 19 June 2027") or as the file
// writes it (2027-06-19); anything else, a month-first "06/19/2027" among
// them, is not read at all, so no date is saved that the organiser did not
// mean. Parsed by dayjs, strictly, in English.
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import { formatLongDate } from "../lib/format.ts";

dayjs.extend(customParseFormat);

// Strict parsing wants the digits as written: "9/6/2027" and "09/06/2027" are two formats.
const days = ["D", "DD"];
const formats = [
  "YYYY-MM-DD",
  ...days.flatMap((day) => ["MMMM", "MMM"].map((month) => `${day} ${month} YYYY`)),
  ...days.flatMap((day) =>
    ["M", "MM"].flatMap((month) => ["/", ".", "-"].map((to) => `${day}${to}${month}${to}YYYY`)),
  ),
];

/** The ISO date (2027-06-19) `typed` says, read day first, or undefined. */
export function readTypedDate(typed: string): string | undefined {
  const text = typed
    .trim()
    // A weekday, commas and "19th" say nothing the day and month do not.
    .replace(/^[a-z]+day,?\s+/i, "")
    .replace(/,/g, " ")
    .replace(/(\d)(st|nd|rd|th)\b/i, "$1")
    .replace(/\s+/g, " ")
    // Month names as dayjs's English locale writes them: "june" -> "June".
    .replace(
      /\b([a-z])([a-z]*)\b/gi,
      (_, first: string, rest: string) => `${first.toUpperCase()}${rest.toLowerCase()}`,
    );
  const date = dayjs(text, formats, "en", true);
  return date.isValid() ? date.format("YYYY-MM-DD") : undefined;
}

/** The date as the editor shows it in a field, day first: 2027-06-19 -> "19 June 2027". */
export const typedDateOf = (isoDate: string) =>
  dayjs(isoDate, "YYYY-MM-DD", true).format("D MMMM YYYY");

/** Beside the field: "Saturday 19 June 2027", as the site writes it. */
export const dateInWords = (isoDate: string) => formatLongDate(isoDate).replace(/\u00a0/g, " ");

/** What the editor says of a date it cannot read, naming the field. */
export const unreadDateMessage = (label: string, typed: string) =>
  `${label}: "${typed}" is not a date the editor can read. Write the day first, as 19 June 2027 or 19/06/2027.`;
