import { CalendarPlus, ExternalLink } from "lucide-react";
import { rsvp as rsvpAction } from "~/content/event-copy";
import { calendarFileName, calendarFilePath, eventGoogleCalendarUrl } from "~/lib/calendar";
import { shownIn } from "~/lib/use-event-state";
import { buttonStyles } from "./button";
import { EventAction } from "./event-action";

/**
 * 'Add to calendar' (the .ics file the build makes) and 'Add to Google
 * Calendar', only while the picnic is ahead: never for a day that is over or
 * has no date. With `rsvp`, 'RSVP Now' leads them: replying and saving the
 * date are one moment for a visitor.
 */
export function CalendarLinks({
  className = "",
  rsvp = false,
}: {
  className?: string;
  rsvp?: boolean;
}) {
  const when = shownIn(["upcoming"]);
  if (!when) return null;
  return (
    <div {...when} className={`grid gap-3 sm:flex sm:flex-wrap ${className}`}>
      {rsvp ? <EventAction action={rsvpAction} className={buttonStyles.primary} /> : null}
      <a href={calendarFilePath} download={calendarFileName} className={buttonStyles.secondary}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        Add to calendar
      </a>
      <a
        href={eventGoogleCalendarUrl}
        className={buttonStyles.secondary}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
        Add to Google Calendar
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
