// Where the visitor's moment stands against the event: days to go, what is on
// now, or over. Everything is read on the venue's clock (Europe/London), so a
// visitor abroad sees the same answer as one on the lawn.
import { event as theEvent, type ScheduleItem } from "~/content/event";
import { formatLongDate, formatTime } from "./format";
import { daysBetween, wallClock } from "./time-zone";

export type EventTiming = {
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  schedule: readonly ScheduleItem[];
};

export type EventStatus =
  | { kind: "upcoming"; daysToGo: number }
  /** On the day, before the gates close; `current` is null before they open. */
  | { kind: "today"; current: ScheduleItem | null; next: ScheduleItem | null }
  | { kind: "past" };

export function getEventStatus(now: Date, event: EventTiming = theEvent): EventStatus {
  const clock = wallClock(now, event.timeZone);
  const daysToGo = daysBetween(clock.date, event.date);
  if (daysToGo > 0) return { kind: "upcoming", daysToGo };
  // "HH:MM" strings compare correctly as text.
  if (daysToGo < 0 || clock.time >= event.endTime) return { kind: "past" };
  const started = event.schedule.filter((item) => item.time <= clock.time);
  return {
    kind: "today",
    current: clock.time >= event.startTime ? (started.at(-1) ?? null) : null,
    next: event.schedule.find((item) => item.time > clock.time) ?? null,
  };
}

/** The words for a status: a short headline and an optional second line. */
export function describeEventStatus(
  status: EventStatus,
  event: EventTiming = theEvent,
): { headline: string; detail: string | null } {
  const opening = `Gates open at ${formatTime(event.startTime)}.`;
  switch (status.kind) {
    case "upcoming":
      return status.daysToGo === 1
        ? { headline: "Tomorrow!", detail: opening }
        : { headline: `${status.daysToGo} days to go`, detail: null };
    case "today": {
      const next = status.next
        ? `Next: ${status.next.title} at ${formatTime(status.next.time)}`
        : null;
      return status.current
        ? { headline: `On now: ${status.current.title}`, detail: next }
        : { headline: "Today!", detail: opening };
    }
    case "past":
      return {
        headline: `Took place on ${formatLongDate(event.date)}`,
        detail: "Next year's date soon.",
      };
  }
}
