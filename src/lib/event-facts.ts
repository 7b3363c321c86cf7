// Derived facts about the one event in src/content/event.ts.
// Relative imports: the build's own step (integrations/site-files) loads it too.
import { event } from "../content/event";
import { dateHeld } from "./event-state";
import { formatLongDate, formatTime } from "./format";
import { zonedInstant, zonedIso, zoneName } from "./time-zone";

/** The day the picnic is held: the new date if it was postponed to one. */
export const eventDate = dateHeld(event);
export const eventDateText = formatLongDate(eventDate);
/**
 * " - " between two times, held on one line: no-break spaces, and a word
 * joiner after the dash (a line may otherwise break after a hyphen, even
 * before a no-break space).
 */
const RANGE_DASH = "\u00a0-\u2060\u00a0";

/** An organiser's "{open} - {close}" with its dash held, before the values are filled in. */
export const holdRanges = (template: string) =>
  template.replaceAll("{open} - {close}", `{open}${RANGE_DASH}{close}`);

/** "11:00 AM - 5:00 PM", never split across two lines. */
export const eventTimeText = `${formatTime(event.startTime)}${RANGE_DASH}${formatTime(event.endTime)}`;

/** Whose clock the picnic's times are on, said beside them: "UK time". */
export const eventZoneText = zoneName(event.timeZone);
export const venueAddress = [
  event.venue.street,
  event.venue.locality,
  event.venue.region,
  event.venue.postcode,
].join(", ");

/** A maps search for the venue by name and town, which opens the visitor's map app on a phone. */
export const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  [event.venue.name, event.venue.locality, event.venue.region].join(", "),
)}`;

/** When the gates open and close, as instants ("2026-06-16T10:00:00.000Z"). */
export const eventStartsAt = zonedInstant(eventDate, event.startTime, event.timeZone);
export const eventEndsAt = zonedInstant(eventDate, event.endTime, event.timeZone);

/** The same, as local times with the venue's offset ("2026-06-16T11:00:00+01:00"). */
export const eventStartIso = zonedIso(eventDate, event.startTime, event.timeZone);
export const eventEndIso = zonedIso(eventDate, event.endTime, event.timeZone);
