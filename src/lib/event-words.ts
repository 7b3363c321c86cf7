// The words of src/content/event-copy.ts and fundraising.ts with their
// {placeholders} filled in.
import { event } from "#src/content/event";
import { fundraising, resultRaised } from "#src/content/fundraising";
import { site } from "#src/content/site";
import { dateHeld, fillIn } from "./event-state";
import { holdRanges } from "./event-facts";
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDayAndMonth,
  formatLongDate,
  formatShortDate,
  formatTime,
} from "./format";

/**
 * {raised} and {percent} are the result after the day: the final total where the organisers
 * typed one (decision 090). A running count's own words fill them with the count
 * (`runningValues`), which is all there is before the day.
 */
const percentOf = (raised: number) =>
  `${formatCount(Math.floor((raised / fundraising.target) * 100))}%`;

/** The values event-copy.ts's {placeholders} stand for. */
const eventValues: Record<string, string> = {
  date: formatLongDate(dateHeld(event)),
  previousDate: formatLongDate(event.date),
  dayHeld: formatDayAndMonth(dateHeld(event)),
  shortDate: formatShortDate(dateHeld(event)),
  year: dateHeld(event).slice(0, 4),
  open: formatTime(event.startTime),
  close: formatTime(event.endTime),
  raised: formatAmount(resultRaised),
  target: formatAmount(fundraising.target),
  percent: percentOf(resultRaised),
  supporters: formatCount(fundraising.supporters),
  asOf: formatDate(fundraising.asOf),
  charity: site.charity?.name ?? "the charity",
};

/**
 * Organiser-written words with the event's values filled in. A time range
 * written "{open} - {close}" is held on one line, as eventTimeText is: it
 * never splits at its dash.
 */
export const words = (template: string) => fillIn(holdRanges(template), eventValues);

/** The running count's values, for the words said while gifts come in. */
const runningValues = {
  raised: formatAmount(fundraising.raised),
  percent: percentOf(fundraising.raised),
};

/** `words`, with {raised} and {percent} the running count's, never the final total. */
export const runningWords = (template: string) => words(fillIn(template, runningValues));
