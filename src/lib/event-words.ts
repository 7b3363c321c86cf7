// The words of src/content/event-copy.ts and fundraising.ts with their
// {placeholders} filled in.
import { event } from "#src/content/event";
import { fundraising } from "#src/content/fundraising";
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

const percent = Math.floor((fundraising.raised / fundraising.target) * 100);

/** The values event-copy.ts's {placeholders} stand for. */
const eventValues: Record<string, string> = {
  date: formatLongDate(dateHeld(event)),
  previousDate: formatLongDate(event.date),
  dayHeld: formatDayAndMonth(dateHeld(event)),
  shortDate: formatShortDate(dateHeld(event)),
  year: dateHeld(event).slice(0, 4),
  open: formatTime(event.startTime),
  close: formatTime(event.endTime),
  raised: formatAmount(fundraising.raised),
  target: formatAmount(fundraising.target),
  percent: `${formatCount(percent)}%`,
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
