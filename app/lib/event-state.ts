// Where the picnic's year stands at a moment: before the day, on it, that
// evening, after it, or plans changed. One function decides, in three places:
// a tiny inline script in every page's <head>, before the first paint
// (scripts/build-constants.ts writes it from `eventMoment` itself); React in
// the browser; and the build, for the pre-rendered HTML that visitors without
// JavaScript see. Pages carry the words of every state they can be in, and
// CSS shows only the current state's (docs/decisions/006-state-before-first-paint.md).
// Relative imports: the build config loads this module outside Vite's ~ alias.
import { formatLongDate, formatTime } from "./format.ts";
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
  /** The picnic's day, as days since 1970-01-01 on the venue's calendar. */
  day: number;
  /** The venue's offsets from UTC: [since, minutes east of UTC], oldest first. */
  offsets: Array<[number, number]>;
};

/** What the head script needs of the plan: the state only compares instants. */
export type StateBounds = Pick<StatePlan, "fixed" | "start" | "close" | "end">;

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

/** The moment at `now`: the state and its number. Self-contained but for `eventState`. */
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
    n = -1;
    if (minute >= plan.open) {
      for (let index = 0; index < plan.times.length; index++) {
        if (plan.times[index]! <= minute) n = index;
      }
    }
  }
  return { state, n };
}

type Timing = {
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
    day,
    offsets: table.changes.map(([since, minutes]) => [since / 60000, minutes]),
  };
}

/** A state's note: a headline and a second line ("" for none). */
export type NoteWords = [headline: string, detail: string];

/** Every note a page can show, worded once from the content (see `noteTable`). */
export type NoteTable = {
  /** "{days} days to go". */
  days: NoteWords;
  tomorrow: NoteWords;
  /** Upcoming without a clock: in the pre-rendered HTML. */
  upcoming: NoteWords;
  /** On the day before the gates open, or without a clock. */
  today: NoteWords;
  /** While the gates are open, by the schedule item on now. */
  on: NoteWords[];
  after: NoteWords;
  past: NoteWords;
  postponed: NoteWords;
  cancelled: NoteWords;
};

/** The note for a moment. Self-contained, like `eventMoment`: it is inlined into a page too. */
export function noteWords(moment: EventMoment, table: NoteTable): NoteWords {
  const n = moment.n;
  switch (moment.state) {
    case "upcoming":
      if (n === null) return table.upcoming;
      return n === 1 ? table.tomorrow : [table.days[0].replace("{days}", String(n)), table.days[1]];
    case "today":
      return (n === null ? undefined : table.on[n]) ?? table.today;
    default:
      return table[moment.state];
  }
}

/** Fills "{name}" placeholders in organiser-written words. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export type NoteCopy = Omit<NoteTable, "on"> & { onNow: string; next: string };

/** The note table for an event, from the note's wording in app/content/event-copy.ts. */
export function noteTable(
  event: Omit<Timing, "schedule"> & { schedule: ReadonlyArray<{ time: string; title: string }> },
  copy: NoteCopy,
): NoteTable {
  const values = { date: formatLongDate(dateHeld(event)), open: formatTime(event.startTime) };
  const fill = ([headline, detail]: NoteWords): NoteWords => [
    fillIn(headline, values),
    fillIn(detail, values),
  ];
  const { onNow, next, ...fixed } = copy;
  const table = Object.fromEntries(
    Object.entries(fixed).map(([key, words]) => [key, fill(words)]),
  ) as Omit<NoteTable, "on">;
  // Items from closing time on are never "on now" (the state is then "after").
  const open = event.schedule.filter((item) => item.time < event.endTime);
  const on = open.map((item, index): NoteWords => {
    const following = event.schedule[index + 1];
    return [
      fillIn(onNow, { title: item.title }),
      following ? fillIn(next, { title: following.title, time: formatTime(following.time) }) : "",
    ];
  });
  return { ...table, on };
}

/**
 * Runs right after a status note, before it is painted: writes the moment's
 * words into it, and keeps the moment for React (and the state, should the
 * clock have just crossed into the next).
 */
function fillNote(decide: typeof eventMoment, plan: StatePlan, table: NoteTable) {
  const moment = decide(Date.now(), plan);
  const note = document.currentScript?.previousElementSibling;
  window.__picnickyMoment = moment;
  document.documentElement.dataset.event = moment.state;
  if (!note) return;
  const [headline, detail] = noteWords(moment, table);
  note.children[0]!.textContent = headline;
  note.children[1]!.textContent = detail;
}

/**
 * The head script's source, before minifying: it sets the state on <html>
 * before the first paint, for CSS, and React reads it from there.
 */
export function stateScriptSource({ fixed, start, close, end }: StatePlan): string {
  const bounds: StateBounds = { fixed, start, close, end };
  return `document.documentElement.dataset.event=(${eventState.toString()})(Date.now(),${JSON.stringify(bounds)})`;
}

/** The note script's source, before minifying. */
export function noteScriptSource(plan: StatePlan, table: NoteTable): string {
  // Declared by name: eventMoment calls eventState, fillNote calls noteWords.
  const helpers = [eventState, noteWords].map(String).join("");
  return `(()=>{${helpers}(${fillNote.toString()})(${eventMoment.toString()},${JSON.stringify(plan)},${JSON.stringify(table)})})()`;
}
