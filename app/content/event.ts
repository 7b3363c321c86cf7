// The picnic itself. Next year: change `date` (and anything else that moved);
// every page, the calendar file and the structured data follow. If plans
// change, set `status` (and `notice`, `newDate`); the README's "Through the
// year" checklist says what to change when.
import type { Event } from "./schema.ts";
import { site } from "./site.ts";

export const event: Event = {
  name: `${site.brand} Summer Picnic`,
  /** ISO date, in the venue's time zone. */
  date: "2026-06-16",
  /**
   * "scheduled"; or "postponed" or "cancelled" if plans change. Every page then
   * shows a notice and the calendar links go. Back to "scheduled" (with the
   * new `date`) once the next picnic is announced.
   */
  status: "scheduled",
  /** A short line for that notice, such as why, or null: "The lawns are flooded." */
  notice: null,
  /**
   * A postponed picnic's new date (YYYY-MM-DD), once it is known, or null.
   * `date` stays the original date: search engines are told both.
   */
  newDate: null,
  /** 24-hour local times. */
  startTime: "11:00",
  endTime: "17:00",
  timeZone: "Europe/London",
  venue: {
    name: "Hollybrook House & Gardens", // SAMPLE
    street: "Hollybrook Lane", // SAMPLE
    locality: "Great Dunmow", // SAMPLE
    /** The county or area, said after the venue's name ("Hollybrook House & Gardens, Essex"). */
    region: "Essex", // SAMPLE
    postcode: "CM6 1AA", // SAMPLE
    country: "GB",
    website: "https://hollybrook.example", // SAMPLE
    /** The Event page's words about the venue: what it is like, parking, paths and toilets. */
    description:
      "A historic house set in walled gardens and open parkland, with an ancient cedar lawn that is perfect for picnic blankets. There is free parking on site, level paths to the main lawn and accessible toilets.", // SAMPLE
  },
  summary: `Bring a blanket, pack a picnic and spend a summer day with us, remembering ${site.honoree} and raising money for ${site.cause.name} research.`,
  /** The event page's Event Details before the day; {open} and {close} are the gates' times. */
  details: [
    "The gates open at {open}. Bring your own picnic, or buy food and drinks from local vendors on the lawn. There are games for children, live acoustic music and a raffle with prizes donated by local businesses.", // SAMPLE
    "Entry is free, and everyone is welcome: families, friends, dogs on leads. What is raised on the day goes to the charity, for triple-negative breast cancer research and patient support.", // SAMPLE
  ],
  /** What happens if it rains, after the details: it belongs to the venue. */
  rainPlan:
    "If it rains, the picnic moves into the orangery and the marquee, so come whatever the weather.", // SAMPLE
  schedule: [
    {
      time: "11:00",
      title: "Gates open",
      description: "Find a spot on the lawn, spread out your blanket and say hello.",
    },
    {
      time: "12:00",
      title: "Welcome speech",
      description: `${site.honoree}'s friends welcome everyone and share why we gather each June.`,
    },
    {
      time: "12:30",
      title: "Guest speaker",
      description: "A breast cancer researcher talks about progress in triple-negative treatment.", // SAMPLE
    },
    {
      time: "13:00",
      title: "Picnic lunch",
      description: "Lunch on the lawn, with live acoustic music.",
    },
    {
      time: "14:00",
      title: "Activities",
      description: "Garden games, face painting, a nature trail and a walk around the grounds.",
    },
    {
      time: "15:30",
      title: "Fundraising raffle",
      description: "Prizes donated by local businesses, drawn on the main lawn.",
    },
    {
      time: "16:30",
      title: "Closing remarks",
      description: "Thanks to everyone who came, and the day's fundraising total.",
    },
    {
      time: "17:00",
      title: "Event closes",
      description: "Time to pack up the blankets. See you next year!",
    },
  ],
};
