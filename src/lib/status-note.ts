// The status note on the event page: "46 days to go", "On now: Guest
// speaker". Its words for every moment are worked out at build time from the
// content; a small inline script right after the note writes the visitor's
// into it before it is painted (decision 006), with the same functions React
// renders it with.
// Relative imports: the build config loads this module outside Vite's ~ alias.
import {
  dateHeld,
  eventMoment,
  eventState,
  onNowIndex,
  fillIn,
  type EventMoment,
  type StatePlan,
  type Timing,
} from "./event-state.ts";
import { formatLongDate, formatTime } from "./format.ts";

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

export type NoteCopy = Omit<NoteTable, "on"> & { onNow: string; next: string };

type Lines = { headline: string; detail: string };
/** Two lines as the notes show them: [headline, detail]. */
const lines = ({ headline, detail }: Lines): NoteWords => [headline, detail];

/** The note's words as content/words/event.json holds them, as the note reads them. */
export function noteCopyOf(
  words: Record<Exclude<keyof NoteCopy, "onNow" | "next">, Lines> & {
    onNow: string;
    next: string;
  },
): NoteCopy {
  return {
    days: lines(words.days),
    tomorrow: lines(words.tomorrow),
    upcoming: lines(words.upcoming),
    today: lines(words.today),
    onNow: words.onNow,
    next: words.next,
    after: lines(words.after),
    past: lines(words.past),
    postponed: lines(words.postponed),
    cancelled: lines(words.cancelled),
  };
}

/** The note table for an event, from the note's wording in src/content/event-copy.ts. */
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
 * Runs right after the status note (`data-note`) and the hero's countdown
 * (`data-count`), before they are painted: writes the moment's words into
 * them (and the state, should the clock have just crossed into the next),
 * then again every 15 seconds. The countdown shows only while there is a
 * count: without one, the date beside it already says when (round 8).
 */
function fillNote(decide: typeof eventMoment, plan: StatePlan, table: NoteTable) {
  const note = document.querySelector("[data-note]");
  const count = document.querySelector<HTMLElement>("[data-count]");
  const root = document.documentElement;
  // Only what has changed is written: every 15 s most of it has not, and a
  // write of the same words or state still costs a slow phone a style and
  // layout pass (the state sits on <html>, so its pass is the whole page's).
  const say = (element: Element, words: string) => {
    if (element.textContent !== words) element.textContent = words;
  };
  const fill = () => {
    const moment = decide(Date.now(), plan);
    window.__eventMoment = moment;
    if (root.dataset.event !== moment.state) root.dataset.event = moment.state;
    const [headline, detail] = noteWords(moment, table);
    // While the hero counts, it says the count once: the note (hidden then) is left as it is.
    const counting = count !== null && moment.state === "upcoming" && moment.n !== null;
    if (count) {
      if (count.hidden === counting) count.hidden = !counting;
      say(count.lastElementChild!, counting ? headline : "");
    }
    if (!note || counting) return;
    say(note.children[0]!, headline);
    say(note.children[1]!, detail);
  };
  fill();
  // Pages load no React (decision 022): the note follows the clock by itself.
  setInterval(fill, 15_000);
}

/** The note script's source, before minifying. */
export function noteScriptSource(plan: StatePlan, table: NoteTable): string {
  // Declared by name: eventMoment calls eventState and onNowIndex, fillNote calls noteWords.
  const helpers = [eventState, onNowIndex, noteWords].map(String).join("");
  return `(()=>{${helpers}(${fillNote.toString()})(${eventMoment.toString()},${JSON.stringify(plan)},${JSON.stringify(table)})})()`;
}
