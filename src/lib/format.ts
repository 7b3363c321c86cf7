// Formatting shared by every page. Fixed locale and time zones, so the HTML
// rendered at build time matches what the browser renders when it hydrates.
//
// Prices and dates are spelled out here rather than with Intl: the text is
// the same in Node and in every browser whatever their ICU version, and
// building Intl formatters on a slow phone costs tens of milliseconds while
// the page starts (format.test.ts checks the output against Intl's).

/**
 * Whole pence, rounded half away from zero on the decimal the number prints
 * as (15.4375 -> 1544, 1.005 -> 101), as Intl.NumberFormat rounds.
 */
function toPence(amount: number): number {
  const text = amount.toString();
  if (text.includes("e")) return Math.round(amount * 100); // below 0.000001 or astronomical
  const [whole = "0", fraction = ""] = text.split(".");
  const pence = Number(whole + fraction.padEnd(2, "0").slice(0, 2));
  return (fraction[2] ?? "0") >= "5" ? pence + 1 : pence;
}

/** Digits in groups of three: 12345 -> "12,345". */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** "£1,250.50" ("£1,250" without the pence when showPence is false). */
function pounds(amount: number, showPence: boolean): string {
  const sign = amount < 0 ? "-" : "";
  const pence = toPence(Math.abs(amount));
  const grouped = formatCount(Math.floor(pence / 100));
  const fraction = showPence ? `.${String(pence % 100).padStart(2, "0")}` : "";
  return sign && pence > 0 ? `${sign}£${grouped}${fraction}` : `£${grouped}${fraction}`;
}

/** A price, always with pence: "£24.99", "£1,250.50". */
export function formatPrice(amount: number): string {
  return pounds(amount, true);
}

/** An amount as people say it: "£25", "£12.50", "£1,250.50". */
export function formatAmount(amount: number): string {
  return pounds(amount, !Number.isInteger(amount));
}

/**
 * Non-breaking space: a date or a time never breaks across lines
 * ("5:00 / PM", "16 / June 2026").
 */
export const NBSP = "\u00a0";

/** "11:00" -> "11:00 AM", "17:00" -> "5:00 PM" (with a non-breaking space). */
export function formatTime(time24: string): string {
  const [hours = 0, minutes = 0] = time24.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")}${NBSP}${suffix}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-06-01" -> "1 June 2026" (a calendar date: no time zone involved; non-breaking spaces). */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return [date.getUTCDate(), MONTHS[date.getUTCMonth()], date.getUTCFullYear()].join(NBSP);
}

/** "2026-06-16" -> "Tuesday 16 June" (the year said elsewhere), none of it broken across lines. */
export function formatDayAndMonth(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return [WEEKDAYS[date.getUTCDay()], date.getUTCDate(), MONTHS[date.getUTCMonth()]].join(NBSP);
}

/** "2026-06-16" -> "16 June", on the day, where "Today" says the rest (kept on one line). */
export function formatShortDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return [date.getUTCDate(), MONTHS[date.getUTCMonth()]].join(NBSP);
}

/** "2026-06-16" -> "Tuesday 16 June 2026", none of it broken across lines. */
export function formatLongDate(isoDate: string): string {
  return `${WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]}${NBSP}${formatDate(isoDate)}`;
}

/** A name in a heading: "triple-negative breast cancer" -> "Triple-Negative Breast Cancer". */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}
