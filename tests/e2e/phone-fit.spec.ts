import type { Locator, Page } from "@playwright/test";
import { event } from "../../src/content/event";
import { eventHeroCopy, homeHeroCopy } from "../../src/content/event-copy";
import { homeCopy } from "../../src/content/home-copy";
import { photos } from "../../src/content/photos";
import { products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { formatPrice } from "../../src/lib/format";
import type { EventState } from "../../src/lib/event-state";
import { testContentUrl } from "../../playwright.config";
import { expect, hydrated, inFirstScreen, test } from "./fixtures";
import { day, later } from "./moments";

// What a phone's first screen holds, and that nothing on it breaks or slides
// sideways: the design review's last points (issue 24, decisions 024 and 025).

const phone = { width: 375, height: 812 };

/** How many lines the element's words take (its icon aside). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || (node.parentElement?.closest(".sr-only") ?? null)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
      }
    }
    return bottoms.size;
  });

/** The home page's first-screen buttons a visitor sees. */
const heroButtons = (page: Page) =>
  page
    .locator("[data-hero]")
    // The buttons, not the link to the charity's page under the figures (decision 077), nor
    // the day's number to call in its card over them (decision 103).
    .locator(`a:not([href="${site.donationPageUrl}"]):not([href^="tel:"])`)
    .filter({ visible: true });

async function heroButtonsFit(page: Page, labels: string[]) {
  const buttons = heroButtons(page);
  await expect(buttons).toHaveCount(2);
  for (const [index, label] of labels.entries()) {
    const button = buttons.nth(index);
    await expect(button).toContainText(label);
    await inFirstScreen(button, phone.height);
    expect(await linesOf(button), `"${label}" on one line`).toBe(1);
    // One above the other, each the width of the text column.
    expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(phone.width - 2 * 16 - 1);
  }
}

const moments: Array<{ state: EventState; at: string }> = [
  { state: "upcoming", at: day(-40, "12:00") },
  { state: "today", at: day(0, later(event.startTime, 90)) },
  { state: "after", at: day(0, later(event.endTime, 60)) },
  { state: "past", at: day(4, "12:00") },
];

test.describe("on a phone's first screen", () => {
  test.use({ viewport: phone });

  // One test through the year's four states (one browser context): tagged @content, it
  // runs on another organiser's longer words too (decision 027).
  test(
    "in every state of the year, the home and event pages' two buttons, each label on one line",
    { tag: "@content" },
    async ({ page }) => {
      for (const { state, at } of moments) {
        await page.clock.setFixedTime(new Date(at));
        await page.goto("/");
        await test.step(`${state}: home`, () =>
          heroButtonsFit(
            page,
            homeHeroCopy[state].actions.map((action) => action.label),
          ));
        // The event page's stand one above the other too (decision 028).
        await page.goto("/event");
        await test.step(`${state}: event`, () =>
          heroButtonsFit(
            page,
            eventHeroCopy[state].actions.map((action) => action.label),
          ));
      }
    },
  );

  for (const state of ["postponed", "cancelled"] as const) {
    test(`${state}: the home and event pages' two buttons, each label on one line`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(moments[0]!.at));
      await page.goto(`${testContentUrl(state)}/`);
      await heroButtonsFit(
        page,
        homeHeroCopy[state].actions.map((action) => action.label),
      );
      await page.goto(`${testContentUrl(state)}/event`);
      await heroButtonsFit(
        page,
        eventHeroCopy[state].actions.map((action) => action.label),
      );
    });
  }

  // Another organiser's words may take more lines (a longer name or notice): the picture
  // gives way, never the buttons. The title is lengthened on the built page, so this needs
  // no build of its own (decision 027).
  test("postponed and cancelled: with a title a line longer, the buttons still fit, the picture giving way", async ({
    page,
  }) => {
    for (const state of ["postponed", "cancelled"] as const) {
      await page.clock.setFixedTime(new Date(moments[0]!.at));
      await page.goto(`${testContentUrl(state)}/`);
      const title = page.locator("[data-hero] h1");
      // The picture of the day (the first in the page; her face follows the figures, round 6).
      const picture = page.locator("[data-hero] figure > div").first();
      const [lines, height] = [await linesOf(title), (await picture.boundingBox())!.height];
      // Her name again, until the title takes a line more.
      for (let words = 0; words < 5 && (await linesOf(title)) === lines; words += 1) {
        await title.evaluate((heading, name) => heading.append(` ${name}`), site.honoree);
      }
      expect(await linesOf(title), `${state}: the title takes a line more`).toBe(lines + 1);
      await test.step(state, () =>
        heroButtonsFit(
          page,
          homeHeroCopy[state].actions.map((action) => action.label),
        ),
      );
      // The picture as large as the room left allows (smaller only if need be), still a
      // picture: at least 6.5 rem tall (round 11 made it 30 px shorter, about 3:1).
      const now = (await picture.boundingBox())!.height;
      expect(now).toBeLessThanOrEqual(height);
      expect(now).toBeGreaterThanOrEqual(104);
    }
  });

  test(
    "the photos' credits are together at the foot of the page, none under a picture",
    {
      tag: "@content",
    },
    async ({ page }) => {
      await page.goto("/");
      // Under a picture (a quote's figure names its speaker, round 4) no credit: only her
      // portrait's caption, her name (round 10).
      const captions = await page.locator("main figure:has(img, svg) figcaption").allInnerTexts();
      expect(captions.map((caption) => caption.replace(/\s+/g, " ").trim())).toEqual([
        homeCopy.portraitCaption || `In loving memory of ${site.honoree}`,
      ]);
      const credits = [photos.hero, photos.portrait, photos.venue, ...photos.gallery].flatMap(
        (photo) => (photo?.credit ? [photo.credit] : []),
      );
      for (const credit of credits) {
        await expect(page.locator("footer").getByText(credit)).toBeVisible();
      }
    },
  );

  for (const product of products) {
    test(`/shop/${product.id}: picture, name, price, choices and Pre-Order Now without scrolling`, async ({
      page,
    }) => {
      await page.goto(`/shop/${product.id}`);
      const main = page.getByRole("main");
      const check = async () => {
        const picture = main.getByRole("img", { name: product.imageAlt });
        await inFirstScreen(picture, phone.height);
        // The picture the full width of the page's column (decision 028).
        expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(
          phone.width - 2 * 16 - 1,
        );
        await inFirstScreen(
          main.getByRole("heading", { level: 1, name: product.name }),
          phone.height,
        );
        await inFirstScreen(
          main.getByText(formatPrice(product.price), { exact: true }).first(),
          phone.height,
        );
        if (product.productType) {
          for (const name of ["Size", "Colour"]) {
            await inFirstScreen(main.getByRole("group", { name }), phone.height);
          }
        }
        await inFirstScreen(main.getByRole("link", { name: "Pre-Order Now" }), phone.height);
      };
      await check();
      await hydrated(page);
      await check();
    });
  }

  test("the home page never scrolls sideways; its shop teaser is a list that fits", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: phone.height });
    await page.goto("/");
    await hydrated(page);
    const sideways = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      parts: [...document.querySelectorAll("main *")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowX))
        // A strip made to be swiped, snapping to each picture with the next one peeking
        // (after the day, How the Day Went: decision 091), is not a part that spills over.
        .filter((element) => getComputedStyle(element).scrollSnapType === "none")
        .map((element) => element.outerHTML.slice(0, 80)),
    }));
    expect(sideways).toEqual({ page: 0, parts: [] });
    const teaser = page.getByRole("region", { name: homeCopy.shopTitle });
    const names = teaser.getByRole("heading", { level: 3 });
    await expect(names).toHaveCount(Math.min(4, products.length));
    for (const name of await names.all()) {
      const box = (await name.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expect(teaser.getByRole("link", { name: "Visit the Shop" })).toHaveAttribute(
      "href",
      "/shop",
    );
  });
});
