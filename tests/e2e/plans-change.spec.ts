import type { APIRequestContext } from "@playwright/test";
import { event } from "../../src/content/event";
import {
  closingCopy,
  detailsCopy,
  heroWelcome,
  homeHeroCopy,
  homeSummaryCopy,
  replyCopy,
} from "../../src/content/event-copy";
import { homeCopy } from "../../src/content/home-copy";
import { calendarFileName } from "../../src/lib/calendar";
import {
  eventDate,
  eventDateText,
  eventStartIso,
  eventTimeText,
  holdRanges,
} from "../../src/lib/event-facts";
import { fillIn } from "../../src/lib/event-state";
import { formatLongDate, formatTime } from "../../src/lib/format";
import { daysBetween, zonedIso } from "../../src/lib/time-zone";
import { testContentUrl } from "../../playwright.config";
import { overrides as nextYear } from "../content/next-year";
import { expect, test } from "./fixtures";
import { headOf } from "./html-head";
import { day } from "./moments";
import { expectEveryPaint } from "./state-pages";

// Colours are checked once settled, not halfway through a transition.
test.use({ reducedMotion: "reduce" });

// The site built from test content (tests/content/): the picnic postponed,
// cancelled, and next year's date set after this year's picnic. Each build is
// served on its own port (playwright.config.ts).

async function eventData(request: APIRequestContext, base: string) {
  const html = await (await request.get(`${base}/event`)).text();
  return headOf(html).jsonLd.find((data) => data["@type"] === "Event");
}

// Each build is the content's event with the variant's changes, so the words
// follow src/content (the shipped picnic, its date and venue):
// the expected lines are the content's, filled in, never copied here.

test.describe("postponed, no new date yet", () => {
  const base = testContentUrl("postponed");
  test.use({ baseURL: base });
  const notice = `The picnic on ${eventDateText} is postponed. The new date will be announced here. The lawns are flooded after a week of rain.`;

  for (const [when, axe] of [
    [day(-40, "12:00"), true],
    // The same pages after the old date: axe has checked them.
    [day(15, "12:00"), false],
  ] as const) {
    test(`at ${when} every page says so from the first paint, with no date to attend`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(when));
      await expectEveryPaint(
        page,
        {
          "/": {
            // What to expect still holds for the day, whenever it is (round 4).
            reads: [
              notice,
              homeHeroCopy.postponed.eyebrow,
              homeCopy.expectTitle,
              closingCopy.postponed.title,
            ],
            // No welcome to a day that is not happening.
            noReads: heroWelcome ? [heroWelcome] : [],
            links: ["Hear About the New Date", "Donate Now"],
            noLinks: ["Attend the Event", "Hear About Next Year"],
          },
          "/event": {
            reads: [notice, "Postponed", "New date to come", replyCopy.postponed.title],
            noReads: heroWelcome ? [heroWelcome] : [],
            links: ["Hear About the New Date"],
            noLinks: ["RSVP Now", "Add to Calendar", "Add to Google Calendar"],
          },
          "/shop": { reads: [notice], links: [], noLinks: [] },
          "/poster": {
            reads: [notice, "Postponed", "New date to be announced"],
            noReads: [eventDateText, eventTimeText],
            links: [],
            noLinks: [],
          },
        },
        "postponed",
        { axe },
      );
    });
  }

  test("search engines are told it is postponed", async ({ request }) => {
    expect(await eventData(request, base)).toMatchObject({
      eventStatus: "https://schema.org/EventPostponed",
      startDate: eventStartIso,
    });
  });
});

test.describe("cancelled", () => {
  const base = testContentUrl("cancelled");
  test.use({ baseURL: base });
  const notice = `The picnic on ${eventDateText} is cancelled.`;

  test("every page says so from the first paint, and invites people to give and to hear about next year", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(day(0, "12:30")));
    await expectEveryPaint(
      page,
      {
        "/": {
          // No list of what to expect at a picnic that is not happening (round 4).
          reads: [
            notice,
            homeHeroCopy.cancelled.eyebrow,
            homeSummaryCopy.cancelled,
            closingCopy.cancelled.title,
          ],
          noReads: [homeCopy.expectTitle, ...(heroWelcome ? [heroWelcome] : [])],
          links: ["Donate Now", "Hear About Next Year"],
          noLinks: ["Attend the Event"],
        },
        "/event": {
          reads: [
            notice,
            "Cancelled",
            replyCopy.cancelled.title,
            detailsCopy.cancelled.scheduleTitle,
          ],
          noReads: heroWelcome ? [heroWelcome] : [],
          links: ["Hear About Next Year"],
          noLinks: ["RSVP Now", "Add to Calendar", "Add to Google Calendar"],
        },
        "/about": { reads: [notice], links: [], noLinks: [] },
        "/poster": {
          reads: [notice, "Cancelled this year", "See you next summer"],
          noReads: [eventDateText, eventTimeText],
          links: [],
          noLinks: [],
        },
      },
      "cancelled",
    );
  });

  test("search engines are told it is cancelled", async ({ request }) => {
    expect(await eventData(request, base)).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
    });
  });
});

test.describe("next year's date set", () => {
  const base = testContentUrl("next-year");
  test.use({ baseURL: base });
  const next = nextYear(event).date;
  const nextText = formatLongDate(next);
  // Home's line above its title, in the content's words, on next year's date.
  const nextLine = fillIn(holdRanges(homeHeroCopy.upcoming.eyebrow), {
    date: nextText,
    open: formatTime(event.startTime),
    close: formatTime(event.endTime),
  });
  // This year's picnic is over; next year's is ahead (23 November 2026 as shipped).
  const autumn = day(160, "12:00");

  test("after this year's picnic the site is upcoming again, counting to the new date", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(autumn));
    await expectEveryPaint(
      page,
      {
        "/": {
          reads: [nextLine, homeCopy.expectTitle, closingCopy.upcoming.title],
          links: ["Attend the Event"],
          noLinks: ["Hear About Next Year"],
        },
        "/poster": {
          reads: [nextText, eventTimeText],
          noReads: [eventDateText, `Took place on ${eventDateText}`],
          links: [],
          noLinks: [],
        },
        // Last, for the calendar link below.
        "/event": {
          reads: [
            `${daysBetween(autumn.slice(0, 10), next)} days to go`,
            nextText,
            replyCopy.upcoming.title,
          ],
          links: ["RSVP Now"],
          noLinks: ["Hear About Next Year"],
        },
      },
      "upcoming",
    );
    // "Add to Calendar" opens to the new year's file and Google Calendar.
    await page.locator("main").getByText("Add to Calendar", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Add to calendar (.ics file)" })).toHaveAttribute(
      "href",
      `/${calendarFileName.replace(`-${eventDate.slice(0, 4)}.ics`, `-${next.slice(0, 4)}.ics`)}`,
    );
  });

  test("search engines are told the new date", async ({ request }) => {
    expect(await eventData(request, base)).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      startDate: zonedIso(next, event.startTime, event.timeZone),
    });
  });
});
