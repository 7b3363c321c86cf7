import { afterEach, describe, expect, it, vi } from "vitest";
import { referenceEvent } from "./reference-event.test-support";
import { event } from "#src/content/event";
import { site } from "#src/content/site";
import { calendarFile } from "./calendar-file";

// The dates are checked on the reference picnic (reference-event.test-support.ts).
vi.mock("#src/content/event", async (importOriginal) =>
  (await import("./reference-event.test-support")).referenceEvent(importOriginal),
);

/** The .ics with long lines unfolded, as calendar apps read it. */
const ics = calendarFile({ now: new Date("2026-01-01T09:00:00Z") }).replace(/\r\n[ \t]/g, "");
const lines = ics.split("\r\n");
const host = new URL(site.siteUrl).host;

describe("the calendar file", () => {
  it("is one VCALENDAR with one VEVENT", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  });

  it("starts at 11:00 and ends at 17:00 London time, written in UTC", () => {
    expect(lines).toContain("DTSTART:20260616T100000Z");
    expect(lines).toContain("DTEND:20260616T160000Z");
  });

  it("names the event and the venue, describes it and links to the event page", () => {
    expect(lines).toContain(`SUMMARY:${event.name}`);
    const location = lines.find((line) => line.startsWith("LOCATION:"));
    expect(location).toContain(event.venue.name);
    expect(location).toContain(event.venue.locality);
    expect(location).toContain(event.venue.postcode);
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
      event.summary.split(",")[0],
    );
    expect(lines).toContain(`URL:${site.siteUrl}/event`);
  });

  it("keeps the same UID every build, so a second import updates the entry", () => {
    expect(lines).toContain(`UID:2026-06-16@${host}`);
    expect(lines).toContain("DTSTAMP:20260101T090000Z");
  });
});

describe("the calendar file when plans change", () => {
  /** The file's lines for the shipped event with some fields changed. */
  async function linesWith(changes: object) {
    vi.resetModules();
    vi.doMock("../../src/content/event", (importOriginal) =>
      referenceEvent(importOriginal, changes),
    );
    const { calendarFile: make } = await import("./calendar-file");
    return make()
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n");
  }
  afterEach(() => vi.doUnmock("../../src/content/event"));

  it("moves the same entry to a postponed picnic's new date, as a newer version", async () => {
    const moved = await linesWith({ status: "postponed", newDate: "2026-07-14" });
    expect(moved).toContain(`UID:2026-06-16@${host}`);
    expect(moved).toContain("SEQUENCE:1");
    expect(moved).toContain("DTSTART:20260714T100000Z");
    expect(moved).toContain("STATUS:CONFIRMED");
  });

  it("marks the entry cancelled, so a calendar that imports it again says so", async () => {
    const cancelled = await linesWith({ status: "cancelled" });
    expect(cancelled).toContain(`UID:2026-06-16@${host}`);
    expect(cancelled).toContain("SEQUENCE:1");
    expect(cancelled).toContain("STATUS:CANCELLED");
  });
});
