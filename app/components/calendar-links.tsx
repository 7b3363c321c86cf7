import { CalendarPlus, ExternalLink } from "lucide-react";
import { calendarFileName, calendarFilePath, eventGoogleCalendarUrl } from "~/lib/calendar";
import { shownIn } from "~/lib/use-event-state";
import { buttonStyles } from "./button";

/**
 * 'Add to calendar' (the .ics file the build makes) and 'Add to Google
 * Calendar', only while the picnic is ahead: never for a day that is over or
 * has no date.
 */
export function CalendarLinks({ className = "" }: { className?: string }) {
  const when = shownIn(["upcoming"]);
  if (!when) return null;
  return (
    <div {...when} className={`flex flex-wrap justify-center gap-3 ${className}`}>
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
