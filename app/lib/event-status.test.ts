import { describe, expect, it } from "vitest";
import { describeEventStatus, getEventStatus, type EventTiming } from "./event-status";

const at = (iso: string) => getEventStatus(new Date(iso));
const say = (iso: string) => describeEventStatus(at(iso));

describe("getEventStatus for the picnic on 16 June 2026, 11:00-17:00 London time", () => {
  it("counts whole days to go on the London calendar", () => {
    expect(at("2026-05-01T12:00:00+01:00")).toEqual({ kind: "upcoming", daysToGo: 46 });
    expect(say("2026-05-01T12:00:00+01:00")).toEqual({ headline: "46 days to go", detail: null });
    expect(at("2026-01-01T09:00:00Z")).toEqual({ kind: "upcoming", daysToGo: 166 });
  });

  it("says Tomorrow the day before, right up to midnight in London", () => {
    expect(say("2026-06-15T00:00:00+01:00").headline).toBe("Tomorrow!");
    // 23:59 BST on the 15th is 22:59 UTC: still tomorrow.
    expect(say("2026-06-15T22:59:00Z")).toEqual({
      headline: "Tomorrow!",
      detail: "Gates open at 11:00 AM.",
    });
  });

  it("turns to today at midnight London time, though UTC still says the 15th", () => {
    // 00:00 BST on the 16th is 23:00 UTC on the 15th.
    expect(at("2026-06-15T23:00:00Z")).toEqual({
      kind: "today",
      current: null,
      next: expect.objectContaining({ time: "11:00", title: "Gates open" }),
    });
    expect(say("2026-06-16T10:59:00+01:00")).toEqual({
      headline: "Today!",
      detail: "Gates open at 11:00 AM.",
    });
  });

  it("names what is on now and what is next, from the schedule", () => {
    expect(say("2026-06-16T11:00:00+01:00")).toEqual({
      headline: "On now: Gates open",
      detail: "Next: Welcome speech at 12:00 PM",
    });
    // 11:40 UTC is 12:40 BST: the guest speaker started at 12:30.
    expect(say("2026-06-16T11:40:00Z")).toEqual({
      headline: "On now: Guest speaker",
      detail: "Next: Picnic lunch at 1:00 PM",
    });
    expect(say("2026-06-16T16:59:00+01:00")).toEqual({
      headline: "On now: Closing remarks",
      detail: "Next: Event closes at 5:00 PM",
    });
  });

  it("is past from the moment the gates close", () => {
    expect(at("2026-06-16T17:00:00+01:00")).toEqual({ kind: "past" });
    expect(at("2026-06-17T00:00:00+01:00")).toEqual({ kind: "past" });
    expect(say("2027-02-01T12:00:00Z")).toEqual({
      headline: "Took place on Tuesday 16 June 2026",
      detail: "Next year's date soon.",
    });
  });
});

describe("getEventStatus in winter", () => {
  const winter: EventTiming = {
    date: "2026-12-05",
    startTime: "10:00",
    endTime: "12:00",
    timeZone: "Europe/London",
    schedule: [
      { time: "10:00", title: "Mince pies", description: "" },
      { time: "11:00", title: "Carols", description: "" },
    ],
  };

  it("uses GMT, with no summer hour added", () => {
    expect(getEventStatus(new Date("2026-12-05T09:59:00Z"), winter)).toMatchObject({
      kind: "today",
      current: null,
    });
    expect(getEventStatus(new Date("2026-12-05T11:30:00Z"), winter)).toMatchObject({
      kind: "today",
      current: { title: "Carols" },
      next: null,
    });
    expect(
      describeEventStatus(getEventStatus(new Date("2026-12-05T11:30:00Z"), winter), winter),
    ).toEqual({ headline: "On now: Carols", detail: null });
    expect(getEventStatus(new Date("2026-12-05T12:00:00Z"), winter)).toEqual({ kind: "past" });
  });

  it("counts days from the London date on the night the clocks go back", () => {
    // 23:30 UTC on 24 October is 00:30 BST on the 25th: 41 days before 5 December.
    expect(getEventStatus(new Date("2026-10-24T23:30:00Z"), winter)).toEqual({
      kind: "upcoming",
      daysToGo: 41,
    });
  });
});
