// Derived facts about the one event in app/content/event.ts.
import { event } from "~/content/event";
import { formatLongDate, formatTime } from "./format";

export const eventDateText = formatLongDate(event.date);
export const eventTimeText = `${formatTime(event.startTime)} - ${formatTime(event.endTime)}`;
export const venueAddress = [
  event.venue.street,
  event.venue.locality,
  event.venue.region,
  event.venue.postcode,
].join(", ");

/** A maps search that opens the visitor's map app on a phone. */
export const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  event.venue.mapsQuery,
)}`;
