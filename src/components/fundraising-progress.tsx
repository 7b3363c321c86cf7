import ExternalLink from "lucide-react/icons/external-link";
import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { site } from "#src/content/site";
import { Separated } from "#src/components/separated";
import { totalIsFinal, totalSoFarCopy } from "#src/content/event-copy";
import { event } from "#src/content/event";
import { countedOnOrAfterTheDay, fillIn } from "#src/lib/event-state";
import { words } from "#src/lib/event-words";
import { formatAmount } from "#src/lib/format";
import { shownIn } from "#src/lib/shown-by-state";

const plural = fundraising.supporters === 1 ? 0 : 1;
/**
 * "182 supporters", "£10,000 target": the number is held to the word after it, never
 * left at a line's end (review 3).
 */
export const heldToNext = (template: string) =>
  template.replace(/\{(supporters|target)\} /g, "{$1}\u00a0");
const supporters = words(heldToNext(fundraisingCopy.supporters[plural]));
/**
 * "plus £1,313 Gift Aid", beside the total and never added into it, where the
 * charity's page gives it (decision 061). In whole pounds: it is an estimate.
 */
export const giftAid =
  fundraising.giftAid && fundraising.giftAid >= 1
    ? fillIn(fundraisingCopy.giftAid, { giftAid: formatAmount(Math.floor(fundraising.giftAid)) })
    : null;

/**
 * The words of `template` with its {raised} set as a figure of its own, larger than the words
 * around it: the total is the proof, read before the sentence it stands in (issue 47).
 */
export function WithFigure({ template, figure }: { template: string; figure: string }) {
  const [before, ...after] = template.split("{raised}");
  if (after.length === 0) return words(template);
  return (
    <>
      {before ? words(before) : null}
      <span className={figure}>{formatAmount(fundraising.raised)}</span>
      {words(after.join("{raised}"))}
    </>
  );
}
// On a line of its own: the words after it never move when the headings' face
// arrives with digits of another width than the fallback's (decision 064).
export const figureStyle = "block font-serif text-4xl leading-none font-bold text-ink tabular-nums";

/** While gifts still come in: the figures so far. After the picnic: its total. */
const runningWhen = shownIn(["upcoming", "today", "after", "postponed", "cancelled"]);
const finalWhen = shownIn(["past"]);

/**
 * When the figures were counted, one label on every page (round 7). On the picnic's day
 * never a date weeks old (review 3): "before today", or "today" once `npm run figures`
 * has dated them on the day.
 */
const datedWhen = shownIn(["upcoming", "after", "postponed", "cancelled"]);
const onTheDayWhen = shownIn(["today"]);
/** The label for the figures' date: "Counted on Triple Negative Research Trust's page, 28 April 2026". */
const countedLabel = words(fundraisingCopy.countedOn.dated);
const onTheDay = words(
  countedOnOrAfterTheDay(fundraising.asOf, event)
    ? fundraisingCopy.countedOn.today
    : fundraisingCopy.countedOn.before,
);

/**
 * The charity's own page, where the figures are counted: the page the Donate flow
 * opens, in a new tab as every giving link of the site does (review 4). A link only,
 * never a request on load: the figures themselves are copied at build time.
 */
function CharityPageLink({
  words: seeTotal = fillIn(fundraisingCopy.seeTotal, {
    charity: site.charity?.name ?? "the charity",
  }),
}: {
  words?: string;
}) {
  const lastSpace = seeTotal.lastIndexOf(" ");
  return (
    <a
      href={site.donationPageUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
    >
      {seeTotal.slice(0, lastSpace + 1)}
      {/* The icon held to the last word, never on a line of its own. */}
      <span className="whitespace-nowrap">
        {seeTotal.slice(lastSpace + 1)}
        <ExternalLink aria-hidden="true" className="ml-1 inline-block size-4 align-[-0.125em]" />
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Home's line under its figures (round 6): one sentence, where and when they were
 * counted, the charity named ("Counted on Triple Negative Research Trust's page, 28
 * April 2026"), a link to that page. It says what the date line and the link said
 * apart, where "the charity's page" was said twice.
 */
export function CountedOnCharityPage({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      {datedWhen ? (
        <span {...datedWhen}>
          <CharityPageLink words={countedLabel} />
        </span>
      ) : null}
      {onTheDayWhen ? (
        <span {...onTheDayWhen}>
          <CharityPageLink words={onTheDay} />
        </span>
      ) : null}
    </p>
  );
}

/**
 * The link on a line of its own, under a total: once the total is the year's result, "See
 * the total on the charity's page"; a count from before the day is dated instead, its label
 * the link (round 7), so the page links there once, at every width.
 */
export function TotalOnCharityPage({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      <CharityPageLink {...(totalIsFinal ? {} : { words: countedLabel })} />
    </p>
  );
}

/**
 * The picnic's own figures, everyone's gifts as the organisers copied them
 * from the charity's page (src/content/fundraising.ts), never this device's.
 * While gifts come in, "Raised so far" as a progress bar with its value in
 * words ("£6,420 raised of our £10,000 target · 182 supporters", with "plus
 * £1,313 Gift Aid" between them where the charity's page gives it, then whose
 * gifts and where and when they were counted: "Counted on Triple Negative Research
 * Trust's page, 28 April 2026"). After the picnic,
 * its total alone ("The 2026 picnic raised £6,420", "from 182 supporters"): no
 * bar, share of the target or date on a final figure (issue 40). Figures counted
 * before the day are not its total: then "£6,420 raised so far", the supporters,
 * and when they were counted, the final total to come (`totalIsFinal`). A native
 * <progress>, styled through its parts, so its width needs no inline style
 * (the Content-Security-Policy allows none). After the day Home and Event
 * lead with the year's total instead (year-total.tsx, decision 080).
 */
export function FundraisingProgress({
  className = "",
  stacked = false,
  sourceLine = true,
}: {
  /** Whose gifts and when they were counted, under the figures (Home says it its own way). */
  sourceLine?: boolean;
  className?: string;
  /** In a narrow column: the supporters always on a line of their own, never after a "·" that wraps. */
  stacked?: boolean;
}) {
  const figures = fundraisingCopy.running;
  const total = fundraisingCopy.final;
  return (
    <div className={className}>
      {runningWhen ? (
        <div {...runningWhen}>
          <p className="text-sm font-bold tracking-wide text-sage-ink uppercase">{figures.title}</p>
          <p className="mt-1 text-ink-soft">
            <WithFigure template={heldToNext(figures.progress)} figure={figureStyle} />
          </p>
          <progress
            max={fundraising.target}
            value={Math.min(fundraising.raised, fundraising.target)}
            aria-label={fundraisingCopy.label}
            aria-valuetext={words(figures.progress)}
            className="mt-3 block h-3 w-full appearance-none overflow-hidden rounded-full border border-rose-ink bg-blush [&::-moz-progress-bar]:bg-rose-ink [&::-webkit-progress-bar]:bg-blush [&::-webkit-progress-value]:bg-rose-ink"
          />
          {/* In a narrow column each on a line of its own; whose gifts and when always is. */}
          <p className="mt-2 text-sm text-ink-soft">
            {stacked ? (
              <>
                {giftAid ? <span className="block">{giftAid}</span> : null}
                <span className="block">{supporters}</span>
              </>
            ) : (
              // Wider than a phone the link follows the supporters on their line, so the
              // figures' column stays as tall as the words beside it (round 4's balance).
              <Separated parts={[...(giftAid ? [giftAid] : []), supporters]} />
            )}
          </p>
          {datedWhen && sourceLine ? (
            <p {...datedWhen} className="text-sm text-ink-soft">
              {countedLabel}
            </p>
          ) : null}
          {onTheDayWhen && sourceLine ? (
            <p {...onTheDayWhen} className="text-sm text-ink-soft">
              {onTheDay}
            </p>
          ) : null}
        </div>
      ) : null}
      {finalWhen ? (
        <div {...finalWhen}>
          <p className="font-semibold">
            <WithFigure
              template={totalIsFinal ? total.title : totalSoFarCopy.figures}
              figure="block font-serif text-3xl leading-none font-bold text-ink"
            />
          </p>
          {giftAid ? <p className="mt-1 text-ink-soft">{giftAid}</p> : null}
          {fundraising.supporters > 0 ? (
            <p className="mt-1 text-ink-soft">{words(heldToNext(total.supporters[plural]))}</p>
          ) : null}
          {totalIsFinal ? null : <p className="mt-1 text-sm text-ink-soft">{countedLabel}</p>}
        </div>
      ) : null}
    </div>
  );
}
