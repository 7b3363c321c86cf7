// Wall-clock times in a named time zone (the venue's), computed with Intl so
// daylight saving is never hard-coded: 16 June is +01:00 in London, 16
// December is +00:00, and the build machine's own zone does not matter.

const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, as in ISO 8601: "+01:00", "+00:00", "-05:00". */
export function utcOffset(instant: Date, timeZone: string): string {
  // The wall clock read as if it were UTC, minus the instant itself. (Intl's
  // "longOffset" names would do, but older Safari throws on them.)
  const { date, time } = wallClock(instant, timeZone);
  const wholeMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const minutes = Math.round((Date.parse(`${date}T${time}:00Z`) - wholeMinute) / 60_000);
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(":").map(Number);
  return sign * (hours * 60 + minutes);
}

/** The instant at which clocks in `timeZone` show `date` ("2026-06-16") and `time` ("11:00"). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset at the first guess can differ from the one at the answer when a
  // clock change lies between them, so look again from the first guess.
  let guess = asIfUtc - offsetMinutes(utcOffset(new Date(asIfUtc), timeZone)) * 60_000;
  guess = asIfUtc - offsetMinutes(utcOffset(new Date(guess), timeZone)) * 60_000;
  return new Date(guess);
}

/** "2026-06-16T11:00:00+01:00": a local date and time with the zone's offset on that day. */
export function zonedIso(date: string, time: string, timeZone: string): string {
  return `${date}T${time}:00${utcOffset(zonedInstant(date, time, timeZone), timeZone)}`;
}

/** What a clock in `timeZone` shows at an instant: the date ("2026-06-16") and the time ("13:05"). */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = wallFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Whole days from one calendar date to another ("2026-06-15" to "2026-06-16" is 1). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
