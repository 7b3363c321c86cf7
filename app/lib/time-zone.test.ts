import { describe, expect, it } from "vitest";
import { daysBetween, utcOffset, wallClock, zonedInstant, zonedIso } from "./time-zone";

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
