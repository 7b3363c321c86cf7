import type { Page } from "@playwright/test";
import { homeCopy } from "../../src/content/home-copy";
import { expect, hydrated, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";
import { publicPaths } from "./pages";

// Made for phones first (decision 018): a home page short enough to finish,
// hero buttons a thumb can hit, and Donate in reach all the way down.

const phone = { width: 375, height: 740 };

/**
 * Whether a link to /donate is on screen, visible and not under anything
 * else (what a visitor could tap right now), wherever it is on the page.
 */
const donateInReach = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href="/donate"]')].some((link) => {
      const box = link.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && link.contains(hit);
    }),
  );

const scrollHalfWay = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2);
  });

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test(
    "the home page is at most 5,000 px tall with every section of it there",
    { tag: "@content" },
    async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const main = page.getByRole("main");
      // The headings the organisers' content gives the home page.
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(homeCopy.heroTitle);
      for (const name of [
        homeCopy.journeyTitle,
        ...(homeCopy.cardsTitle ? [homeCopy.cardsTitle] : []),
        homeCopy.shopTitle,
      ]) {
        await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      // The three cards, under their own heading where the content gives one (round 6).
      for (const { title } of homeCopy.cards) {
        const level = homeCopy.cardsTitle ? 3 : 2;
        await expect(main.getByRole("heading", { level, name: title })).toBeVisible();
      }
      // What to expect, or after the picnic how the day went (round 4), whenever it is.
      await expect(
        main
          .getByRole("heading", { level: 2, name: homeCopy.expectTitle })
          .or(main.getByRole("heading", { level: 2, name: homeCopy.recapTitle })),
      ).toBeVisible();
      await expect(main.getByRole("link", { name: homeCopy.journeyLink })).toHaveAttribute(
        "href",
        "/about",
      );
      // After the day the same button says where it leads then (round 11).
      await expect(
        main
          .getByRole("link", { name: "View Event Details" })
          .or(main.getByRole("link", { name: homeCopy.recapLink || "View Event Details" })),
      ).toBeVisible();
      await expect(main.getByRole("link", { name: "Visit the Shop" })).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(5000);
      // Her friends' words are said once, beside her story on /about (the fourth review).
      await expect(main.getByText(homeCopy.journeyQuote)).toHaveCount(0);
      await page.goto("/about");
      await expect(main.getByText(homeCopy.journeyQuote)).toBeVisible();
    },
  );

  // The hero's two buttons, one above the other and each on one line in every
  // state: phone-fit.spec.ts.

  test("Donate is in reach half-way down every page, before and after the app starts: the header's", async ({
    page,
  }) => {
    // Donate itself too: its header's Donate Now is marked as the page's (decision 081).
    for (const path of publicPaths) {
      await page.goto(path);
      expect(await donateInReach(page), `Donate in reach at the top of ${path}`).toBe(true);
      await hydrated(page);
      await scrollHalfWay(page);
      expect(await donateInReach(page), `Donate in reach half-way down ${path}`).toBe(true);
    }
    // Followed, it marks Donate as the page the visitor is on.
    await page.goto("/shop");
    await scrollHalfWay(page);
    await page.locator("#site-header > div").getByRole("link", { name: "Donate Now" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Donate" })).toBeVisible();
    await expect(
      page.locator("#site-header > div").getByRole("link", { name: "Donate Now" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("before the picnic, RSVP and Add to calendar are near the top of Event", async ({
    page,
  }) => {
    await page.clock.setFixedTime(fortyDaysBefore());
    await page.goto("/event");
    await hydrated(page);
    const rsvp = page.getByRole("main").getByRole("link", { name: "RSVP Now" }).first();
    const calendar = page.getByText("Add to Calendar", { exact: true });
    // RSVP in the first screen (decision 024), the calendar choice within two screens.
    expect((await rsvp.boundingBox())!.y).toBeLessThan(phone.height);
    expect((await calendar.boundingBox())!.y).toBeLessThan(2 * phone.height);
    await expect(rsvp).toHaveAttribute("href", /^mailto:/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the header's Donate Now is a plain link to the Donate page", async ({ page }) => {
      await page.goto("/shop");
      await scrollHalfWay(page);
      expect(await donateInReach(page)).toBe(true);
      await page.locator("#site-header > div").getByRole("link", { name: "Donate Now" }).click();
      await expect(page).toHaveURL("/donate");
    });
  });
});

test("on a laptop, Donate is in reach half-way down a long page too (the header's)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await scrollHalfWay(page);
  expect(await donateInReach(page)).toBe(true);
});
