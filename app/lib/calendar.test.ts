import { describe, expect, it } from "vitest";
import {
  basicUtc,
  calendarFileName,
  calendarFilePath,
  eventGoogleCalendarUrl,
  googleCalendarUrl,
} from "./calendar";

describe("the calendar file", () => {
  it("is named after the brand and the event's year", () => {
    expect(calendarFileName).toBe("picnicky-2026.ics");
    expect(calendarFilePath).toBe("/picnicky-2026.ics");
  });
});

describe("googleCalendarUrl", () => {
  it("writes the times in UTC basic format and encodes the text", () => {
    const url = new URL(
      googleCalendarUrl({
        title: "Tea & cake",
        start: new Date("2026-06-16T10:00:00Z"),
        end: new Date("2026-06-16T16:00:00Z"),
        details: "Line one\nLine two",
        location: "The lawn",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Tea & cake");
    expect(url.searchParams.get("dates")).toBe("20260616T100000Z/20260616T160000Z");
    expect(url.searchParams.get("details")).toBe("Line one\nLine two");
    expect(url.searchParams.get("location")).toBe("The lawn");
  });

  it("puts the picnic at 11:00-17:00 London time, which is 10:00-16:00 UTC in June", () => {
    const url = new URL(eventGoogleCalendarUrl);
    expect(url.searchParams.get("dates")).toBe("20260616T100000Z/20260616T160000Z");
    expect(url.searchParams.get("location")).toContain("Hollybrook House & Gardens");
    expect(url.searchParams.get("details")).toContain("https://picnicky.example/event");
  });

  it("basicUtc drops separators and milliseconds", () => {
    expect(basicUtc(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
