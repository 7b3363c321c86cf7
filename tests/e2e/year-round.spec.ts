import { event } from "../../src/content/event";
import {
  closingCopy,
  detailsCopy,
  heldCopy,
  homeHeroCopy,
  homeHelpCopy,
  homeHeroNextYear,
  homeShopCopy,
  noteCopy,
  replyCopy,
  totalIsFinal,
  totalCopy,
} from "../../src/content/event-copy";
import { homeCopy } from "../../src/content/home-copy";
import { site } from "../../src/content/site";
import { emptyDonorWallCopy } from "../../src/content/donor-wall-copy";
import { posterWhenCopy } from "../../src/content/print-copy";
import { words } from "../../src/lib/event-words";
import { fundraising, fundraisingCopy, resultRaised } from "../../src/content/fundraising";
import { eventDate, eventDateText, eventTimeText } from "../../src/lib/event-facts";
import { eventState, fillIn, statePlan } from "../../src/lib/event-state";
import { formatAmount, formatDate, formatTime } from "../../src/lib/format";
import { expect, hydrated, test } from "./fixtures";
import { day, later } from "./moments";
import { expectEveryPaint, expectPage } from "./state-pages";

// Colours are checked once settled, not halfway through a transition.
test.use({ reducedMotion: "reduce" });

// The site through the picnic's year, as a visitor sees it at each moment:
// the words and buttons of that moment from the very first paint (checked
// with the app's scripts held back, so only the HTML, its inline scripts and
// CSS are at work), the same once the app has started, and nothing moving.
// Every moment and word follows src/content (the picnic shipped on 16 June
// 2026, 11:00-17:00), so the journeys hold after an organiser's edits.

/** What the event page's note says at `time` on the day: the item on now and the next one. */
function onNow(time: string): [string, string] {
  const now = event.schedule.filter((item) => item.time <= time).at(-1)!;
  const next = event.schedule.find((item) => item.time > time)!;
  return [
    fillIn(noteCopy.onNow, { title: now.title }),
    fillIn(noteCopy.next, { title: next.title, time: formatTime(next.time) }),
  ];
}

const opens = formatTime(event.startTime);
// When the schedule's third item starts.
const midday = event.schedule[2]!.time;

const beforeTheDay = {
  "/": {
    reads: [homeCopy.expectTitle, totalCopy.label.running, closingCopy.upcoming.title],
    links: ["Attend the Event"],
    noLinks: ["Hear About Next Year"],
  },
  "/event": {
    reads: ["40 days to go", replyCopy.upcoming.title, detailsCopy.upcoming.scheduleTitle],
    links: ["RSVP Now"], // the calendar choice: first-screen.spec.ts
    noLinks: ["Hear About Next Year"],
  },
  "/poster": {
    reads: [eventDateText, eventTimeText],
    noReads: [`Took place on ${eventDateText}`],
    links: [],
    noLinks: [],
  },
};

/**
 * On the day, the event page says what is on now in its first screen, once (round 6: its
 * note, which said it again, is not shown on the day): `now`, the line's first words.
 */
const onTheDay = (now: string) => ({
  "/": {
    // Its closing band says what the event page's does (decision 028).
    reads: [homeCopy.expectTitle, replyCopy.today.title],
    links: [closingCopy.today.actions[0]!.label, replyCopy.today.actions[0]!.label],
    noLinks: ["Hear About Next Year", "Attend the Event"],
  },
  "/event": {
    reads: [now, replyCopy.today.title],
    links: ["Get Directions"],
    noLinks: ["RSVP Now", "Add to Calendar", "Hear About Next Year"],
  },
});

const heldOn = words(heldCopy);
const afterIt = (note: [string, string]) => ({
  // Home thanks once, in its first screen, and tells how the day went (round 4).
  "/": {
    reads: [homeHeroCopy.after.subtitle, homeCopy.recapTitle, closingCopy.after.title],
    noReads: [note[0], homeCopy.expectTitle],
    links: ["Donate Now", "Hear About Next Year"],
    noLinks: ["Attend the Event"],
  },
  // When it was held, in its hero (decision 101): no note of its own, "Took place on …"
  // and "The gates have closed for this year." (round 11: they read oddly months later).
  "/event": {
    reads: [heldOn, replyCopy.after.title, detailsCopy.after.scheduleTitle],
    noReads: [...note],
    links: ["Hear About Next Year"],
    noLinks: ["RSVP Now", "Add to Calendar", "Attend the Event"],
  },
  // The poster never shows the day gone by as if it were coming.
  "/poster": {
    reads: [words(posterWhenCopy.after[0]), words(posterWhenCopy.after[1])],
    noReads: [eventDateText, eventTimeText],
    links: [],
    noLinks: [],
  },
});

const tookPlace: [string, string] = [`Took place on ${eventDateText}`, noteCopy.past[1]];
const lastYears = (pages: ReturnType<typeof afterIt>) => {
  pages["/"].noReads.push(eventDateText);
  // The event page gives the date once, in its hero ("Held on …"): a recap (review 4).
  return pages;
};
const past = lastYears(afterIt(tookPlace));
// The total's line over its figure after the picnic, on every page (decision 087): the
// year's result once counted on or after the day; before, the count (decisions 051, 085).
const yearTotal = fillIn(totalCopy.label[totalIsFinal ? "result" : "beforeDay"], {
  year: eventDate.slice(0, 4),
});
past["/"].reads.push(yearTotal);
// Donate's and the wall's: the same line.
const raised = yearTotal;

// Weeks after the picnic the home page leads with the thanks and the total, next year
// its button's to say (decision 028, round 10); the rest of the site is as the day after.
const monthsLater = lastYears(afterIt(tookPlace));
monthsLater["/"] = {
  reads: [
    fillIn(homeHeroNextYear.thanks, { raised: formatAmount(resultRaised) }),
    yearTotal,
    homeCopy.recapTitle,
  ],
  noReads: [tookPlace[0], homeHeroCopy.after.subtitle, eventDateText],
  links: ["Hear About Next Year", "Donate Now"],
  noLinks: ["Attend the Event"],
};

const moments = [
  {
    name: "40 days before",
    tag: "@content",
    when: day(-40, "12:00"),
    state: "upcoming",
    pages: beforeTheDay,
  },
  {
    name: "on the day, an hour before the gates open",
    when: day(0, later(event.startTime, -60)),
    state: "today",
    pages: onTheDay(`Gates open at ${opens}.`),
  },
  {
    name: "on the day, during the third item",
    when: day(0, midday),
    state: "today",
    pages: onTheDay(onNow(midday)[0]),
    // The same pages as an hour before the gates open, with another row on now.
    axe: false,
  },
  {
    name: "on the day, an hour after the gates close",
    when: day(0, later(event.endTime, 60)),
    state: "after",
    pages: afterIt(["Thank you for coming!", "The gates have closed for this year."]),
  },
  { name: "the next morning", when: day(1, "08:00"), state: "past", pages: past },
  { name: "six months later", when: day(183, "12:00"), state: "past", pages: monthsLater },
];

// Those tagged @content run on another organiser's content too (decision 016).
for (const { name, when, state, pages, tag = [], axe = true } of moments) {
  test(
    `${name}, Home and Event are right from the first paint and nothing moves`,
    {
      tag,
    },
    async ({ page }) => {
      await page.clock.setFixedTime(new Date(when));
      await expectEveryPaint(page, pages, state, { axe });
    },
  );
}

test("a page left open moves on when the gates close", async ({ page }) => {
  const minuteBefore = later(event.endTime, -1);
  await page.clock.install({ time: new Date(day(0, minuteBefore)) });
  await page.goto("/event");
  await hydrated(page);
  await expectPage(page, onTheDay(onNow(minuteBefore)[0])["/event"]);
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
    upcoming: replyCopy.upcoming.title,
    today: replyCopy.today.title,
    after: replyCopy.after.title,
    past: replyCopy.past.title,
  };
  for (const [state, reply] of Object.entries(replies)) {
    const heading = page.getByRole("heading", { name: reply, exact: true });
    if (reply === replies[built]) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
    if (state === built) await expect(page.getByText(reply, { exact: true })).toBeVisible();
  }
  await context.close();
});

/** "plus £246 Gift Aid", where the content has Gift Aid (the organiser's test content does). */
const giftAid =
  fundraising.giftAid && fundraising.giftAid >= 1
    ? fillIn(fundraisingCopy.giftAid, { giftAid: formatAmount(Math.floor(fundraising.giftAid)) })
    : null;

test(
  "the donate page and the donor wall show the picnic's figures, and the empty wall no total of its own",
  {
    tag: "@content",
  },
  async ({ page }) => {
    await page.clock.setFixedTime(new Date(day(-40, "12:00")));
    for (const path of ["/donate", "/donor-wall"]) {
      await page.goto(path);
      await hydrated(page);
      const bar = page.getByRole("progressbar", { name: "Money raised" });
      await expect(bar).toHaveAttribute(
        "aria-valuetext",
        `${formatAmount(fundraising.raised)} raised of our ${formatAmount(fundraising.target)} target`,
      );
      await expect(page.getByText(totalCopy.label.running, { exact: true })).toBeVisible();
      // The figures' date on a line of its own under them, worded as content says (the fourth review).
      const updated = page
        .getByText(
          fillIn(fundraisingCopy.countedOn.dated, {
            asOf: formatDate(fundraising.asOf),
            charity: site.charity?.name ?? "the charity",
          }),
          { exact: true },
        )
        .filter({ visible: true });
      await expect(updated).toBeVisible();
      expect((await updated.boundingBox())!.y).toBeGreaterThan((await bar.boundingBox())!.y);
      // Where the charity's page gives Gift Aid, it is said beside the total, never added in (decision 061).
      if (giftAid) {
        const beside = page.getByText(giftAid).first();
        await expect(beside).toBeVisible();
        expect((await beside.boundingBox())!.y).toBeGreaterThan((await bar.boundingBox())!.y);
        // Before the day counted: above it, or first on its line (decision 105).
        const [gift, dated] = [(await beside.boundingBox())!, (await updated.boundingBox())!];
        if (gift.y === dated.y) expect(gift.x).toBeLessThan(dated.x);
        else expect(gift.y).toBeLessThan(dated.y);
      }
    }
    // The wall says whose gifts it lists, apart from the picnic's figures, and
    // keeps its own total hidden while this device has given nothing.
    await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();
    await expect(page.getByText("Total raised on this device")).toBeHidden();
    await expect(page.getByText("£0", { exact: true })).toBeHidden();

    await page.clock.setFixedTime(new Date(day(15, "12:00")));
    await page.goto("/donate");
    await expect(page.getByText(raised, { exact: true })).toBeVisible();
    await expect(page.getByText(totalCopy.label.running, { exact: true })).toBeHidden();
  },
);

test("six weeks before the day, the figures are dated no later than that day, and their supporters keep their word", async ({
  page,
}) => {
  const today = day(-46, "12:00");
  expect(fundraising.asOf <= today.slice(0, 10), "the sample figures' date").toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.setFixedTime(new Date(today));
  for (const path of ["/", "/donate", "/donor-wall"]) {
    await page.goto(path);
    // Every page says where and when in one line, the charity named (rounds 6 and 7).
    const dated = fundraisingCopy.countedOn.dated;
    await expect(
      page
        .getByText(
          fillIn(dated, { asOf: formatDate(fundraising.asOf), charity: site.charity!.name }),
        )
        .filter({ visible: true }),
    ).toBeVisible();
    // "182 supporters" on one line: the number never ends a line without its word.
    const count = page
      .locator("p:has(> span)", { hasText: "raised of our" })
      .filter({ visible: true });
    const lines = await count.evaluate((line) => {
      // The last part's own words, after its "·".
      const words = line.lastElementChild!.lastChild!;
      const range = document.createRange();
      range.selectNodeContents(words);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${path}: the supporters on one line`).toBe(1);
  }
});

test(
  "after the picnic the home page asks no one to come to it: the help card and the shop say what is left to do",
  { tag: "@content" },
  async ({ page }) => {
    const help = homeCopy.cards.find((card) => card.to === "/donate")!;
    const cards = page.getByRole("region", { name: homeCopy.cardsTitle || "Learn and help" });
    const shop = page.getByRole("region", { name: homeCopy.shopTitle });
    for (const [when, state] of [
      [day(-40, "12:00"), "upcoming"],
      [day(1, "12:00"), "past"],
    ] as const) {
      await page.clock.setFixedTime(new Date(when));
      await page.goto("/");
      const helpLine = homeHelpCopy[state] || help.text;
      const shopLine = homeShopCopy[state] || homeCopy.shopText;
      await expect(cards.getByText(helpLine, { exact: true })).toBeVisible();
      await expect(shop.getByText(shopLine, { exact: true })).toBeVisible();
      if (helpLine !== help.text)
        await expect(cards.getByText(help.text, { exact: true })).toBeHidden();
      if (shopLine !== homeCopy.shopText)
        await expect(shop.getByText(homeCopy.shopText, { exact: true })).toBeHidden();
    }
    // The day after, what the page shows asks no one to come to it.
    expect(await cards.evaluate((region) => (region as HTMLElement).innerText)).not.toMatch(
      /come to the picnic/i,
    );
  },
);

test(
  "once the day is over, the event page's schedule reads in the past tense",
  { tag: "@content" },
  async ({ page }) => {
    const schedule = page.locator("section:has(#schedule) ol > li");
    for (const [when, over] of [
      [day(-40, "12:00"), false],
      [day(0, later(event.endTime, 60)), true],
      [day(1, "08:00"), true],
    ] as const) {
      await page.clock.setFixedTime(new Date(when));
      await page.goto("/event");
      await expect(schedule).toHaveCount(event.schedule.length);
      for (const [index, item] of event.schedule.entries()) {
        const row = schedule.nth(index);
        const title = over ? (item.pastTitle ?? item.title) : item.title;
        await expect(
          row.getByRole("heading", { level: 3, name: title, exact: true }),
        ).toBeVisible();
        const said = over ? item.pastDescription : item.description;
        if (said) await expect(row.getByText(said, { exact: true })).toBeVisible();
        // As planned, never beside what happened.
        if (over && item.description !== item.pastDescription) {
          await expect(row.getByText(item.description, { exact: true })).toBeHidden();
        }
      }
    }
  },
);
