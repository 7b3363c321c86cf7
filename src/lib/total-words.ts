// Which words the one total block says (decision 087), from the picnic's state and
// whether its figures were counted on or after its day. The same choice on every page
// that shows the total: Home, Event, Donate and the Donor Wall.
import type { EventState } from "./event-state";

/** Which of the three cases the figures are in. */
type TotalCase = "running" | "beforeDay" | "result";

/** The organisers' words for each case (content/words/event.json's `totalCopy`, with the figures' own). */
export type TotalCopy = {
  label: Record<TotalCase, string>;
  link: Record<TotalCase, string>;
  /** Under the year's result: how much more than the picnic before ("{increase} more than in {lastYear}"); "" for none. */
  growth: string;
  /** While gifts come in: the figure and its target ("{raised} raised of our {target} target"). */
  progress: string;
  /** Where and when the figures were counted ("Counted {asOf} on {charity}'s page"). */
  counted: string;
};

/** A picnic's year and what it raised (the organisers' past picnics, site.json). */
export type YearRaised = { year: number; raised: number };

/** The block's lines, as templates still to fill in; null where a case has no such line. */
export type TotalWords = {
  case: TotalCase;
  label: string;
  /** The line the figure stands in: {raised} is set as the figure. */
  figures: string;
  /** Under the year's result, how it grew on the picnic before: {increase} and {lastYear} are filled in. */
  growth: { template: string; amount: number; lastYear: number } | null;
  /** The progress bar: only while gifts come in. */
  bar: boolean;
  counted: string | null;
  link: string;
};

/**
 * The latest picnic before `year` among `years`, and how much more `raised` is than its
 * total; null where there is none before it, or the year raised no more (never a
 * negative "more": round 10).
 */
export function grewOn(
  years: readonly YearRaised[],
  year: number,
  raised: number,
): { amount: number; lastYear: number } | null {
  const before = years.filter((past) => past.year < year).sort((a, b) => b.year - a.year)[0];
  if (!before || raised <= before.raised) return null;
  return { amount: raised - before.raised, lastYear: before.year };
}

/**
 * Before the day and on it the figures are a running count, dated, with the live total a
 * link away (on the day too: "before today" said nothing of when). After the day only a
 * count dated on or after it is the year's result, undated (decision 051), with how it
 * grew on the picnic before where there is one: its share of the target read as a
 * shortfall once the day was over (round 10). A count from before the day says so and
 * sends people to the charity's page for the year's total, promising nothing (decisions
 * 085, 087).
 */
export function totalWords(
  state: EventState,
  countedOnOrAfterTheDay: boolean,
  copy: TotalCopy,
  grew: { amount: number; lastYear: number } | null,
): TotalWords {
  const over = state === "after" || state === "past";
  const which: TotalCase = !over ? "running" : countedOnOrAfterTheDay ? "result" : "beforeDay";
  return {
    case: which,
    label: copy.label[which],
    figures: which === "running" ? copy.progress : "{raised}",
    growth: which === "result" && grew && copy.growth ? { template: copy.growth, ...grew } : null,
    bar: which === "running",
    counted: which === "result" ? null : copy.counted,
    link: copy.link[which],
  };
}
