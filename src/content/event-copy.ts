// What the site says about the picnic at each point of its year, from
// content/words/event.json (the editor's "Words on the pages": The picnic's
// year; or edit the file by hand). The site works out the state from
// event.ts and the clock, on the venue's calendar:
//   upcoming   the date is ahead (the note counts the days)
//   today      the day itself, until the gates close (the note says what is on)
//   after      that evening, once the gates have closed
//   past       from the next morning until next year's date is set in event.ts
//   postponed  event.status is "postponed" and no new date is known yet
//   cancelled  event.status is "cancelled"
// A picnic postponed to a known date is upcoming (then today, after, past)
// again, with a notice on every page.
//
// Words in {braces} are filled in from the field they name when the site is
// built ({brand}, {venue}, {summary}…: placeholders.ts), or by the page as it
// is shown: {date} the picnic's date, {previousDate} the date it moved from,
// {year} its year, {open} and {close} the gates' times, {raised} the amount in
// fundraising.ts (the fundraising figures' own words are beside them, in
// fundraising.ts); each field of EventWordsSchema (words-schema.ts) lists
// which. The buttons' words are the file's; which buttons each state shows,
// and where they go, are this module's.
import { eventWords as copy } from "#content";
import { countedOnOrAfterTheDay, type EventState } from "../lib/event-state";
import { noteCopyOf } from "../lib/status-note.ts";
import { event } from "./event.ts";
import { finalTotal, fundraising } from "./fundraising.ts";

export type ByState<T> = Record<EventState, T>;

const { buttons } = copy;

/** Where a button goes: a page, or an e-mail to the organisers. */
type Destination = "/event" | "/donate" | "rsvp" | "next-year" | "new-date" | "directions";
export type Action = { label: string; to: Destination };

const attend: Action = { label: buttons.attend, to: "/event" };
const donateNow: Action = { label: buttons.donateNow, to: "/donate" };
const donate: Action = { label: buttons.donate, to: "/donate" };
/** On the event page twice while the picnic is ahead: beside the calendar links near the top, and at the end. */
const rsvp: Action = { label: buttons.rsvp, to: "rsvp" };
const directions: Action = { label: buttons.directions, to: "directions" };
const hearNextYear: Action = { label: buttons.hearNextYear, to: "next-year" };
const hearNewDate: Action = { label: buttons.hearNewDate, to: "new-date" };

/**
 * `words` with `change` made to the words of each state. States whose words
 * come out the same share one copy, as the pages group states by their words
 * (`variants`, src/lib/shown-by-state.ts): one element shown in both.
 */
export function mapStates<T, U>(
  words: ByState<T>,
  change: (value: T, state: EventState) => U,
): ByState<U> {
  const seen = new Map<string, U>();
  return Object.fromEntries(
    Object.entries(words).map(([state, value]) => {
      const changed = change(value as T, state as EventState);
      const same = JSON.stringify(changed);
      if (!seen.has(same)) seen.set(same, changed);
      return [state, seen.get(same)];
    }),
  ) as ByState<U>;
}

/**
 * `words` by state, each with the buttons `actions` gives that state. The
 * pages group states by their buttons' list, so states that show one row of
 * buttons in both share one list.
 */
const withActions = <T extends object>(words: ByState<T>, actions: ByState<Action[]>) =>
  Object.fromEntries(
    Object.entries(words).map(([state, value]) => [
      state,
      { ...value, actions: actions[state as EventState] },
    ]),
  ) as ByState<T & { actions: Action[] }>;

/**
 * After the picnic, the figures are what it raised only if they were counted on
 * or after its day (Raised so far's date, fundraising.ts); counted before it,
 * they are a total so far, dated, with the final total to come (decision 051).
 * Both dates are content: the build chooses. The organisers' final total, once typed,
 * is the result whatever the count's date (decision 090).
 */
export const totalIsFinal = finalTotal !== null || countedOnOrAfterTheDay(fundraising.asOf, event);

/** The words for a total counted before the day, said after it (while `totalIsFinal` is false). */
export const totalSoFarCopy = copy.totalSoFarCopy;

/** The one total block's words (decision 087): its label and link, in `totalWords`' three cases. */
export const totalCopy = copy.totalCopy;

/** `words`, or, after the day while the total is not final, `soFar` that evening and after. */
const untilFinal = <T>(words: ByState<T>, soFar: T): ByState<T> =>
  totalIsFinal ? words : { ...words, after: soFar, past: soFar };

/** The subject of the e-mails the "Hear about…" buttons start, to site.emails.info. */
export const hearAboutSubjects = {
  "next-year": copy.hearAboutSubjects.nextYear,
  "new-date": copy.hearAboutSubjects.newDate,
};

/** The picnic in a sentence: the event page's header. */
export const summaryCopy: ByState<string> = copy.summaryCopy;

/**
 * The line over Home's what to expect (before the day) or how the day went (after it):
 * after the day the thanks are in the first screen, so not here again.
 */
export const homeSummaryCopy: ByState<string> = copy.homeSummaryCopy;

/** A line in each state, "" (the home page's own words) where it is left out. */
/**
 * The home page's How You Can Help line and its shop's line in each state: after
 * the picnic no "Come to the picnic". Left empty, home.json's words (as before the day).
 */
export const homeHelpCopy: ByState<string> = copy.homeHelpCopy;
export const homeShopCopy: ByState<string> = copy.homeShopCopy;

/** The date as the event page's Date tile shows it. */
export const dateCopy: ByState<string> = copy.dateCopy;

/** Under the date before the day, or null if your picnic charges or has limited places. */
export const heroWelcome: string | null = copy.heroWelcome || null;

/**
 * The home page's first screen: the line above the title, the line below it,
 * the buttons. On the day the line above says when and where, and what is on
 * now follows it (the schedule in event.ts).
 */
export const homeHeroCopy = withActions(copy.homeHeroCopy, {
  upcoming: [attend, donateNow],
  today: [directions, donateNow],
  after: [donateNow, hearNextYear],
  past: [donateNow, hearNextYear],
  postponed: [donateNow, hearNewDate],
  cancelled: [donateNow, hearNextYear],
});

/**
 * The home page's first screen from eight weeks after the picnic until next
 * year's date is set (NEXT_YEAR_AFTER_DAYS in src/lib/event-state.ts): next
 * year first, then the thanks and the total.
 */
export const homeHeroNextYear = {
  ...copy.homeHeroNextYear,
  // The event page's main button after the picnic too: one main button on both (issue 47).
  actions: [donateNow, hearNextYear],
};

/** After the picnic, under both first screens' titles: when it was held. */
export const heldCopy: string = copy.heldCopy;

/**
 * The event page's first screen, under its title: when and where, and what to
 * do now. On the day, what is on now follows the line (the schedule above).
 */
export const eventHeroCopy = withActions(copy.eventHeroCopy, {
  upcoming: [rsvp, donateNow],
  today: [directions, donateNow],
  after: [donateNow, hearNextYear],
  past: [donateNow, hearNextYear],
  postponed: [hearNewDate, donateNow],
  cancelled: [donateNow, hearNextYear],
});

/**
 * After the day, the closing call's one button: the first screen already asks to hear
 * about next year, with the address beside it, so the page says it once (review 3).
 */
const closingAfter = [donateNow];

/** The home page's closing call to action; on the day, the event page's words (decision 028). */
export const closingCopy = withActions(copy.closingCopy, {
  upcoming: [attend, donateNow],
  today: [directions, donateNow],
  after: closingAfter,
  past: closingAfter,
  postponed: [hearNewDate, donateNow],
  cancelled: closingAfter,
});

/** The picnic's own details and rain plan (event.ts), where a state's paragraphs are left empty. */
const eventDetails = [...event.details, event.rainPlan];

/**
 * The event page's Event Details heading and text, and its schedule's heading: after the
 * picnic a recap, what the day was and next year, under a heading of its own (review 4).
 */
export const detailsCopy = mapStates(
  copy.detailsCopy,
  ({
    title,
    scheduleTitle,
    paragraphs,
  }): { title: string; scheduleTitle: string; paragraphs: readonly string[] } => ({
    title,
    scheduleTitle,
    paragraphs: paragraphs.length > 0 ? paragraphs : eventDetails,
  }),
);

/** After the day, the last section's one button: the first screen asks to hear about next year (review 3). */
const replyAfter = [donateNow];

/**
 * The event page's last section: RSVP before the day, and what to do instead
 * after it. The spec words its buttons "RSVP Now" and "Donate" while the
 * picnic is ahead; in the other states, where it says nothing, the page's one
 * label, the header's "Donate Now", so one action has one name (issue 40).
 */
export const replyCopy = withActions(copy.replyCopy, {
  upcoming: [rsvp, donate],
  // On the day the day's most useful action, the way there, beside Donate (round 8): the
  // spec's RSVP Now asks for a reply the day no longer needs (decision 088).
  today: [directions, donateNow],
  after: replyAfter,
  past: replyAfter,
  postponed: [hearNewDate, donateNow],
  cancelled: replyAfter,
});

/**
 * The status note on the event page: the words for the visitor's own moment
 * are written in before the page is painted (src/components/event-status-note.tsx).
 */
export const noteCopy = noteCopyOf(copy.noteCopy);

/**
 * The home and event pages' search and sharing descriptions, for the state at
 * build time; after the day, a total so far until it is final.
 */
export const descriptionCopy: { home: ByState<string>; event: ByState<string> } = {
  home: untilFinal(copy.descriptionCopy.home, totalSoFarCopy.description.home),
  event: untilFinal(copy.descriptionCopy.event, totalSoFarCopy.description.event),
};
