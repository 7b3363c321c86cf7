import { event } from "../../src/content/event";
import { eventDate } from "../../src/lib/event-facts";
import { zonedIso } from "../../src/lib/time-zone";

// Moments around the picnic's day in src/content, so journeys that set the
// clock hold whatever date the organisers have set.

/** `days` after the picnic's day (before, if negative), at `time` in London, as ISO. */
export function day(days: number, time: string): string {
  const date = new Date(`${eventDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return zonedIso(date.toISOString().slice(0, 10), time, event.timeZone);
}

/** "HH:MM" `minutes` after `time` (before, if negative), the same day. */
export function later(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Forty days before the picnic, at noon: well ahead of it. */
export const fortyDaysBefore = () => new Date(day(-40, "12:00"));
