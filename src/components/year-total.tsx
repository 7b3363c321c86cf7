import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { eventHeroCopy, totalIsFinal, totalSoFarCopy } from "#src/content/event-copy";
import { WithFigure, figureStyle, giftAid, heldToNext } from "#src/components/fundraising-progress";
import { words } from "#src/lib/event-words";
import { shownIn, variants } from "#src/lib/shown-by-state";

/**
 * After the day: the event page's line for it, which Home leads with too (one set of
 * words). Only figures counted on or after the day are the year's result; counted
 * before it, every page says what they are ("£6,420 given online before the day; the
 * day's total to follow"), as Donate and the wall do (round 7).
 */
const yearTotals = variants({
  upcoming: null,
  today: null,
  postponed: null,
  cancelled: null,
  after: totalIsFinal ? eventHeroCopy.after.line : totalSoFarCopy.figures,
  past: totalIsFinal ? eventHeroCopy.past.line : totalSoFarCopy.figures,
}).filter((line): line is typeof line & { value: string } => line.value != null);

const afterWhen = shownIn(["after", "past"]);
const plural = fundraising.supporters === 1 ? 0 : 1;

/**
 * After the picnic, Home's and Event's first screens lead with the year's total as a
 * result, "Together we raised £6,420 in 2026" (round 6), once the figures are dated on or
 * after the day. Figures counted before it are said to be so, and dated under the buttons
 * in the one label every page gives, the link to the charity's page (decisions 051, 085).
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
    </div>
  );
}
