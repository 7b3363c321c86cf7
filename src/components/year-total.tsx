import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { eventHeroCopy, totalIsFinal, totalSoFarCopy } from "#src/content/event-copy";
import { WithFigure, figureStyle, giftAid, heldToNext } from "#src/components/fundraising-progress";
import { words } from "#src/lib/event-words";
import { shownIn, variants } from "#src/lib/shown-by-state";

/** After the day: the event page's line for it, which Home leads with too (one set of words). */
const yearTotals = variants({
  upcoming: null,
  today: null,
  postponed: null,
  cancelled: null,
  after: eventHeroCopy.after.line,
  past: eventHeroCopy.past.line,
}).filter((line): line is typeof line & { value: string } => line.value != null);

const afterWhen = shownIn(["after", "past"]);
const plural = fundraising.supporters === 1 ? 0 : 1;

/**
 * After the picnic, Home's and Event's first screens lead with the year's total as a
 * result, "Together we raised £6,420 in 2026" (round 6), not as a running count. Figures
 * counted before the day keep their date under it, small: the total is the last count,
 * and says so (decision 051). Donate and the wall keep their own figures.
 */
export function YearTotal({ className = "" }: { className?: string }) {
  if (!afterWhen) return null;
  return (
    <div {...afterWhen} className={className}>
      {yearTotals.map(({ value, key, when }) => (
        <p key={key} {...when} className="text-lg font-semibold text-ink sm:text-xl">
          <WithFigure template={value} figure={figureStyle} />
        </p>
      ))}
      {giftAid ? <p className="mt-1 font-semibold sm:text-lg">{giftAid}</p> : null}
      {fundraising.supporters > 0 ? (
        <p className="mt-1 font-semibold sm:text-lg">
          {words(heldToNext(fundraisingCopy.final.supporters[plural]))}
        </p>
      ) : null}
      {totalIsFinal ? null : (
        <p className="mt-1 text-sm text-ink-soft">{words(totalSoFarCopy.counted)}</p>
      )}
    </div>
  );
}
