// What the site says about the picnic at each point of its year. The site
// works out the state from event.ts and the clock, on the venue's calendar:
//   upcoming   the date is ahead (the note counts the days)
//   today      the day itself, until the gates close (the note says what is on)
//   after      that evening, once the gates have closed
//   past       from the next morning until next year's date is set in event.ts
//   postponed  event.status is "postponed" and no new date is known yet
//   cancelled  event.status is "cancelled"
// A picnic postponed to a known date is upcoming (then today, after, past)
// again, with a notice on every page.
//
// Words in {braces} are filled in by the site: {date} the picnic's date,
// {previousDate} the date it moved from, {year} its year, {open} and {close}
// the gates' times, {raised} the amount in fundraising.ts (the fundraising
// figures' own words are beside them, in fundraising.ts).
import type { EventState } from "../lib/event-state";
import { event } from "./event.ts";
import { site } from "./site.ts";

export type ByState<T> = Record<EventState, T>;

/** Where a button goes: a page, or an e-mail to the organisers. */
type Destination = "/event" | "/donate" | "rsvp" | "next-year" | "new-date" | "directions";
export type Action = { label: string; to: Destination };

const attend: Action = { label: "Attend the Event", to: "/event" };
const donateNow: Action = { label: "Donate Now", to: "/donate" };
const donate: Action = { label: "Donate", to: "/donate" };
/** On the event page twice while the picnic is ahead: beside the calendar links near the top, and at the end. */
const rsvp: Action = { label: "RSVP Now", to: "rsvp" };
const hearNextYear: Action = { label: "Hear about next year", to: "next-year" };
const hearNewDate: Action = { label: "Hear about the new date", to: "new-date" };

/** The subject of the e-mails the "Hear about…" buttons start, to site.emails.info. */
export const hearAboutSubjects = {
  "next-year": `Please tell me the date of next year's ${site.brand} picnic`,
  "new-date": `Please tell me the new date of the ${site.brand} picnic`,
};

const thanks = `Thank you to everyone who spent the day with us, remembering ${site.honoree} and raising money for ${site.cause.name} research.`;

/** The picnic in a sentence: the home event card and the event page's header. */
export const summaryCopy: ByState<string> = {
  upcoming: event.summary,
  today: event.summary,
  after: thanks,
  past: thanks,
  postponed: event.summary,
  cancelled: `There is no picnic this year. We will be back next summer, remembering ${site.honoree} and raising money for ${site.cause.name} research.`,
};

/** The home page's event card: after the day the thanks are in the first screen, so not here again. */
export const homeSummaryCopy: ByState<string> = {
  ...summaryCopy,
  after: `${event.name} was held at ${event.venue.name}. It comes back every summer.`,
  past: `${event.name} was held at ${event.venue.name}. It comes back every summer.`,
};

/** The date as the event card and the event page's Date tile show it. */
export const dateCopy: ByState<string> = {
  upcoming: "{date}",
  today: "{date}",
  after: "{date}",
  // Weeks later the date is last year's: said so, never read as the next one (decision 028).
  past: "The {year} picnic, held {dayHeld}",
  postponed: "New date to come",
  cancelled: "Cancelled",
};

type Hero = { eyebrow: string; subtitle: string; actions: Action[] };
/** Under the date before the day, or null if your picnic charges or has limited places. */
export const heroWelcome: string | null = "Free entry, and everyone is welcome"; // SAMPLE
const heroBefore: Hero = {
  eyebrow: `{date} · ${event.venue.name}, ${event.venue.region}`,
  subtitle: `Spend a summer day with us, raising awareness of ${site.cause.name} and funds for the research that will beat it.`,
  actions: [attend, donateNow],
};
// After the day the line above the title says when and where it was held: the total is the
// figures' under the buttons, said once (decision 028).
const heroAfter = (eyebrow: string): Hero => ({
  eyebrow,
  subtitle: `Thank you to everyone who came and gave. Your gifts fund research and support for patients, and you can still give.`,
  actions: [donateNow, hearNextYear],
});

/**
 * The home page's first screen: the line above the title, the line below it,
 * the buttons. On the day the line above says when and where, and what is on
 * now follows it (the schedule in event.ts).
 */
export const homeHeroCopy: ByState<Hero> = {
  upcoming: heroBefore,
  today: {
    eyebrow: `Today, {open} - {close}, at ${event.venue.name}`,
    subtitle: `Come along: bring a blanket and a picnic, and spend the day with us remembering ${site.honoree}.`,
    actions: [{ label: "Get Directions", to: "directions" }, donateNow],
  },
  after: heroAfter(`Held today at ${event.venue.name}, ${event.venue.region}`),
  past: heroAfter(`Held {dayHeld} at ${event.venue.name}, ${event.venue.region}`),
  postponed: {
    eyebrow: `Postponed · ${event.venue.name}, ${event.venue.region}`,
    subtitle: `The picnic is postponed and a new date is coming. Every gift still funds research into ${site.cause.name}.`,
    actions: [donateNow, hearNewDate],
  },
  cancelled: {
    eyebrow: `Cancelled · ${event.venue.name}, ${event.venue.region}`,
    subtitle: `This year's picnic is cancelled, and we are sorry not to see you this summer. Every gift still funds research into ${site.cause.name}.`,
    actions: [donateNow, hearNextYear],
  },
};

/**
 * The home page's first screen from eight weeks after the picnic until next
 * year's date is set (NEXT_YEAR_AFTER_DAYS in app/lib/event-state.ts): next
 * year first, then the thanks and the total.
 */
export const homeHeroNextYear: Hero & { thanks: string } = {
  eyebrow: "Back next summer",
  subtitle: `${event.name} comes back every summer. Next year's date will be here as soon as it is set: ask us, and we will tell you when it is.`,
  actions: [hearNextYear, donateNow],
  // The total follows in the progress bar's title: said once (decision 028).
  thanks: `Thank you to everyone who came and gave to ${site.cause.name} research.`,
};

type EventHero = { line: string; actions: Action[] };
/**
 * The event page's first screen, under its title: when and where, and what to
 * do now. On the day, what is on now follows the line (the schedule above).
 */
export const eventHeroCopy: ByState<EventHero> = {
  upcoming: {
    line: `{date}, {open} - {close}, at ${event.venue.name}`,
    actions: [rsvp, donateNow],
  },
  today: {
    line: `Today, {open} - {close}, at ${event.venue.name}`,
    actions: [{ label: "Get Directions", to: "directions" }, donateNow],
  },
  after: {
    line: `{raised} raised for ${site.cause.name} research`,
    actions: [donateNow, hearNextYear],
  },
  past: {
    line: `{raised} raised for ${site.cause.name} research`,
    actions: [donateNow, hearNextYear],
  },
  postponed: { line: `Postponed: new date to come`, actions: [hearNewDate, donateNow] },
  cancelled: { line: `Cancelled this year`, actions: [donateNow, hearNextYear] },
};

type Closing = { title: string; text: string; actions: Action[] };
const closingBefore: Closing = {
  title: "Join us this summer",
  text: `Bring a blanket, bring your friends, and help us turn ${site.honoree}'s memory into hope for everyone facing ${site.cause.name}.`,
  actions: [attend, donateNow],
};
const closingAfter: Closing = {
  title: "See you next summer",
  text: `Next year's date will be here as soon as it is set. Until then, you can still help turn ${site.honoree}'s memory into hope.`,
  actions: [hearNextYear, donateNow],
};

/** The home page's closing call to action; on the day, the event page's words (decision 028). */
export const closingCopy: ByState<Closing> = {
  upcoming: closingBefore,
  today: {
    title: "Join us today",
    text: "Entry is free and the gates are open from {open} to {close}: just come along. Can't make it? You can still give.",
    actions: [{ label: "Get Directions", to: "directions" }, donateNow],
  },
  after: closingAfter,
  past: closingAfter,
  postponed: {
    title: "See you soon",
    text: `The new date will be here as soon as it is set. Until then, you can still help turn ${site.honoree}'s memory into hope.`,
    actions: [hearNewDate, donateNow],
  },
  cancelled: closingAfter,
};

type Details = { scheduleTitle: string; paragraphs: readonly string[] };
const detailsBefore: Details = {
  scheduleTitle: "Event Schedule",
  paragraphs: [...event.details, event.rainPlan],
};
const detailsAfter: Details = {
  scheduleTitle: "How the Day Ran",
  paragraphs: [
    `Thank you to everyone who came to ${event.venue.name} on {date}, and to everyone who gave, on the lawn and online.`,
    "The picnic comes back every summer. Next year's date will be here as soon as it is set.",
  ],
};

/** The event page's Event Details text and its schedule's heading. */
export const detailsCopy: ByState<Details> = {
  upcoming: detailsBefore,
  today: detailsBefore,
  after: detailsAfter,
  past: detailsAfter,
  postponed: detailsBefore,
  cancelled: {
    scheduleTitle: "The Day as Planned",
    paragraphs: [
      "There will be no picnic on {date}. Thank you to everyone who planned to come; we hope to see you next summer.",
      `You can still give: every penny goes to ${site.cause.name} research and patient support.`,
    ],
  },
};

type Reply = { title: string; text: string; actions: Action[] };
const replyAfter: Reply = {
  title: "Thank you for coming",
  text: "E-mail us to hear next year's date as soon as it is set. Until then, you can still give.",
  actions: [hearNextYear, donate],
};

/** The event page's last section: RSVP before the day, and what to do instead after it. */
export const replyCopy: ByState<Reply> = {
  upcoming: {
    title: "Will you join us?",
    text: "Entry is free, but an RSVP helps us plan. Can't make it? You can still give.",
    actions: [rsvp, donate],
  },
  today: {
    title: "Join us today",
    text: "Entry is free and the gates are open from {open} to {close}: just come along. Can't make it? You can still give.",
    actions: [{ label: "Get Directions", to: "directions" }, donate],
  },
  after: replyAfter,
  past: replyAfter,
  postponed: {
    title: "We will be in touch",
    text: "E-mail us to hear the new date as soon as it is set. Until then, you can still give.",
    actions: [hearNewDate, donate],
  },
  cancelled: { ...replyAfter, title: "See you next year" },
};

/**
 * The status note on the event page: the words for the visitor's own moment
 * are written in before the page is painted (app/components/event-status-note.tsx).
 */
export const noteCopy = {
  days: ["{days} days to go", ""],
  tomorrow: ["Tomorrow!", "Gates open at {open}."],
  /** In the pre-rendered page, seen without JavaScript: no count that could go stale. */
  upcoming: ["{date}", "Gates open at {open}."],
  today: ["Today!", "Gates open at {open}."],
  onNow: "On now: {title}",
  next: "Next: {title} at {time}",
  after: ["Thank you for coming!", "The gates have closed for this year."],
  past: ["Took place on {date}", "Next year's date soon."],
  postponed: ["Postponed", "New date to be announced."],
  cancelled: ["Cancelled", "See you next summer."],
} satisfies Record<string, [string, string] | string>;

/**
 * The same note on the home page's event card, by state only: the home page
 * has no room for the script that words the moment (the event page's note
 * counts the days and says what is on).
 */
export const homeNoteCopy: ByState<[string, string]> = {
  upcoming: ["Save the date", "Entry is free, and everyone is welcome."],
  today: ["Today!", "The gates are open from {open} to {close}."],
  // After the day the first screen gives the thanks and the card gives the date: neither again here.
  after: ["The gates have closed", "See you next summer."],
  past: ["See you next summer", "Next year's date soon."],
  postponed: noteCopy.postponed,
  cancelled: noteCopy.cancelled,
};

/** Shown at the top of every page while plans are changed; event.notice follows it. */
export const noticeCopy = {
  postponed: "The picnic on {date} is postponed. The new date will be announced here.",
  rescheduled: "The picnic has moved from {previousDate} to {date}.",
  cancelled: "The picnic on {date} is cancelled.",
};

/** The home and event pages' search and sharing descriptions, for the state at build time. */
export const descriptionCopy: { home: ByState<string>; event: ByState<string> } = (() => {
  const homeBefore = `Join ${site.brand} on {date} at ${event.venue.name}, ${event.venue.region}: a picnic in memory of ${site.honoree} raising awareness and funds for ${site.cause.name} research.`;
  const homeAfter = `${site.brand}'s {year} picnic in memory of ${site.honoree} raised {raised} for ${site.cause.name} research. Thank you! Give now, and hear about next year's picnic.`;
  const eventBefore = `${event.name}: {date}, {open} - {close}, at ${event.venue.name}, ${event.venue.region}. The day's schedule, directions and how to RSVP.`;
  const eventAfter = `${event.name} took place on {date} at ${event.venue.name}, ${event.venue.region}, and raised {raised} for ${site.cause.name} research. Hear about next year's picnic.`;
  return {
    home: {
      upcoming: homeBefore,
      today: homeBefore,
      after: homeAfter,
      past: homeAfter,
      postponed: `${site.brand}, a picnic in memory of ${site.honoree} for ${site.cause.name} research, is postponed: the new date is coming soon. You can still give.`,
      cancelled: `${site.brand}'s {year} picnic in memory of ${site.honoree} is cancelled. You can still give to ${site.cause.name} research, and hear about next year's picnic.`,
    },
    event: {
      upcoming: eventBefore,
      today: eventBefore,
      after: eventAfter,
      past: eventAfter,
      postponed: `${event.name} at ${event.venue.name}, ${event.venue.region}, is postponed. The new date will be announced here, with the schedule and directions.`,
      cancelled: `${event.name} on {date} at ${event.venue.name}, ${event.venue.region}, is cancelled. Hear about next year's picnic, or give today.`,
    },
  };
})();
