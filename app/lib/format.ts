// Formatting shared by every page. Fixed locale and time zones, so the HTML
// rendered at build time matches what the browser renders when it hydrates.

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const wholeOrPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A price, always with pence: "£24.99", "£1,250.50". */
export function formatPrice(amount: number): string {
  return pounds.format(amount);
}

/** An amount as people say it: "£25", "£12.50", "£1,250.50". */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? wholeOrPence.format(amount) : pounds.format(amount);
}

/** "11:00" -> "11:00 AM", "17:00" -> "5:00 PM". */
export function formatTime(time24: string): string {
  const [hours = 0, minutes = 0] = time24.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2026-06-16" -> "Tuesday 16 June 2026". Assembled from parts because ICU
 * versions differ on the comma after the weekday, and the build (Node) and
 * the visitor's browser must print the same text.
 */
export function formatLongDate(isoDate: string): string {
  const parts = longDate.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}
