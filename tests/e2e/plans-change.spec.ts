import type { APIRequestContext } from "@playwright/test";
import { testContentUrl } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { expectEveryPaint } from "./state-pages";

// Colours are checked once settled, not halfway through a transition.
test.use({ reducedMotion: "reduce" });

// The site built from test content (tests/content/): the picnic postponed,
// cancelled, and next year's date set after this year's picnic. Each build is
// served on its own port (playwright.config.ts).

async function eventData(request: APIRequestContext, base: string) {
  const html = await (await request.get(`${base}/event`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>)
    .find((data) => data["@type"] === "Event");
}

const venue = "Hollybrook House & Gardens, Essex";

test.describe("postponed, no new date yet", () => {
  const base = testContentUrl("postponed");
  test.use({ baseURL: base });
  const notice =
    "The picnic on Tuesday 16 June 2026 is postponed. The new date will be announced here. The lawns are flooded after a week of rain.";

  for (const when of ["2026-05-07T12:00:00+01:00", "2026-07-01T12:00:00+01:00"]) {
    test(`at ${when} every page says so from the first paint, with no date to attend`, async ({
      page,
      consoleGuard,
    }) => {
      await page.clock.setFixedTime(new Date(when));
      await expectEveryPaint(
        page,
        consoleGuard,
        {
          "/": {
            reads: [notice, `Postponed · ${venue}`, "Postponed", "See you soon"],
            links: ["Hear about the new date", "Donate Now"],
            noLinks: ["Attend the Event", "Hear about next year"],
          },
          "/event": {
            reads: [notice, "Postponed", "New date to come", "We will be in touch"],
            links: ["Hear about the new date"],
            noLinks: ["RSVP Now", "Add to calendar", "Add to Google Calendar"],
          },
          "/shop": { reads: [notice], links: [], noLinks: [] },
          "/poster": {
            reads: [notice, "Postponed", "New date to be announced"],
            noReads: ["Tuesday 16 June 2026", "11:00 AM - 5:00 PM"],
            links: [],
            noLinks: [],
          },
        },
        "postponed",
      );
    });
  }

  test("search engines are told it is postponed", async ({ request }) => {
    expect(await eventData(request, base)).toMatchObject({
      eventStatus: "https://schema.org/EventPostponed",
      startDate: "2026-06-16T11:00:00+01:00",
    });
  });
});

test.describe("cancelled", () => {
  const base = testContentUrl("cancelled");
  test.use({ baseURL: base });
  const notice = "The picnic on Tuesday 16 June 2026 is cancelled.";

  test("every page says so from the first paint, and invites people to give and to hear about next year", async ({
    page,
    consoleGuard,
  }) => {
    await page.clock.setFixedTime(new Date("2026-06-16T12:30:00+01:00"));
    await expectEveryPaint(
      page,
      consoleGuard,
      {
        "/": {
          reads: [notice, `Cancelled · ${venue}`, "Cancelled", "See you next summer"],
          links: ["Donate Now", "Hear about next year"],
          noLinks: ["Attend the Event"],
        },
        "/event": {
          reads: [notice, "Cancelled", "See you next year", "The Day as Planned"],
          links: ["Hear about next year"],
          noLinks: ["RSVP Now", "Add to calendar", "Add to Google Calendar"],
        },
        "/about": { reads: [notice], links: [], noLinks: [] },
        "/poster": {
          reads: [notice, "Cancelled this year", "See you next summer"],
          noReads: ["Tuesday 16 June 2026", "11:00 AM - 5:00 PM"],
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

  test("after this year's picnic the site is upcoming again, counting to the new date", async ({
    page,
    consoleGuard,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T12:00:00Z"));
    await expectEveryPaint(
      page,
      consoleGuard,
      {
        "/": {
          reads: [`Tuesday 15 June 2027 · ${venue}`, "Save the date", "Join us this summer"],
          links: ["Attend the Event"],
          noLinks: ["Hear about next year"],
        },
        "/poster": {
          reads: ["Tuesday 15 June 2027", "11:00 AM - 5:00 PM"],
          noReads: ["Tuesday 16 June 2026", "Took place on Tuesday 16 June 2026"],
          links: [],
          noLinks: [],
        },
        // Last, for the calendar link below.
        "/event": {
          reads: ["204 days to go", "Tuesday 15 June 2027", "Will you join us?"],
          links: ["RSVP Now", "Add to calendar"],
          noLinks: ["Hear about next year"],
        },
      },
      "upcoming",
    );
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      "/picnicky-2027.ics",
    );
  });

  test("search engines are told the new date", async ({ request }) => {
    expect(await eventData(request, base)).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      startDate: "2027-06-15T11:00:00+01:00",
    });
  });
});
