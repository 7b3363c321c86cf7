// Where the picnic's year stands at a moment: before the day, on it, that
// evening, after it, or plans changed. One function decides, in three places:
// a tiny inline script in every page's <head>, before the first paint (its
// source is `eventState` itself, see stateScriptSource); React in the
// browser; and the build, for the pre-rendered HTML that visitors without
// JavaScript see. Pages carry the words of every state they can be in, and
// CSS shows only the current state's (docs/decisions/006-state-before-first-paint.md).
// Relative imports: the build config loads this module outside Vite's ~ alias.
import { formatLongDate } from "./format.ts";
import { offsetTable, zonedInstant } from "./time-zone.ts";

export type EventState = "upcoming" | "today" | "after" | "past" | "postponed" | "cancelled";

/** The states the clock moves through, in order, while the picnic has a date. */
export const clockStates: readonly EventState[] = ["upcoming", "today", "after", "past"];

/**
 * A state and its number: the days to go (upcoming), or the schedule item on
 * now (today; -1 before the gates open). Null where the state has none, and
 * in the pre-rendered HTML, which must not show a count that goes stale.
 */
export type EventMoment = { state: EventState; n: number | null };

/**
 * What the decision needs, worked out from the content at build time as plain
 * numbers, so the inline scripts need no time-zone code. Instants are minutes
 * since 1970-01-01 UTC.
 */
export type StatePlan = {
  /** The state while plans are changed and no date is set; null while the clock decides. */
  fixed: "postponed" | "cancelled" | null;
  /** The venue's midnight that starts the picnic's day, and the one that ends it. */
  start: number;
  end: number;
  /** When the gates open and close. */
  open: number;
  close: number;
  /** When each schedule item starts. */
  times: number[];
  /**
   * From when, in the past state, the home page leads with next year instead
   * of the day's thanks: NEXT_YEAR_AFTER_DAYS after the picnic's day.
   */
  nextYear: number;
  /** The picnic's day, as days since 1970-01-01 on the venue's calendar. */
  day: number;
  /** The venue's offsets from UTC: [since, minutes east of UTC], oldest first. */
  offsets: Array<[number, number]>;
};

/** What the state alone needs of the plan: it only compares instants. */
export type StateBounds = Pick<StatePlan, "fixed" | "start" | "close" | "end" | "nextYear">;

export const stateBounds = ({ fixed, start, close, end, nextYear }: StatePlan): StateBounds => ({
  fixed,
  start,
  close,
  end,
  nextYear,
});

/**
 * Eight weeks after the picnic's day, its thanks have been said: from then
 * until next year's date is set, the home page's first screen leads with next
 * year (docs/decisions/028-the-design-review-s-last-points.md).
 */
export const NEXT_YEAR_AFTER_DAYS = 56;

/** Whether the home page leads with next year at `now`: in the past state, from `nextYear`. */
export const nextYearFirst = (now: number, plan: StateBounds): boolean =>
  eventState(now, plan) === "past" && now / 60000 >= plan.nextYear;

/**
 * The state at `now` (milliseconds since 1970). It and the functions below
 * that say so are self-contained, with nothing from outside their own body:
 * their source text is inlined into the pages.
 */
export function eventState(now: number, plan: StateBounds): EventState {
  const minute = now / 60000;
  if (plan.fixed) return plan.fixed;
  if (minute < plan.start) return "upcoming";
  if (minute < plan.close) return "today";
  return minute < plan.end ? "after" : "past";
}

/** What the schedule marks as on now: its times and the gates' opening. */
export type NowBounds = Pick<StatePlan, "open" | "times">;

/**
 * On the day, the schedule item on at `now`: its index, or -1 before the gates
 * open. Self-contained (the head script carries its source).
 */
export function onNowIndex(now: number, plan: NowBounds): number {
  const minute = now / 60000;
  let n = -1;
  if (minute >= plan.open) {
    for (let index = 0; index < plan.times.length; index++) {
      if (plan.times[index]! <= minute) n = index;
    }
  }
  return n;
}

/** The moment at `now`: the state and its number. Self-contained but for `eventState` and `onNowIndex`. */
export function eventMoment(now: number, plan: StatePlan): EventMoment {
  const state = eventState(now, plan);
  const minute = now / 60000;
  let n = null;
  if (state === "upcoming") {
    // Outside the table (years from the picnic) the nearest offset stands in.
    let offset = plan.offsets.length > 0 ? plan.offsets[0]![1] : 0;
    for (const [since, minutes] of plan.offsets) if (since <= minute) offset = minutes;
    n = Math.max(1, plan.day - Math.floor((minute + offset) / 1440));
  } else if (state === "today") {
    n = onNowIndex(now, plan);
  }
  return { state, n };
}

export type Timing = {
  date: string;
  newDate: string | null;
  status: "scheduled" | "postponed" | "cancelled";
  startTime: string;
  endTime: string;
  timeZone: string;
  schedule: ReadonlyArray<{ time: string }>;
};

/** The date the picnic is held on: the new one if it was postponed to a known date. */
export const dateHeld = (event: Pick<Timing, "date" | "newDate">) => event.newDate ?? event.date;

/**
 * Whether figures counted on `asOf` (YYYY-MM-DD) can be called what the picnic
 * raised: counted on or after the day it was held. Figures counted before it
 * are only a total so far, whatever the date on the visitor's clock. Both dates
 * are content, so the build makes this choice (decision 051).
 */
export const countedOnOrAfterTheDay = (asOf: string, event: Pick<Timing, "date" | "newDate">) =>
  asOf >= dateHeld(event);

/** The plan for an event's content. Uses Intl, so it runs at build time (and in tests) only. */
export function statePlan(event: Timing): StatePlan {
  const date = dateHeld(event);
  const at = (day: string, time: string) =>
    zonedInstant(day, time, event.timeZone).getTime() / 60000;
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const nextDay = new Date((day + 1) * 86_400_000).toISOString().slice(0, 10);
  const year = Number(date.slice(0, 4));
  // A year either side covers every visit that matters to a day count.
  const table = offsetTable(event.timeZone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 2, 0, 1));
  return {
    fixed:
      event.status === "cancelled"
        ? "cancelled"
        : event.status === "postponed" && !event.newDate
          ? "postponed"
          : null,
    start: at(date, "00:00"),
    end: at(nextDay, "00:00"),
    open: at(date, event.startTime),
    close: at(date, event.endTime),
    times: event.schedule.map((item) => at(date, item.time)),
    nextYear: at(
      new Date((day + 1 + NEXT_YEAR_AFTER_DAYS) * 86_400_000).toISOString().slice(0, 10),
      "00:00",
    ),
    day,
    offsets: table.changes.map(([since, minutes]) => [since / 60000, minutes]),
  };
}

/** Fills "{name}" placeholders in organiser-written words. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The line every page shows while plans are changed, or null while the picnic is scheduled. */
export function noticeText(
  event: Pick<Timing, "date" | "newDate" | "status"> & { notice: string | null },
  copy: { postponed: string; rescheduled: string; cancelled: string },
): string | null {
  if (event.status === "scheduled") return null;
  const template = event.newDate ? copy.rescheduled : copy[event.status];
  const words = fillIn(template, {
    date: formatLongDate(dateHeld(event)),
    previousDate: formatLongDate(event.date),
  });
  return event.notice ? `${words} ${event.notice}` : words;
}

/**
 * The head script's source, before minifying: it sets the state on <html>
 * before the first paint, for CSS (and `data-next-year` once the home page
 * leads with next year: nextYearFirst), and on the day the schedule item on now
 * (`data-on-now`; the inline script after each schedule marks that item
 * with `data-now`: see onNowScriptSource).
 */
export function stateScriptSource(plan: StatePlan): string {
  const { open, times } = plan;
  return `(()=>{const d=document.documentElement.dataset,t=Date.now();d.event=(${eventState.toString()})(t,${JSON.stringify(stateBounds(plan))});if(d.event==="today")d.onNow=(${onNowIndex.toString()})(t,${JSON.stringify({ open, times })});if(d.event==="past"&&t/6e4>=${plan.nextYear})d.nextYear="";else delete d.nextYear})()`;
}

/**
 * The source of the inline script placed right after each list of schedule
 * items (the home page's "on now" line, the event page's schedule): it marks
 * the item on now from <html>'s `data-on-now` before the list is painted, and the
 * page script does the same as the clock moves on. It writes only what
 * changes: most of the year nothing does, and a write of the same value would
 * still cost a slow phone a style pass in the middle of the parse. The same
 * text everywhere, so one hash in the policy.
 */
export const onNowScriptSource = `{const n=document.documentElement.dataset.onNow;for(const e of document.currentScript.previousElementSibling.querySelectorAll("[data-item]")){const on=e.dataset.item===n;e.toggleAttribute("data-now",on);if("nowOnly"in e.dataset&&e.hidden===on)e.hidden=!on}}`;
