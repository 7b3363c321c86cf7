// The words of app/content/event-copy.ts with their {placeholders} filled in,
// and the variants of a part of a page for the states this build can be in.
import { event } from "~/content/event";
import type { ByState } from "~/content/event-copy";
import { fundraisingCopy, noteCopy } from "~/content/event-copy";
import { fundraising } from "~/content/fundraising";
import { clockStates, dateHeld, fillIn, noteTable, type EventState } from "./event-state";
import { formatAmount, formatCount, formatDate, formatLongDate, formatTime } from "./format";

const percent = Math.floor((fundraising.raised / fundraising.target) * 100);

/** The values event-copy.ts's {placeholders} stand for. */
export const eventValues: Record<string, string> = {
  date: formatLongDate(dateHeld(event)),
  previousDate: formatLongDate(event.date),
  year: dateHeld(event).slice(0, 4),
  open: formatTime(event.startTime),
  close: formatTime(event.endTime),
  raised: formatAmount(fundraising.raised),
  target: formatAmount(fundraising.target),
  percent: `${formatCount(percent)}%`,
  supporters: fillIn(fundraisingCopy.supporters[fundraising.supporters === 1 ? 0 : 1], {
    count: formatCount(fundraising.supporters),
  }),
  asOf: formatDate(fundraising.asOf),
};

/** Organiser-written words with the event's values filled in. */
export const words = (template: string) => fillIn(template, eventValues);

/** Every status note this build's pages can show. */
export const eventNotes = noteTable(event, noteCopy);

/** The states this build's content can be in: the clock's four, or the one changed plans fix. */
export const reachableStates: readonly EventState[] = __EVENT_PLAN__.fixed
  ? [__EVENT_PLAN__.fixed]
  : clockStates;

/**
 * Where a part of a page shown in some states only goes: null when this
 * build's content can reach none of them (leave the part out), otherwise the
 * data-when attribute that lets CSS show it in those states only (app/app.css),
 * or none when it is shown in every reachable state.
 */
export function shownIn(states: readonly EventState[]): { "data-when"?: string } | null {
  const shown = reachableStates.filter((state) => states.includes(state));
  if (shown.length === 0) return null;
  return shown.length === reachableStates.length ? {} : { "data-when": shown.join(" ") };
}

/**
 * A part of a page that reads differently by state: one entry per distinct
 * value among the reachable states, with the attribute that shows it in its
 * states only. `pick` chooses what must differ (strings by text, anything
 * else by identity).
 */
export function variants<T, V = T>(
  byState: ByState<T>,
  pick: (value: T) => V = (value) => value as unknown as V,
): Array<{ value: V; key: string; when: { "data-when"?: string } }> {
  const groups = new Map<V, EventState[]>();
  for (const state of reachableStates) {
    const value = pick(byState[state]);
    groups.set(value, [...(groups.get(value) ?? []), state]);
  }
  return [...groups].map(([value, states]) => ({
    value,
    key: states.join(" "),
    when: shownIn(states) ?? {},
  }));
}
