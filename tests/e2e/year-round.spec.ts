import { event } from "../../app/content/event";
import { eventState, statePlan } from "../../app/lib/event-state";
import { expect, hydrated, test } from "./fixtures";
import { expectEveryPaint, expectPage } from "./state-pages";

// Colours are checked once settled, not halfway through a transition.
test.use({ reducedMotion: "reduce" });

// The site through the picnic's year, as a visitor sees it at each moment:
// the words and buttons of that moment from the very first paint (checked
// with the app's scripts held back, so only the HTML, its inline scripts and
// CSS are at work), the same once the app has started, and nothing moving.

const beforeTheDay = {
  "/": {
    reads: ["Save the date", "Raised so far", "Join us this summer"],
    links: ["Attend the Event"],
    noLinks: ["Hear about next year"],
  },
  "/event": {
    reads: ["40 days to go", "Will you join us?", "Event Schedule"],
    links: ["RSVP Now", "Add to calendar"],
    noLinks: ["Hear about next year"],
  },
  "/poster": {
    reads: ["Tuesday 16 June 2026", "11:00 AM - 5:00 PM"],
    noReads: ["Took place on Tuesday 16 June 2026"],
    links: [],
    noLinks: [],
  },
};

const onTheDay = (note: [string, string]) => ({
  "/": {
    reads: ["Today!", "The gates are open from 11:00 AM to 5:00 PM.", "Join us this summer"],
    links: ["Attend the Event"],
    noLinks: ["Hear about next year"],
  },
  "/event": {
    reads: [...note, "Join us today"],
    links: ["Get Directions"],
    noLinks: ["RSVP Now", "Add to calendar", "Hear about next year"],
  },
});

const afterIt = (note: [string, string]) => ({
  "/": {
    reads: [note[0], "See you next summer"],
    links: ["Donate Now", "Hear about next year"],
    noLinks: ["Attend the Event"],
  },
  "/event": {
    reads: [...note, "Thank you for coming", "How the Day Ran"],
    links: ["Hear about next year"],
    noLinks: ["RSVP Now", "Add to calendar", "Attend the Event"],
  },
  // The poster never shows the day gone by as if it were coming.
  "/poster": {
    reads: ["Took place on Tuesday 16 June 2026", "Thank you to everyone who came"],
    noReads: ["Tuesday 16 June 2026", "11:00 AM - 5:00 PM"],
    links: [],
    noLinks: [],
  },
});

const tookPlace: [string, string] = [
  "Took place on Tuesday 16 June 2026",
  "Next year's date soon.",
];
const past = afterIt(tookPlace);
past["/"].reads.push("The 2026 picnic raised £6,420");

const moments = [
  {
    name: "40 days before",
    when: "2026-05-07T12:00:00+01:00",
    state: "upcoming",
    pages: beforeTheDay,
  },
  {
    name: "on the day at 10:00",
    when: "2026-06-16T10:00:00+01:00",
    state: "today",
    pages: onTheDay(["Today!", "Gates open at 11:00 AM."]),
  },
  {
    name: "on the day at 12:30",
    when: "2026-06-16T12:30:00+01:00",
    state: "today",
    pages: onTheDay(["On now: Guest speaker", "Next: Picnic lunch at 1:00 PM"]),
  },
  {
    name: "on the day at 18:00",
    when: "2026-06-16T18:00:00+01:00",
    state: "after",
    pages: afterIt(["Thank you for coming!", "The gates have closed for this year."]),
  },
  { name: "the next morning", when: "2026-06-17T08:00:00+01:00", state: "past", pages: past },
  { name: "six months later", when: "2026-12-16T12:00:00Z", state: "past", pages: past },
];

for (const { name, when, state, pages } of moments) {
  test(`${name}, Home and Event are right from the first paint and nothing moves`, async ({
    page,
    consoleGuard,
  }) => {
    await page.clock.setFixedTime(new Date(when));
    await expectEveryPaint(page, consoleGuard, pages, state);
  });
}

test("a page left open moves on when the gates close", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-16T16:59:00+01:00") });
  await page.goto("/event");
  await hydrated(page);
  await expectPage(
    page,
    onTheDay(["On now: Closing remarks", "Next: Event closes at 5:00 PM"])["/event"],
  );
  await page.clock.runFor("01:30");
  await expectPage(
    page,
    afterIt(["Thank you for coming!", "The gates have closed for this year."])["/event"],
  );
});

test("without JavaScript the pages show the state when the site was built", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The build ran minutes ago: its state is today's, but for a build that
  // straddled one of the day's boundaries.
  const built = eventState(Date.now(), statePlan(event));
  await page.goto("/event");
  await expect(page.locator("html")).toHaveAttribute("data-event", built);
  const replies: Record<string, string> = {
    upcoming: "Will you join us?",
    today: "Join us today",
    after: "Thank you for coming",
    past: "Thank you for coming",
  };
  for (const [state, reply] of Object.entries(replies)) {
    const heading = page.getByRole("heading", { name: reply, exact: true });
    if (reply === replies[built]) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
    if (state === built) await expect(page.getByText(reply, { exact: true })).toBeVisible();
  }
  await context.close();
});

test("the donate page and the donor wall show the picnic's figures, and the wall's own total as this browser's", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2026-05-07T12:00:00+01:00"));
  for (const path of ["/donate", "/donor-wall"]) {
    await page.goto(path);
    await hydrated(page);
    const bar = page.getByRole("progressbar", { name: "Money raised" });
    await expect(bar).toHaveAttribute("aria-valuetext", "£6,420 raised of our £10,000 target");
    await expect(page.getByText("Raised so far", { exact: true })).toBeVisible();
  }
  // The wall's own total says whose it is, apart from the picnic's figures.
  const ownTotal = page.getByText("Total raised in this browser").locator("..");
  await expect(ownTotal).toContainText("£0");
  await expect(ownTotal).toContainText("from 0 donations");

  await page.clock.setFixedTime(new Date("2026-07-01T12:00:00+01:00"));
  await page.goto("/donate");
  await expect(page.getByText("The 2026 picnic raised £6,420", { exact: true })).toBeVisible();
  await expect(page.getByText("Raised so far", { exact: true })).toBeHidden();
});
