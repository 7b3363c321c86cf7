// 'Add to calendar': the name of the .ics file the build writes, and a Google
// Calendar template link. The file itself is made in integrations/site-files/calendar-file.ts.
// Relative imports: the build's own step (integrations/site-files) loads it too.
import { event } from "../content/event";
import { site } from "../content/site";
import { eventDate, eventEndsAt, eventStartsAt, venueAddress } from "./event-facts";

/** "picnicky-2026.ics": the brand and the event's year, so each year's file is new. */
export const calendarFileName = `${site.brand
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-|-$/g, "")}-${eventDate.slice(0, 4)}.ics`;

export const calendarFilePath = `/${calendarFileName}`;

/** The place as a calendar shows it: "Hollybrook House & Gardens, Hollybrook Lane, …". */
export const calendarLocation = `${event.venue.name}, ${venueAddress}`;

const eventPageLine = `Schedule, directions and RSVP: ${site.siteUrl}/event`;

/** What the calendar file's entry says, with a link back to the event page. */
export const calendarDescription = `${event.summary}\n\n${eventPageLine}`;

/** 2026-06-16T10:00:00.000Z -> "20260616T100000Z", the basic format Google Calendar reads. */
export function basicUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A link that opens Google Calendar with the event filled in, ready to save. */
export function googleCalendarUrl({
  title,
  start,
  end,
  details,
  location,
}: {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${basicUtc(start)}/${basicUtc(end)}`,
    details,
    location,
    ctz: event.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export const eventGoogleCalendarUrl = googleCalendarUrl({
  title: event.name,
  start: eventStartsAt,
  end: eventEndsAt,
  // Only the link back: the Google link sits in pages that must fit the
  // first round trip (decision 002), and the event page says the rest.
  details: eventPageLine,
  location: calendarLocation,
});
