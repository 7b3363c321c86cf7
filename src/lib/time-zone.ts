// Wall-clock times in a named time zone (the venue's), computed with Intl so
// daylight saving is never hard-coded: 16 June is +01:00 in London, 16
// December is +00:00, and the build machine's own zone does not matter.
//
// In the browser, the venue's zone is read from a table of its UTC offsets
// around the event, made with Intl at build time (integrations/content.ts): the first
// Intl formatter a page builds costs a phone 100 ms or more while it starts.
// Other zones and instants outside the table still go to Intl.

/** A zone's UTC offsets over a span of time: each change as [instant, minutes east of UTC]. */
export type OffsetTable = {
  timeZone: string;
  from: number;
  to: number;
  changes: Array<[number, number]>;
};

const venueOffsets: OffsetTable | null =
  typeof __VENUE_OFFSETS__ === "undefined" ? null : __VENUE_OFFSETS__;

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

/** Minutes east of UTC at an instant, asking Intl. */
function intlOffsetMinutes(instant: number, timeZone: string): number {
  // The wall clock read as if it were UTC, minus the instant itself. (Intl's
  // "longOffset" names would do, but older Safari throws on them.)
  const { date, time } = intlWallClock(new Date(instant), timeZone);
  const wholeMinute = Math.floor(instant / 60_000) * 60_000;
  return Math.round((Date.parse(`${date}T${time}:00Z`) - wholeMinute) / 60_000);
}

/** Minutes east of UTC at an instant, from the table when it covers it. */
function offsetAt(
  instant: number,
  timeZone: string,
  table: OffsetTable | null = venueOffsets,
): number {
  if (table && table.timeZone === timeZone && instant >= table.from && instant < table.to) {
    let minutes = 0;
    for (const [since, offset] of table.changes) {
      if (since > instant) break;
      minutes = offset;
    }
    return minutes;
  }
  return intlOffsetMinutes(instant, timeZone);
}

/**
 * The table of a zone's offsets from `from` to `to` (made at build time). Offsets
 * are read once a day, and each change is then found to the minute.
 */
export function offsetTable(timeZone: string, from: number, to: number): OffsetTable {
  const day = 86_400_000;
  const changes: Array<[number, number]> = [[from, intlOffsetMinutes(from, timeZone)]];
  for (let start = from; start < to; start += day) {
    const end = Math.min(start + day, to);
    const before = changes[changes.length - 1]![1];
    if (intlOffsetMinutes(end, timeZone) === before) continue;
    let [low, high] = [start, end]; // the offset is `before` at low and changed by high
    while (high - low > 60_000) {
      const middle = Math.floor((low + high) / 120_000) * 60_000;
      if (intlOffsetMinutes(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push([high, intlOffsetMinutes(high, timeZone)]);
  }
  return { timeZone, from, to, changes };
}

/**
 * The venue's table, from two years before the event to two years after, or
 * undefined when the content is wrong (the build then says what is wrong).
 */
export function venueOffsetTable(event: {
  date: string;
  timeZone: string;
}): OffsetTable | undefined {
  const year = Number(event.date.slice(0, 4));
  if (!Number.isInteger(year)) return undefined;
  try {
    return offsetTable(event.timeZone, Date.UTC(year - 2, 0, 1), Date.UTC(year + 3, 0, 1));
  } catch {
    return undefined;
  }
}

/** The zone's offset from UTC at an instant, as in ISO 8601: "+01:00", "+00:00", "-05:00". */
export function utcOffset(instant: Date, timeZone: string): string {
  const minutes = offsetAt(instant.getTime(), timeZone);
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The instant at which clocks in `timeZone` show `date` ("2026-06-16") and `time` ("11:00"). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset at the first guess can differ from the one at the answer when a
  // clock change lies between them, so look again from the first guess.
  let guess = asIfUtc - offsetAt(asIfUtc, timeZone) * 60_000;
  guess = asIfUtc - offsetAt(guess, timeZone) * 60_000;
  return new Date(guess);
}

/** "2026-06-16T11:00:00+01:00": a local date and time with the zone's offset on that day. */
export function zonedIso(date: string, time: string, timeZone: string): string {
  return `${date}T${time}:00${utcOffset(zonedInstant(date, time, timeZone), timeZone)}`;
}

/** What a clock in `timeZone` shows at an instant: the date ("2026-06-16") and the time ("13:05"). */
export function wallClock(
  instant: Date,
  timeZone: string,
  table: OffsetTable | null = venueOffsets,
): { date: string; time: string } {
  const shifted = new Date(
    instant.getTime() + offsetAt(instant.getTime(), timeZone, table) * 60_000,
  );
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function intlWallClock(instant: Date, timeZone: string): { date: string; time: string } {
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

/**
 * A zone as a visitor says it, beside a time: "UK time" for Europe/London,
 * else the zone's own name in English ("Central European Time"), or its city
 * ("Kolkata time") where Intl has no name for it. Never "UTC" for a local time.
 */
export function zoneName(timeZone: string): string {
  if (timeZone === "Europe/London") return "UK time";
  const named = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;
  if (named && !/^GMT[+-]/.test(named)) return named;
  return `${(timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ")} time`;
}
