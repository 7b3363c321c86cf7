import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { event } from "#src/content/event";
import {
  daysBetween,
  offsetTable,
  utcOffset,
  venueOffsetTable,
  wallClock,
  zonedInstant,
  zonedIso,
  zoneName,
} from "./time-zone";

const london = "Europe/London";

describe("zonedIso", () => {
  it("uses British Summer Time in June and GMT in December", () => {
    expect(zonedIso("2026-06-16", "11:00", london)).toBe("2026-06-16T11:00:00+01:00");
    expect(zonedIso("2026-12-16", "11:00", london)).toBe("2026-12-16T11:00:00+00:00");
  });

  it("works for zones west of Greenwich too", () => {
    expect(zonedIso("2026-06-16", "11:00", "America/New_York")).toBe("2026-06-16T11:00:00-04:00");
  });
});

describe("zonedInstant", () => {
  it("turns London wall-clock times into the right UTC instants", () => {
    expect(zonedInstant("2026-06-16", "11:00", london).toISOString()).toBe(
      "2026-06-16T10:00:00.000Z",
    );
    expect(zonedInstant("2026-01-10", "11:00", london).toISOString()).toBe(
      "2026-01-10T11:00:00.000Z",
    );
  });

  it("is right on the days the clocks change", () => {
    // Clocks go forward at 01:00 GMT on 29 March 2026 and back at 01:00 GMT on 25 October 2026.
    expect(zonedInstant("2026-03-29", "11:00", london).toISOString()).toBe(
      "2026-03-29T10:00:00.000Z",
    );
    expect(zonedInstant("2026-03-29", "00:30", london).toISOString()).toBe(
      "2026-03-29T00:30:00.000Z",
    );
    expect(zonedInstant("2026-10-25", "11:00", london).toISOString()).toBe(
      "2026-10-25T11:00:00.000Z",
    );
  });
});

describe("utcOffset", () => {
  it("changes exactly when the clocks change", () => {
    expect(utcOffset(new Date("2026-03-29T00:59:59Z"), london)).toBe("+00:00");
    expect(utcOffset(new Date("2026-03-29T01:00:00Z"), london)).toBe("+01:00");
  });
});

describe("wallClock", () => {
  it("reads the London date and time, not the machine's", () => {
    // 23:30 UTC on 15 June is already 00:30 on 16 June in London.
    expect(wallClock(new Date("2026-06-15T23:30:00Z"), london)).toEqual({
      date: "2026-06-16",
      time: "00:30",
    });
    expect(wallClock(new Date("2026-12-31T23:30:00Z"), london)).toEqual({
      date: "2026-12-31",
      time: "23:30",
    });
  });
});

describe("daysBetween", () => {
  it("counts calendar days, across month ends and clock changes", () => {
    expect(daysBetween("2026-06-15", "2026-06-16")).toBe(1);
    expect(daysBetween("2026-03-01", "2026-06-16")).toBe(107);
    expect(daysBetween("2026-06-17", "2026-06-16")).toBe(-1);
  });
});

describe("the table of offsets made at build time", () => {
  it("lists each clock change in London to the minute", () => {
    const table = offsetTable(london, Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(table.changes).toEqual([
      [Date.UTC(2026, 0, 1), 0],
      [Date.UTC(2026, 2, 29, 1), 60],
      [Date.UTC(2026, 9, 25, 1), 0],
    ]);
  });

  it("is built into the site for the venue, two years either side of the event", () => {
    const year = Number(event.date.slice(0, 4));
    expect(__VENUE_OFFSETS__).toEqual(venueOffsetTable(event));
    expect(__VENUE_OFFSETS__).toMatchObject({
      timeZone: event.timeZone,
      from: Date.UTC(year - 2, 0, 1),
      to: Date.UTC(year + 3, 0, 1),
    });
    expect(venueOffsetTable({ ...event, timeZone: "Mars/Olympus_Mons" })).toBeUndefined();
  });

  it("reads the same wall clock as Intl, inside the table and out of it", () => {
    for (const zone of [london, "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"]) {
      const table = offsetTable(zone, Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1));
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2029, 0, 1) }), (ms) => {
          const instant = new Date(ms);
          expect(wallClock(instant, zone, table)).toEqual(wallClock(instant, zone, null));
        }),
        { numRuns: 2000 },
      );
    }
  });
});

describe("zoneName", () => {
  it("says the picnic's zone as a visitor would, beside its times", () => {
    expect(zoneName(london)).toBe("UK time");
    expect(zoneName("Europe/Paris")).toBe("Central European Time");
    expect(zoneName("America/New_York")).toBe("Eastern Time");
  });
});
