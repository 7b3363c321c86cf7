import { notice } from "#content";
import { shownIn } from "#src/lib/shown-by-state";
import { container } from "./button";

/**
 * The line at the top of every page while plans are changed: postponed,
 * moved to a new date (until that day is over), or cancelled, with the
 * organiser's own short notice after it. Worded by the content pipeline
 * (src/content/picnic.ts, `notice` of `#content`), so the layout every page
 * loads carries none of the picnic's words.
 */
export function EventNotice({ className = "" }: { className?: string }) {
  const when = shownIn(["upcoming", "today", "after", "postponed", "cancelled"]);
  if (!notice || !when) return null;
  return (
    <div {...when} className={`bg-rose-deep text-white ${className}`}>
      <p className={`${container} py-3 text-center font-semibold`}>{notice}</p>
    </div>
  );
}
