import CalendarPlus from "lucide-react/icons/calendar-plus";
import ChevronDown from "lucide-react/icons/chevron-down";
import ExternalLink from "lucide-react/icons/external-link";
import { calendarFileName, calendarFilePath, eventGoogleCalendarUrl } from "#src/lib/calendar";
import { shownIn } from "#src/lib/shown-by-state";
import { buttonStyles } from "./button";

/**
 * One 'Add to calendar' choice, only while the picnic is ahead: it opens to
 * the .ics file the build makes and Google Calendar (a <details>, so it works
 * without JavaScript). Never for a day that is over or has no date.
 */
export function CalendarLinks({ className = "" }: { className?: string }) {
  const when = shownIn(["upcoming"]);
  if (!when) return null;
  return (
    <details {...when} className={`group ${className}`}>
      <summary className={`${buttonStyles.secondary} cursor-pointer list-none`}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        Add to Calendar
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
        <li>
          <a href={calendarFilePath} download={calendarFileName} className={buttonStyles.secondary}>
            <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
            Add to Calendar (.ics file)
          </a>
        </li>
        <li>
          <a
            href={eventGoogleCalendarUrl}
            className={buttonStyles.secondary}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
            Add to Google Calendar
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </details>
  );
}
