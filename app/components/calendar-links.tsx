import { CalendarPlus, ExternalLink } from "lucide-react";
import { calendarFileName, calendarFilePath, eventGoogleCalendarUrl } from "~/lib/calendar";
import { buttonStyles } from "./button";

const linkStyle =
  "inline-flex items-center gap-2 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep";

/**
 * 'Add to calendar' (the .ics file the build makes) and 'Add to Google
 * Calendar', as buttons (the event page) or as quieter links (the home card).
 */
export function CalendarLinks({
  variant = "buttons",
  className = "",
}: {
  variant?: "buttons" | "links";
  className?: string;
}) {
  const style = variant === "buttons" ? buttonStyles.secondary : linkStyle;
  return (
    <div
      className={`flex flex-wrap justify-center ${variant === "buttons" ? "gap-3" : "gap-x-6 gap-y-3"} ${className}`}
    >
      <a href={calendarFilePath} download={calendarFileName} className={style}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        Add to calendar
      </a>
      <a href={eventGoogleCalendarUrl} className={style} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
        Add to Google Calendar
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
