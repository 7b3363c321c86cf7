// The 'Add to calendar' file: one VEVENT with the picnic's times in UTC (every
// calendar app converts them back to the reader's own zone), the venue, a
// description and the event page's address.
import { createEvent, type EventAttributes } from "ics";
import { event } from "#src/content/event";
import { site } from "#src/content/site";
import { calendarDescription, calendarLocation } from "./calendar";
import { eventEndsAt, eventStartsAt } from "./event-facts";

export function calendarFile({ now = new Date() }: { now?: Date } = {}): string {
  const host = new URL(site.siteUrl).host;
  // `timestamp` (DTSTAMP) is in the library's schema but not its types.
  const attributes: EventAttributes & { timestamp: number } = {
    // Stable across builds (the original date even when postponed), so
    // re-importing the file updates the entry instead of duplicating it; the
    // sequence number tells calendars this version replaces the first.
    uid: `${event.date}@${host}`,
    sequence: event.status === "scheduled" ? 0 : 1,
    productId: `${host}//${site.brand}`,
    title: event.name,
    description: calendarDescription,
    location: calendarLocation,
    url: `${site.siteUrl}/event`,
    start: eventStartsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: eventEndsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: event.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: site.brand, email: site.emails.info },
    timestamp: now.getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) {
    throw new Error(`Could not make the calendar file: ${error?.message ?? "no output"}`);
  }
  return value;
}
