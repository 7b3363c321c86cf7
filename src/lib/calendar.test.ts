import { describe, expect, it, vi } from "vitest";
import { event } from "#src/content/event";
import { site } from "#src/content/site";
import {
  basicUtc,
  calendarFileName,
  calendarFilePath,
  eventGoogleCalendarUrl,
  googleCalendarUrl,
} from "./calendar";

// The dates are checked on the reference picnic (reference-event.test-support.ts).
vi.mock("#src/content/event", async (importOriginal) =>
  (await import("./reference-event.test-support")).referenceEvent(importOriginal),
);

describe("the calendar file", () => {
  it("is named after the brand and the event's year", () => {
    const slug = site.brand
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    expect(calendarFileName).toBe(`${slug}-2026.ics`);
    expect(calendarFilePath).toBe(`/${slug}-2026.ics`);
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
    expect(url.searchParams.get("location")).toContain(event.venue.name);
    expect(url.searchParams.get("details")).toContain(`${site.siteUrl}/event`);
  });

  it("basicUtc drops separators and milliseconds", () => {
    expect(basicUtc(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
