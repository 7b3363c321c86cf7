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
  ofTarget: string;
  /** While gifts come in: the figure and its target ("{raised} raised of our {target} target"). */
  progress: string;
  /** Where and when the figures were counted ("Counted on {charity}'s page, {asOf}"). */
  counted: string;
};

/** The block's lines, as templates still to fill in; null where a case has no such line. */
export type TotalWords = {
  case: TotalCase;
  label: string;
  /** The line the figure stands in: {raised} is set as the figure. */
  figures: string;
  /** The progress bar: only while gifts come in. */
  bar: boolean;
  counted: string | null;
  link: string;
};

/**
 * Before the day and on it the figures are a running count, dated, with the live total a
 * link away (on the day too: "before today" said nothing of when). After the day only a
 * count dated on or after it is the year's result, against its target where there is one,
 * undated (decision 051); a count from before the day says so and sends people to the
 * charity's page for the year's total, promising nothing (decisions 085, 087).
 */
export function totalWords(
  state: EventState,
  countedOnOrAfterTheDay: boolean,
  copy: TotalCopy,
  hasTarget: boolean,
): TotalWords {
  const over = state === "after" || state === "past";
  const which: TotalCase = !over ? "running" : countedOnOrAfterTheDay ? "result" : "beforeDay";
  const figures = {
    running: copy.progress,
    beforeDay: "{raised}",
    result: hasTarget ? `{raised} ${copy.ofTarget}` : "{raised}",
  }[which];
  return {
    case: which,
    label: copy.label[which],
    figures,
    bar: which === "running",
    counted: which === "result" ? null : copy.counted,
    link: copy.link[which],
  };
}
