import ExternalLink from "lucide-react/icons/external-link";
import { Fragment } from "react";
import { finalTotal, fundraising, fundraisingCopy, resultRaised } from "#src/content/fundraising";
import { site } from "#src/content/site";
import { totalCopy, totalIsFinal, totalSoFarCopy, type ByState } from "#src/content/event-copy";
import { event } from "#src/content/event";
import { dateHeld, fillIn, type EventState } from "#src/lib/event-state";
import { runningWords, words } from "#src/lib/event-words";
import { formatAmount } from "#src/lib/format";
import { variants } from "#src/lib/shown-by-state";
import { grewOn, totalWords, type TotalCopy, type TotalWords } from "#src/lib/total-words";

const plural = fundraising.supporters === 1 ? 0 : 1;
/**
 * "182 supporters", "£10,000 target": the number is held to the word after it, never
 * left at a line's end (review 3).
 */
const heldToNext = (template: string) =>
  template.replace(/\{(supporters|target)\} /g, "{$1}\u00a0");
const supporters = words(heldToNext(fundraisingCopy.supporters[plural]));
/**
 * "Counted 28 April 2026 on Triple Negative Research Trust's page": the charity's name and
 * the words either side of it held together, so a line breaks before "on", never inside the
 * name, between "Trust's" and "page" (round 11, on Home at 375 and the wall's narrow card)
 * nor after "on" (round 12: "on" stood at a line's end).
 */
const charityName = site.charity?.name ?? "";
const countedWords = (template: string) =>
  words(
    template
      .replace(/\{charity\}(\S*) /g, "{charity}$1\u00a0")
      .replace(/ \{charity\}/g, "\u00a0{charity}"),
  ).replace(charityName, charityName.replaceAll(" ", "\u00a0"));
/**
 * "plus £1,313 Gift Aid", beside the total and never added into it, where the
 * charity's page gives it (decision 061). In whole pounds: it is an estimate.
 */
const giftAid =
  fundraising.giftAid && fundraising.giftAid >= 1
    ? fillIn(fundraisingCopy.giftAid, { giftAid: formatAmount(Math.floor(fundraising.giftAid)) })
    : null;

/**
 * The words of `template` with its {raised} set as a figure of its own, larger than the words
 * around it: the total is the proof, read before the sentence it stands in (issue 47).
 */
function WithFigure({
  template,
  figure,
  running,
}: {
  template: string;
  figure: string;
  /** The running count's figure, never the final total (decision 090). */
  running: boolean;
}) {
  const said = running ? runningWords : words;
  const [before, ...after] = template.split("{raised}");
  if (after.length === 0) return said(template);
  return (
    <>
      {before ? said(before) : null}
      <span className={figure}>{formatAmount(running ? fundraising.raised : resultRaised)}</span>
      {said(after.join("{raised}"))}
    </>
  );
}
// On a line of its own: the words after it never move when the headings' face
// arrives with digits of another width than the fallback's (decision 064).
const figureStyle = "block font-serif text-4xl leading-none font-bold text-ink tabular-nums";
/**
 * In Home's and Event's first screens after the day the year's result is the moment (round
 * 10): at display size, larger than the page's title, its line box fixed by `leading-none`
 * so nothing under it moves when the headings' face arrives.
 */
const heroFigureStyle =
  "block font-serif text-6xl leading-none font-bold text-ink tabular-nums sm:text-7xl";

/**
 * How much more than the picnic before the year's result is, where the organisers list
 * one (Who organises it: past years): "£3,175 more than in 2025". Nothing for a first
 * picnic, or a year that raised no more (round 10: its share of the target read as a
 * shortfall once the day was over).
 */
const grew = grewOn(
  site.organisers?.pastYears ?? [],
  Number(dateHeld(event).slice(0, 4)),
  resultRaised,
);
const growthWords = ({ template, amount, lastYear }: NonNullable<TotalWords["growth"]>) =>
  words(
    fillIn(template.replace(/\{increase\} /g, "{increase}\u00a0"), {
      increase: formatAmount(amount),
      lastYear: String(lastYear),
    }),
  );

/**
 * The charity's own page, where the figures are counted: the page the Donate flow
 * opens, in a new tab as every giving link of the site does (review 4). A link only,
 * never a request on load: the figures themselves are copied at build time.
 */
function CharityPageLink({ words: linkWords }: { words: string }) {
  const lastSpace = linkWords.lastIndexOf(" ");
  return (
    <a
      href={site.donationPageUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
    >
      {linkWords.slice(0, lastSpace + 1)}
      {/* The icon held to the last word, never on a line of its own. */}
      <span className="whitespace-nowrap">
        {linkWords.slice(lastSpace + 1)}
        <ExternalLink aria-hidden="true" className="ml-1 inline-block size-4 align-[-0.125em]" />
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const totalTemplates: TotalCopy = {
  ...totalCopy,
  progress: fundraisingCopy.running.progress,
  counted: totalSoFarCopy.counted,
};
/** The block's words in each state this build can reach, grouped where they are the same. */
const states: readonly EventState[] = [
  "upcoming",
  "today",
  "after",
  "past",
  "postponed",
  "cancelled",
];
/** The block's words in each state this build can reach, grouped where they are the same. */
function blocksOf(final: boolean) {
  const said = (state: EventState) => totalWords(state, final, totalTemplates, grew);
  return variants(
    Object.fromEntries(states.map((state) => [state, said(state).case])) as ByState<string>,
  ).map(({ key, when }) => ({ key, when, said: said(key.split(" ")[0] as EventState) }));
}
const afterStates = new Set<EventState>(["after", "past"]);

/**
 * The one total block (decision 087), the same on Home, Event, Donate and the Donor Wall:
 * a label over the figure, the figure, its bar while gifts come in, the Gift Aid and the
 * supporters, the day it was counted, and the link to the charity's page, where the live
 * total is. Its words by case (`totalWords`): a running count before the day and on it; after
 * it, a count from before the day said to be so, or the year's result against its target.
 * The picnic's own figures, everyone's gifts as the organisers copied them from the
 * charity's page (src/content/fundraising.ts), never this device's. A native <progress>,
 * styled through its parts, so its width needs no inline style (the CSP allows none).
 */
export function FundraisingProgress({
  className = "",
  afterTheDay = false,
  hero = false,
}: {
  className?: string;
  /** Only the block after the day (Home's and Event's heroes lead with it then). */
  afterTheDay?: boolean;
  /** In a first screen after the day: the year's result at display size, the moment of the page. */
  hero?: boolean;
}) {
  const shown = blocksOf(totalIsFinal).filter(
    ({ key }) =>
      !afterTheDay || key.split(" ").every((state) => afterStates.has(state as EventState)),
  );
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map(({ key, when, said }) => {
        const gifts = [
          ...(giftAid ? [giftAid] : []),
          said.case === "running"
            ? supporters
            : words(heldToNext(fundraisingCopy.final.supporters[plural])),
        ];
        // Under the figure: the Gift Aid and the supporters (a final total counts everyone
        // instead), then the day the figures were counted.
        const facts = [
          ...((said.case !== "result" || !finalTotal) && (fundraising.supporters > 0 || giftAid)
            ? gifts
            : []),
          ...(said.counted ? [countedWords(said.counted)] : []),
        ];
        return (
          <div key={key} {...when} data-total={said.case}>
            <p
              className={`text-sm font-bold tracking-wide text-sage-ink uppercase ${hero ? "sm:text-base" : ""}`}
            >
              {words(said.label)}
            </p>
            <p className={`mt-1 text-ink-soft ${hero ? "sm:mt-2" : ""}`}>
              <WithFigure
                template={heldToNext(said.figures)}
                figure={hero ? heroFigureStyle : figureStyle}
                running={said.case === "running"}
              />
            </p>
            {said.growth ? (
              <p
                className={`mt-1 font-semibold text-sage-ink ${hero ? "text-lg sm:mt-2 sm:text-xl" : ""}`}
              >
                {growthWords(said.growth)}
              </p>
            ) : null}
            {said.bar ? (
              <progress
                max={fundraising.target}
                value={Math.min(fundraising.raised, fundraising.target)}
                aria-label={fundraisingCopy.label}
                aria-valuetext={runningWords(fundraisingCopy.running.progress)}
                className="mt-3 block h-3 w-full appearance-none overflow-hidden rounded-full border border-rose-ink bg-blush [&::-moz-progress-bar]:bg-rose-ink [&::-webkit-progress-bar]:bg-blush [&::-webkit-progress-value]:bg-rose-ink"
              />
            ) : null}
            {said.case === "result" && finalTotal && totalCopy.fromEveryone ? (
              // The final total counts the day's gifts too: the online supporters and their
              // Gift Aid would undersell it, so whose it is stands in their place. In a first
              // screen on a phone one small line, the figure above it the moment.
              <p className={`mt-2 text-ink-soft ${hero ? "max-sm:mt-1 max-sm:text-sm" : ""}`}>
                {words(totalCopy.fromEveryone)}
              </p>
            ) : null}
            {facts.length > 0 ? (
              <p className="mt-2 text-sm text-ink-soft">
                {/* One line where it fits ("182 supporters · Counted 28 April 2026"): each
                    part whole, its "·" held to it, so a line never starts with one (round 12:
                    three grey lines, one a forced break, in Home's first screen). */}
                {facts.map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 ? " " : null}
                    <span className="inline-block">
                      {part}
                      {index < facts.length - 1 ? "\u00a0·" : null}
                    </span>
                  </Fragment>
                ))}
              </p>
            ) : null}
            <p className="mt-1 text-sm leading-6">
              <CharityPageLink words={words(said.link)} />
            </p>
          </div>
        );
      })}
    </div>
  );
}
