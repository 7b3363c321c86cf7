import { event } from "~/content/event";
import { noticeCopy } from "~/content/event-copy";
import { variants, words } from "~/lib/event-words";

/**
 * The line at the top of every page while plans are changed: postponed,
 * moved to a new date (until that day is over), or cancelled, with the
 * organiser's own short notice after it.
 */
export function EventNotice() {
  if (event.status === "scheduled") return null;
  const notice = words(event.newDate ? noticeCopy.rescheduled : noticeCopy[event.status]);
  const shown = variants({
    upcoming: notice,
    today: notice,
    after: notice,
    past: null,
    postponed: notice,
    cancelled: notice,
  });
  return shown.map(({ value, key, when }) =>
    value ? (
      <div key={key} {...when} className="border-b border-blush bg-blush-100">
        <p className="mx-auto max-w-6xl px-4 py-3 text-center font-semibold sm:px-6">
          {value}
          {event.notice ? ` ${event.notice}` : null}
        </p>
      </div>
    ) : null,
  );
}
