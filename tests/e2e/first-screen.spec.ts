import { site } from "../../src/content/site";
import { portraitCaption } from "../../src/content/home-copy";
import { event } from "../../src/content/event";
import {
  dateCopy,
  heldCopy,
  eventHeroCopy,
  heroWelcome,
  homeHeroCopy,
  homeHeroNextYear,
  noteCopy,
  totalCopy,
  totalIsFinal,
  totalSoFarCopy,
} from "../../src/content/event-copy";
import { finalTotal, fundraising, resultRaised } from "../../src/content/fundraising";
import { eventDate, eventDateText, holdRanges } from "../../src/lib/event-facts";
import { NEXT_YEAR_AFTER_DAYS, fillIn } from "../../src/lib/event-state";
import {
  formatAmount,
  formatDate,
  formatDayAndMonth,
  formatShortDate,
  formatLongDate,
  formatTime,
} from "../../src/lib/format";
import type { EventState } from "../../src/lib/event-state";
import { testContentUrl } from "../../playwright.config";
import { expect, hydrated, inFirstScreen, plainSpaces, test } from "./fixtures";
import { day, later } from "./moments";

// The first phone screen says what matters now (issue 24, decision 024).

const phone = { width: 375, height: 812 };
const values = {
  date: formatLongDate(eventDate),
  open: formatTime(event.startTime),
  close: formatTime(event.endTime),
  // After the day, the year's result: the final total where there is one (decision 090).
  raised: formatAmount(resultRaised),
  year: eventDate.slice(0, 4),
  dayHeld: formatDayAndMonth(eventDate),
  shortDate: formatShortDate(eventDate),
  asOf: formatDate(fundraising.asOf),
  charity: site.charity?.name ?? "the charity",
};
const fill = (template: string) => fillIn(holdRanges(template), values);
/**
 * The line over the figure after the picnic, on every page that shows the total (decision
 * 087): what it raised if they were counted on or after its day, the count before it if
 * before (decision 051).
 */
const pastTotal = totalCopy.label[totalIsFinal ? "result" : "beforeDay"];
const yearTotal = pastTotal;

/**
 * Event's line 40 days before the day: the count on the date's line (round 8),
 * "<date> · 40 days to go · <times> · <place>".
 */
const countedForty = (line: string) => {
  const [date, ...rest] = line.split(" · ");
  return [date, noteCopy.days[0].replace("{days}", "40"), ...rest].join(" · ");
};

/** The schedule item a visitor finds on now, ten minutes after it starts. */
const item = event.schedule[Math.min(2, event.schedule.length - 1)]!;

const moments: Array<{ state: EventState; at: string }> = [
  { state: "upcoming", at: day(-40, "12:00") },
  { state: "today", at: day(0, later(item.time, 10)) },
  { state: "after", at: day(0, later(event.endTime, 60)) },
  { state: "past", at: day(4, "12:00") },
];

test.describe("the first phone screen", () => {
  test.use({ viewport: phone });

  for (const { state, at } of moments) {
    test(`${state}: Home and Event say what matters now, with the main action`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(at));
      await page.goto("/");
      const main = page.getByRole("main");
      const hero = homeHeroCopy[state];
      const eyebrow = main.getByText(fill(hero.eyebrow), { exact: true });
      await inFirstScreen(eyebrow, phone.height);
      // "<when> · <where>": each part an item of one row of small icons and words, wrapping
      // between items, no "·" seen at all (round 11; the fourth review's hanging "·").
      const parts = fill(hero.eyebrow).split(" · ");
      expect(plainSpaces(await eyebrow.innerText()).split("\n")).toEqual(parts.map(plainSpaces));
      await inFirstScreen(
        main.getByRole("link", { name: hero.actions[0]!.label }).first(),
        phone.height,
      );
      await inFirstScreen(
        main.getByRole("link", { name: hero.actions[1]!.label }).first(),
        phone.height,
      );
      await inFirstScreen(main.getByRole("heading", { level: 1 }), phone.height);
      // The picture of the day closes the hero in every state, at 16:9, a photograph's shape
      // (decision 101; round 11 read 3:1 over the title as a letterbox, and the hero's order
      // changing after the day): after the title, the buttons and the figures.
      const figure = page.locator("[data-hero] figure").first();
      const picture = (await figure.boundingBox())!;
      const title = (await main.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(picture.y).toBeGreaterThan(title.y);
      const total = (await page
        .locator("[data-hero] [data-total]")
        .filter({ visible: true })
        .first()
        .boundingBox())!;
      expect(picture.y, "under the figures").toBeGreaterThan(total.y + total.height - 1);
      expect(picture.height / picture.width).toBeCloseTo(9 / 16, 1);
      // Free entry before the day and on it (round 12: it had been dropped on the day), once
      // seen: Home's lines are one set for each state.
      if ((state === "upcoming" || state === "today") && heroWelcome) {
        await inFirstScreen(
          main.getByText(heroWelcome, { exact: true }).filter({ visible: true }),
          phone.height,
        );
      }
      if (state === "today") {
        await inFirstScreen(
          main.getByText(fillIn(noteCopy.onNow, { title: item.title }), { exact: true }),
          phone.height,
        );
      }
      // Before the day and on it the line naming the charity in the first screen (review 2),
      // under the buttons, the figures close under it (round 6).
      const charity = site.charity
        ? page
            .locator("[data-hero]")
            .getByText(`In aid of ${site.charity.name}`, { exact: false })
            .filter({ visible: true })
        : null;
      if (charity && (state === "upcoming" || state === "today")) {
        await inFirstScreen(charity, phone.height);
        const above = (await charity.boundingBox())!;
        const figures = page.locator("[data-hero] div:has(> progress)").filter({ visible: true });
        const box = (await figures.boundingBox())!;
        expect(box.y - (above.y + above.height)).toBeLessThanOrEqual(32);
      }
      // The total is said once in the first screen, by the figures (the fourth review).
      // Before the day and on it, the running count; after it, the year's result (decision 090).
      const hereRaised =
        state === "upcoming" || state === "today"
          ? formatAmount(fundraising.raised)
          : values.raised;
      const heroText = await page.locator("[data-hero]").innerText();
      expect(heroText.split(hereRaised).length - 1).toBe(1);

      await page.goto("/event");
      const line = eventHeroCopy[state];
      // After the day, the year's total, or the count from before it (decision 085).
      const heroLine = state === "after" || state === "past" ? yearTotal : line.line;
      const shown = state === "upcoming" ? countedForty(fill(heroLine)) : fill(heroLine);
      await inFirstScreen(main.getByText(shown, { exact: true }), phone.height);
      await inFirstScreen(
        main.getByRole("link", { name: line.actions[0]!.label }).first(),
        phone.height,
      );
      if (state === "today") {
        await inFirstScreen(
          main.getByText(fillIn(noteCopy.onNow, { title: item.title }), { exact: true }).first(),
          phone.height,
        );
      }
    });
  }

  // When plans change (the test-content builds), the notice comes first, with what to do now.
  for (const { variant, change, actions } of [
    { variant: "postponed", change: "postponed", actions: ["Hear About the New Date"] },
    { variant: "cancelled", change: "cancelled", actions: ["Donate Now", "Hear About Next Year"] },
  ]) {
    test(`${variant}: Home and Event say so first, with what to do now`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(moments[0]!.at));
      for (const path of ["/", "/event"]) {
        await page.goto(`${testContentUrl(variant)}${path}`);
        const main = page.getByRole("main");
        await inFirstScreen(
          main.getByText(`The picnic on ${eventDateText} is ${change}.`).first(),
          phone.height,
        );
        for (const name of actions) {
          await inFirstScreen(main.getByRole("link", { name }).first(), phone.height);
        }
      }
    });
  }

  test("one way to give on every page: the header's Donate Now beside Menu, no bar over the page", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(moments[0]!.at));
    const header = page.locator("#site-header > div").getByRole("link", { name: "Donate Now" });
    for (const path of [
      "/",
      "/event",
      "/shop",
      "/shop/hoodie",
      "/about",
      "/donor-wall",
      "/terms",
    ]) {
      await page.goto(path);
      await expect(header, path).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      // Still there half way down (the header is fixed), and nothing at the screen's foot.
      await expect(header, path).toBeInViewport();
      await expect(page.getByRole("complementary", { name: "Donate" }), path).toHaveCount(0);
    }
    // The menu open (decision 102): a sheet from under the header to the screen's foot,
    // the page dimmed behind it and still; its Donate Now the outline; the first
    // screen's own Donate Now left where it was, no gap.
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).click();
    const sheet = page.locator("#site-menu");
    const menuDonate = sheet.getByRole("link", { name: "Donate Now" });
    await expect(menuDonate).toBeVisible();
    await expect(menuDonate).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // The header's links and its Donate Now, and nothing more (the specification's panel).
    const navNames = await page.locator('nav[aria-label="Main"] a').allTextContents();
    await expect(sheet.getByRole("link")).toHaveText([...navNames, "Donate Now"]);
    await expect(
      page.locator("[data-hero]").getByRole("link", { name: "Donate Now" }),
    ).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(phone.height);
    const dim = await sheet.evaluate(
      (menu) => getComputedStyle(menu, "::backdrop").backgroundColor,
    );
    expect(dim).not.toBe("rgba(0, 0, 0, 0)");
    // A swipe on the dimmed page beside the sheet moves nothing (two frames for the scroll).
    await page.mouse.move(box.x / 2, phone.height - 100);
    await page.mouse.wheel(0, 600);
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await page.evaluate(frames);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the header keeps its 87.75 px", async ({ page }) => {
    await page.goto("/");
    const box = await page.locator("#site-header").boundingBox();
    expect(box!.height).toBeCloseTo(87.75, 1);
  });
});

// The date, the times and the place above the title: a line each at every width, never
// a "·" or half a place starting a line, and room before the title (review 1).
for (const width of [375, 1280]) {
  test(`at ${width} px the date, times and place above Home's and Event's title are a line each`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.setFixedTime(new Date(day(-40, "12:00")));
    const main = page.getByRole("main");
    for (const [path, template] of [
      ["/", homeHeroCopy.upcoming.eyebrow],
      ["/event", eventHeroCopy.upcoming.line],
    ] as const) {
      await page.goto(path);
      // On Event the count shares the date's line (round 8).
      const shown = path === "/event" ? countedForty(fill(template)) : fill(template);
      const line = main.getByText(shown, { exact: true });
      await expect(line).toBeVisible();
      const [date, ...rest] = fill(template).split(" · ").map(plainSpaces);
      expect(plainSpaces(await line.innerText()).split("\n"), path).toEqual([
        path === "/event" ? plainSpaces(countedForty(date!)) : date,
        ...rest,
      ]);
      // Each part on one line of its own: as tall as three lines, however wide. On Home a
      // row of small icons and words (round 11): each part one line, side by side where
      // they fit.
      const box = (await line.boundingBox())!;
      const lineHeight = parseFloat(
        await line.evaluate((element) => getComputedStyle(element).lineHeight),
      );
      if (path === "/") {
        for (const height of await line.evaluate((row) =>
          [...row.children]
            .filter((item) => item.getClientRects().length > 0)
            .map((item) => item.getBoundingClientRect().height),
        ))
          expect(Math.round(height / lineHeight), path).toBe(1);
      } else
        expect(Math.round(box.height / lineHeight), path).toBe(fill(template).split(" · ").length);
      if (heroWelcome && path !== "/") {
        // The welcome under it on the lines' own rhythm, neither jammed against them nor
        // set apart (round 13: it stood a larger gap below them).
        const welcome = (await main.getByText(heroWelcome, { exact: true }).boundingBox())!;
        const between = await line.evaluate((row) => {
          const [first, second] = [...row.children].filter((part) => part.getClientRects().length);
          return second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
        });
        expect(between, path).toBeGreaterThanOrEqual(2);
        expect(Math.abs(welcome.y - (box.y + box.height) - between), path).toBeLessThanOrEqual(1);
      }
    }
    // On Home, under the title (review 2), with room (about 12 px) between it and those lines.
    await page.goto("/");
    const gap = await main.getByRole("heading", { level: 1 }).evaluate((title) => {
      let under = title.nextElementSibling;
      while (under && under.getBoundingClientRect().height === 0) under = under.nextElementSibling;
      return under!.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(10);
  });
}

// The bunting over the hero's drawing hangs whole from the top of the picture, however
// much of the sky the frame crops: never a row of stray pink tips along its edge (review 1).
for (const viewport of [phone, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px Home's drawing shows its bunting whole, inside the picture`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const frame = page.locator("[data-hero] figure > div").first();
    const bunting = frame.locator("svg:has(use[href$='#bunting'])");
    await expect(bunting).toBeVisible();
    const [outer, flags] = [(await frame.boundingBox())!, (await bunting.boundingBox())!];
    expect(flags.y).toBeGreaterThanOrEqual(outer.y - 0.5);
    expect(flags.y + flags.height).toBeLessThanOrEqual(outer.y + outer.height / 2);
    expect(flags.width).toBeCloseTo(outer.width, 0);
  });
}

test("weeks after the picnic the home page gives the thanks and the total, next year its button alone", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const main = page.getByRole("main");
  const hero = page.locator("[data-hero]");
  // The first of the hero's own buttons (the total's link to the charity's page is above them).
  const firstButton = hero.locator('a:not([target="_blank"])').filter({ visible: true }).first();
  // The last day of the day's thanks (NEXT_YEAR_AFTER_DAYS after the picnic's day), at noon.
  await page.clock.setFixedTime(new Date(day(NEXT_YEAR_AFTER_DAYS, "12:00")));
  await page.goto("/");
  await inFirstScreen(
    main.getByText(fill(homeHeroCopy.past.eyebrow), { exact: true }),
    phone.height,
  );
  await expect(firstButton).toContainText(homeHeroCopy.past.actions[0]!.label);

  // The next morning: the title, the thanks and the total, all before the buttons and in
  // the first screen (issue 40); next year is its button's to say, one line and one action
  // (round 10: "Back next summer" over the title said it once more).
  await page.clock.setFixedTime(new Date(day(NEXT_YEAR_AFTER_DAYS + 1, "08:00")));
  await page.goto("/");
  await expect(main.getByText(fill(homeHeroCopy.past.eyebrow), { exact: true })).toBeHidden();
  const hear = homeHeroNextYear.actions.find(({ to }) => to === "next-year")!.label;
  await inFirstScreen(hero.getByRole("link", { name: hear }), phone.height);
  await expect(firstButton).toContainText(homeHeroNextYear.actions[0]!.label);
  const total = hero.getByText(fill(yearTotal), { exact: true }).filter({ visible: true });
  const thanks = main.getByText(fill(homeHeroNextYear.thanks), { exact: true });
  await inFirstScreen(total, phone.height);
  await inFirstScreen(thanks, phone.height);
  const title = await hero.getByRole("heading", { level: 1 }).boundingBox();
  const button = await firstButton.boundingBox();
  expect((await total.boundingBox())!.y).toBeGreaterThan(title!.y);
  // The thanks first, then the total (issue 47).
  expect((await total.boundingBox())!.y).toBeGreaterThan((await thanks.boundingBox())!.y);
  expect((await total.boundingBox())!.y).toBeLessThan(button!.y);
  await inFirstScreen(hero.getByRole("link").filter({ visible: true }).last(), phone.height);
  // The total is said once, and no date under "See you next summer" reads as coming: Home
  // tells how the day went (round 4), the event page which year's it was.
  expect((await hero.innerText()).split(values.raised).length - 1).toBe(1);
  const held = fill(dateCopy.past);
  // When it was held, once, in the first screen (round 11: months later nothing said when).
  const heldOn = plainSpaces(fill(heldCopy));
  await inFirstScreen(hero.getByText(heldOn, { exact: true }), phone.height);
  expect(plainSpaces(await main.innerText()).split(plainSpaces(values.date))).toHaveLength(2);
  // The event page, a recap by then, says when it was once, in its hero as Home does
  // (decision 101: no longer in a note of its own, "Took place on …").
  await page.goto("/event");
  await expect(main.getByText(held, { exact: true })).toBeHidden();
  await inFirstScreen(page.locator("[data-hero]").getByText(heldOn, { exact: true }), phone.height);
  expect(plainSpaces(await main.innerText())).not.toContain("Took place");
});

test(
  "after the picnic the first phone screen leads with the thanks and the total, and the total has no bar nor share of the target",
  { tag: "@content" },
  async ({ page }) => {
    await page.setViewportSize(phone);
    const main = page.getByRole("main");
    const hero = page.locator("[data-hero]");
    const percent = `${Math.floor((resultRaised / fundraising.target) * 100)}%`;
    for (const [state, at, total, thanks] of [
      // From the evening of the day, the year's total as a result (round 6).
      ["after", day(0, later(event.endTime, 60)), fill(yearTotal), homeHeroCopy.after.subtitle],
      ["past", day(1, "08:00"), fill(yearTotal), homeHeroCopy.past.subtitle],
    ] as const) {
      await page.clock.setFixedTime(new Date(at));
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-event", state);
      const figure = hero.getByText(total, { exact: true }).filter({ visible: true });
      const words = main.getByText(fill(thanks), { exact: true }).filter({ visible: true });
      // Under the title, above the buttons, all in the first screen.
      const title = await hero.getByRole("heading", { level: 1 }).boundingBox();
      const button = await hero.getByRole("link").filter({ visible: true }).first().boundingBox();
      for (const part of [figure, words]) {
        await inFirstScreen(part, phone.height);
        const box = (await part.boundingBox())!;
        expect(box.y, `${state}: under the title`).toBeGreaterThan(title!.y);
        expect(box.y + box.height, `${state}: above the buttons`).toBeLessThanOrEqual(button!.y);
      }
      await inFirstScreen(hero.getByRole("link").filter({ visible: true }).last(), phone.height);
    }
    // The total after the picnic has no share of the target and no bar, wherever it is shown;
    // a final one no date either, a total so far the day it was counted (decision 051).
    for (const path of ["/", "/donate", "/donor-wall"]) {
      await page.goto(path);
      await hydrated(page);
      await expect(
        main
          .getByText(fill(path === "/" ? yearTotal : pastTotal), { exact: true })
          .filter({ visible: true }),
      ).toHaveCount(1);
      await expect(main.getByRole("progressbar")).toHaveCount(0);
      // Once the day is over its share of the target read as a shortfall (round 10).
      await expect(main.getByText(percent).filter({ visible: true })).toHaveCount(0);
      await expect(main.getByText(/updated/i).filter({ visible: true })).toHaveCount(0);
      await expect(
        main.getByText(fill(totalSoFarCopy.counted)).filter({ visible: true }),
      ).toHaveCount(totalIsFinal ? 0 : 1);
    }
  },
);

test(
  "after the picnic, figures counted before its day are given with their date, never as what it raised; a final total is what it raised",
  { tag: "@content" },
  async ({ page }) => {
    await page.setViewportSize(phone);
    await page.clock.setFixedTime(new Date(day(4, "12:00")));
    const main = page.getByRole("main");
    const raisedByThePicnic = fill(totalCopy.label.result);
    // With the organisers' final total (the sample's, decision 090) every page says what it raised,
    // and nothing of a count before the day; without one (the organiser's picnic), the dated count.
    if (finalTotal) {
      for (const path of ["/", "/event", "/donate", "/donor-wall"]) {
        await page.goto(path);
        // Lower case: the label is set in capitals, which innerText reads as shown.
        const text = plainSpaces(await main.innerText()).toLowerCase();
        expect(text, path).toContain(plainSpaces(raisedByThePicnic).toLowerCase());
        expect(text, path).toContain(formatAmount(finalTotal.raised));
        expect(text, path).not.toContain(
          plainSpaces(fill(totalCopy.label.beforeDay)).toLowerCase(),
        );
      }
      return;
    }
    expect(fundraising.asOf < eventDate, "figures counted before the day").toBe(true);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-event", "past");
    // Home and Event: the count, with the day it was counted under it (rounds 6 and 7).
    const soFar = main.getByText(fill(yearTotal), { exact: true });
    const counted = main.getByText(fill(totalSoFarCopy.counted));
    await inFirstScreen(soFar.filter({ visible: true }), phone.height);
    await inFirstScreen(counted.filter({ visible: true }), phone.height);
    expect(await main.innerText()).not.toContain(raisedByThePicnic);
    // Nor does the event page, Donate or the wall: each dates the count.
    for (const path of ["/", "/event", "/donate", "/donor-wall"]) {
      await page.goto(path);
      await hydrated(page);
      const text = await main.innerText();
      expect(text, path).not.toContain(raisedByThePicnic);
      expect(plainSpaces(text), path).toContain(plainSpaces(fill(totalSoFarCopy.counted)));
    }
    // What search engines and shared links are told says when it was counted, too: the
    // description is written at build time, so only by a build made after the day (the
    // organiser's picnic is next year's, built before it).
    const builtAfterTheDay = new Date().toISOString().slice(0, 10) > eventDate;
    for (const path of builtAfterTheDay ? ["/", "/event"] : []) {
      await page.goto(path);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(plainSpaces(description ?? ""), path).toContain(plainSpaces(values.asOf));
    }
  },
);

test("at 1280 px /event, /donate and /about show a picture in the first screen, and the footer reaches the foot", async ({
  page,
}) => {
  const wide = { width: 1280, height: 800 };
  await page.setViewportSize(wide);
  for (const path of ["/event", "/donate", "/about"]) {
    await page.goto(path);
    await inFirstScreen(page.getByRole("main").locator("figure").first(), wide.height);
  }
  // On /event the picture stands beside the words, not under them. Before the day, when
  // it shows the date, time and place (after it, a recap: decision 074).
  await page.clock.setFixedTime(new Date(day(-40, "12:00")));
  await page.goto("/event");
  const words = await page.getByRole("heading", { level: 1 }).boundingBox();
  const picture = await page.getByRole("main").locator("figure").first().boundingBox();
  expect(picture!.x).toBeGreaterThan(words!.x + words!.width);
  // The venue's tile, a third of the row like the date's and the time's (decision 095), on
  // two lines at most.
  const place = `${event.venue.name}, ${event.venue.region}`;
  const venue = page
    .getByRole("region", { name: "When and where" })
    .getByText(place, { exact: true });
  const lineHeight = await venue.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await venue.boundingBox())!.height).toBeLessThan(lineHeight * 2.5);

  // A short page on a tall screen: the footer's colour down to the page's foot.
  for (const viewport of [
    { width: 1280, height: 2400 },
    { width: 375, height: 2400 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/donor-wall");
    const bottom = await page.evaluate(() => {
      const footer = document.getElementById("site-footer")!;
      return {
        page: document.documentElement.scrollHeight,
        footer: footer.getBoundingClientRect().bottom + window.scrollY,
      };
    });
    expect(
      bottom.footer,
      `${viewport.width}: the footer at the page's foot`,
    ).toBeGreaterThanOrEqual(bottom.page - 1);
  }
});

test("her portrait's place shows the memorial artwork at a size that reads", async ({ page }) => {
  for (const width of [375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // About's, in its hero until her photo is added (issue 47), her name and years its caption,
    // as Home's; on a phone a small card beside them (decision 097).
    await page.goto("/about");
    const place = page.getByRole("main").locator("figure").first();
    await expect(place.locator("figcaption")).toHaveText(portraitCaption);
    const [frameBox, drawingBox] = [
      await place.locator("div").first().boundingBox(),
      await place.locator("svg, img").first().boundingBox(),
    ];
    expect(drawingBox!.width, `at ${width} px`).toBeGreaterThan(frameBox!.width / 2);
    expect(drawingBox!.width, `at ${width} px`).toBeGreaterThan(width < 768 ? 64 : 90);
  }
});

test("after the picnic the home page says thank you once and the date once", async ({ page }) => {
  await page.clock.setFixedTime(new Date(moments[3]!.at));
  await page.goto("/");
  const text = (await page.getByRole("main").innerText()).toLowerCase();
  expect(text.split("thank you").length - 1).toBe(1);
  // As the picnic gone by (decision 028), once: above the title, not again on a card (round 4).
  expect(text.split(values.dayHeld.toLowerCase()).length - 1).toBe(1);
  expect(text).not.toContain(values.date.toLowerCase());
});

test.describe("the event page", () => {
  test.use({ viewport: phone });

  test("on the day the schedule's row on now is marked, and moves on with the clock", async ({
    page,
  }) => {
    const index = event.schedule.indexOf(item);
    const next = event.schedule[index + 1];
    await page.clock.install({ time: new Date(day(0, later(item.time, 10))) });
    await page.goto("/event");
    // The page script follows the clock: it must be running before the clock moves.
    await hydrated(page);
    const schedule = page.locator("ol").filter({ hasText: item.title }).first();
    const current = schedule.locator("li[data-now]");
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(item.title);
    await expect(current).toContainText("(on now)");
    if (next) {
      await page.clock.setFixedTime(new Date(day(0, later(next.time, 1))));
      await page.clock.runFor(16_000);
      await expect(current).toContainText(next.title);
      await expect(
        page.getByText(fillIn(noteCopy.onNow, { title: next.title }), { exact: true }).first(),
      ).toBeVisible();
    }
  });

  test("following the clock on a day with nothing new, the page is left as it is", async ({
    page,
  }) => {
    // The week before and the day after: every 15 s the page's scripts look
    // again, and find the state and the words they drew. Writing them anyway
    // would cost a slow phone a style pass of the whole page each time (the
    // state sits on <html>), and a layout for the words.
    for (const when of [day(-7, "12:00"), day(1, "12:00")]) {
      await page.clock.install({ time: new Date(when) });
      await page.goto("/event");
      await hydrated(page);
      // The site's one-off idle work (the menu, the buttons) is done within 2 s.
      await page.clock.runFor(3000);
      await page.evaluate(() => {
        const rewritten: string[] = [];
        Object.assign(window, { rewritten });
        const record = new MutationObserver((changes) => {
          for (const change of changes)
            rewritten.push(`${change.target.nodeName} ${change.attributeName ?? change.type}`);
        });
        // The page's state on <html>, and everything the visitor sees (the head
        // gains its manifest link once, after load, and is not watched).
        record.observe(document.documentElement, { attributes: true });
        record.observe(document.body, {
          attributes: true,
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await page.clock.runFor(31_000);
      expect(await page.evaluate(() => Reflect.get(window, "rewritten"))).toEqual([]);
    }
  });

  test("the two calendar links are one choice, and RSVP stays", async ({ page }) => {
    await page.clock.setFixedTime(new Date(moments[0]!.at));
    await page.goto("/event");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "RSVP Now" }).first()).toBeVisible();
    const google = main.getByRole("link", { name: /^Add to Google Calendar/ });
    const file = main.getByRole("link", { name: /^Add to Calendar \(\.ics/ });
    await expect(google).toBeHidden();
    await expect(file).toBeHidden();
    await page.getByText("Add to Calendar", { exact: true }).click();
    await expect(google).toBeVisible();
    await expect(file).toBeVisible();
  });
});
