import type { Page } from "@playwright/test";
import { homeCopy } from "../../src/content/home-copy";
import { products } from "../../src/content/products";
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
        ...homeCopy.cards.map((card) => card.title),
        homeCopy.shopTitle,
      ]) {
        await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
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
      await expect(main.getByRole("link", { name: "View Event Details" })).toBeVisible();
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

  test("Donate is in reach half-way down every page but Donate and the products', before and after the app starts", async ({
    page,
  }) => {
    // A product page's button is Pre-Order Now; its Donate is in the menu (phone-fit.spec.ts).
    const productPaths = new Set(products.map((product) => `/shop/${product.id}`));
    // The privacy policy and the terms are pages to read, without the bar (decision 028;
    // first-screen.spec.ts).
    for (const path of publicPaths.filter(
      (path) => !["/donate", "/privacy", "/terms"].includes(path) && !productPaths.has(path),
    )) {
      await page.goto(path);
      await hydrated(page);
      await scrollHalfWay(page);
      // Where the first screen has its own Donate (Home, Event), the bar comes once that has
      // scrolled away: a moment after the scroll (decisions 024, 028).
      await expect
        .poll(() => donateInReach(page), { message: `Donate in reach half-way down ${path}` })
        .toBe(true);
    }
    // Followed, the bar goes: the page has its own form and Donate button.
    await page.goto("/shop");
    await scrollHalfWay(page);
    await page.getByRole("complementary", { name: "Donate" }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Donate" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Donate" })).toHaveCount(0);
    await page.goto("/donate");
    await expect(page.getByRole("complementary", { name: "Donate" })).toHaveCount(0);
  });

  test("the Donate bar never covers the control in focus, nor the footer's last line", async ({
    page,
  }) => {
    await page.goto("/event");
    await hydrated(page);
    const bar = await page.getByRole("complementary", { name: "Donate" }).boundingBox();
    const barTop = phone.height - bar!.height;
    // Every control of the page, by keyboard, down to the bar's own link or the page's end.
    let checked = 0;
    const passed = new Set<string>();
    for (let tab = 0; tab < 80; tab += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent?.trim(),
          bottom: box.bottom,
          inBar: !!element.closest("aside"),
          // Past the page's last control: the bar steps aside while the page's own Donate
          // is in view (decision 028), so the last Tab may leave the page instead.
          none: element === document.body,
          landmark: element.closest("header, main, footer")?.localName ?? "",
        };
      });
      if (focused.inBar || focused.none) break;
      passed.add(focused.landmark);
      expect(focused.bottom, `"${focused.name}" is not behind the bar`).toBeLessThanOrEqual(barTop);
      checked += 1;
    }
    // The header's and the page's controls, and on into the footer's, not one Tab and out
    // (how many depends on the organiser's content: the footer's networks, say).
    expect([...passed]).toEqual(expect.arrayContaining(["header", "main", "footer"]));
    expect(checked).toBeGreaterThan(10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" });
    const box = await terms.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(barTop);
  });

  test("before the picnic, RSVP and Add to calendar are near the top of Event", async ({
    page,
  }) => {
    await page.clock.setFixedTime(fortyDaysBefore());
    await page.goto("/event");
    await hydrated(page);
    const rsvp = page.getByRole("main").getByRole("link", { name: "RSVP Now" }).first();
    const calendar = page.getByText("Add to calendar", { exact: true });
    // RSVP in the first screen (decision 024), the calendar choice within two screens.
    expect((await rsvp.boundingBox())!.y).toBeLessThan(phone.height);
    expect((await calendar.boundingBox())!.y).toBeLessThan(2 * phone.height);
    await expect(rsvp).toHaveAttribute("href", /^mailto:/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Donate bar is a plain link to the Donate page", async ({ page }) => {
      await page.goto("/shop");
      await scrollHalfWay(page);
      expect(await donateInReach(page)).toBe(true);
      await page.getByRole("complementary", { name: "Donate" }).getByRole("link").click();
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
  await expect(page.getByRole("complementary", { name: "Donate" })).toBeHidden();
});
