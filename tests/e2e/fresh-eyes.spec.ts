import type { Locator, Page } from "@playwright/test";
import { event } from "../../src/content/event";
import { eventHeroCopy, homeHeroCopy, homeHeroNextYear } from "../../src/content/event-copy";
import { fundraising } from "../../src/content/fundraising";
import { products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { NEXT_YEAR_AFTER_DAYS } from "../../src/lib/event-state";
import { formatAmount, formatPrice } from "../../src/lib/format";
import { stubWindowOpen } from "./donation";
import { expect, hydrated, inFirstScreen, plainSpaces, test } from "./fixtures";
import { day, later } from "./moments";

// Issue 47: what a designer who had never seen the site noticed first, on a phone.

const phone = { width: 375, height: 812 };

/** The top of the slim Donate bar fixed at the foot of a phone's screen. */
const barTop = async (page: Page) =>
  (await page.locator("[data-donate-bar] > div").boundingBox())!.y;

const bottomOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

test.describe("giving a stranger trusts", () => {
  test.use({ viewport: phone });

  test("Donate's first phone screen names the charity and its number beside Donate, and the thank-you names it first", async ({
    page,
  }) => {
    const charity = site.charity!;
    expect(charity, "the sample names its charity").toBeTruthy();
    await stubWindowOpen(page);
    await page.goto("/donate");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Donation" });
    const donate = form.getByRole("button", { name: /^Donate/ });
    const whom = form.getByText(charity.name).filter({ visible: true });
    await inFirstScreen(donate, phone.height);
    await inFirstScreen(whom, phone.height);
    // Beside the button: just under it, with its registration number.
    const line = whom.locator("xpath=..");
    await expect(line).toContainText(charity.number);
    expect((await whom.boundingBox())!.y - (await bottomOf(donate))).toBeLessThan(48);

    // Raised so far near the form: what everyone gave follows the form at once.
    const raised = page
      .getByRole("main")
      .getByText(formatAmount(fundraising.raised), { exact: false })
      .filter({ visible: true })
      .first();
    expect((await raised.boundingBox())!.y - (await bottomOf(form))).toBeLessThan(200);

    await donate.click();
    const status = page.getByRole("status");
    await expect(status.locator("p").first()).toHaveText(
      `Finish your gift on ${charity.name}'s donation page.`,
    );
  });
});

/** After the picnic: the evening of the day, days later, and weeks later (next year first). */
const afterMoments = [
  {
    name: "the evening of the day",
    at: day(0, later(event.endTime, 60)),
    thanks: homeHeroCopy.after.subtitle,
  },
  { name: "days later", at: day(4, "12:00"), thanks: homeHeroCopy.past.subtitle },
  {
    name: "weeks later",
    at: day(NEXT_YEAR_AFTER_DAYS + 1, "08:00"),
    thanks: homeHeroNextYear.thanks,
  },
];

test.describe("after the picnic", () => {
  test.use({ viewport: phone });

  for (const { name, at, thanks } of afterMoments) {
    test(`${name}: Home's first phone screen thanks first, then gives the total`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(at));
      await page.goto("/");
      const hero = page.locator("[data-hero]");
      const words = hero
        .getByText(plainSpaces(thanks).replace(/\{[^}]+\}.*$/, ""), { exact: false })
        .filter({ visible: true })
        .first();
      const total = hero
        .getByText(formatAmount(fundraising.raised), { exact: false })
        .filter({ visible: true })
        .first();
      await inFirstScreen(words, phone.height);
      await inFirstScreen(total, phone.height);
      expect((await bottomOf(words)) <= (await total.boundingBox())!.y).toBe(true);
    });
  }

  test("Home and Event lead with the same main button, whenever after the picnic", async ({
    page,
  }) => {
    const mainButton = async (path: string) => {
      await page.goto(path);
      const link = page.locator("[data-hero]").getByRole("link").filter({ visible: true }).first();
      return (await link.innerText()).trim();
    };
    for (const { at } of afterMoments) {
      await page.clock.setFixedTime(new Date(at));
      const home = await mainButton("/");
      expect(home, at).toBe(eventHeroCopy.past.actions[0]!.label);
      expect(await mainButton("/event"), at).toBe(home);
    }
  });

  test("no words on Home or Event ask anyone to come to the day that has passed", async ({
    page,
  }) => {
    for (const { at } of afterMoments) {
      await page.clock.setFixedTime(new Date(at));
      for (const path of ["/", "/event"]) {
        await page.goto(path);
        const text = plainSpaces(await page.getByRole("main").innerText());
        expect(text, `${path} at ${at}`).not.toMatch(/on the day\b|come to the picnic|join us/i);
      }
    }
  });
});

test.describe("the shop on a phone", () => {
  test.use({ viewport: phone });

  test("the filter is one row, the first product's picture, name and price are above the Donate bar, and Pre-order is said once", async ({
    page,
  }) => {
    await page.goto("/shop");
    const main = page.getByRole("main");
    const filter = main
      .getByRole("group", { name: "Filter by category" })
      .filter({ visible: true });
    const chips = filter.getByRole("button");
    const tops = new Set<number>();
    for (const chip of await chips.all()) tops.add(Math.round((await chip.boundingBox())!.y));
    expect(tops.size, "one row of categories").toBe(1);

    // The first card the shop shows, whichever product the organiser lists first.
    const card = main.getByRole("article").filter({ visible: true }).first();
    const shown = (await card.getByRole("link").first().textContent())?.trim();
    const first = products.find((product) => product.name === shown)!;
    expect(first, `"${shown}" is one of the shop's products`).toBeDefined();
    await expect(card.getByRole("link", { name: first.name })).toBeVisible();
    const bar = await barTop(page);
    for (const part of [
      card.getByRole("img", { name: first.imageAlt }),
      card.getByRole("link", { name: first.name }),
      card.getByText(formatPrice(first.price), { exact: true }),
    ]) {
      await inFirstScreen(part, phone.height);
      expect(await bottomOf(part)).toBeLessThanOrEqual(bar);
    }
    // Said once for the whole shop, not on every card.
    await expect(main.getByRole("article").filter({ hasText: /pre-order/i })).toHaveCount(0);
    await expect(
      main
        .getByText(/pre-order/i)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });
});
test("Home, Event and Donate each open with a picture of their own", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const pictures: string[] = [];
  for (const path of ["/", "/event", "/donate"]) {
    await page.goto(path);
    const figure = page.getByRole("main").locator("figure").filter({ visible: true }).first();
    await inFirstScreen(figure, 800);
    pictures.push(
      await figure.evaluate((node) =>
        [...node.querySelectorAll("use, img")]
          .map((part) => part.getAttribute("href") ?? (part as HTMLImageElement).currentSrc)
          .join(" "),
      ),
    );
  }
  expect(new Set(pictures).size, pictures.join(" | ")).toBe(3);
});

test("the memorial card (her place, until her photo is added) is shown once: it opens About, not Home too", async ({
  page,
}) => {
  const shownOn: string[] = [];
  for (const path of ["/", "/event", "/donate", "/about"]) {
    await page.goto(path);
    const cards = page.getByRole("main").locator('use[href$="#portrait"]');
    if ((await cards.count()) > 0) shownOn.push(path);
  }
  expect(shownOn).toEqual(["/about"]);
});

test("choosing White on a product that comes in white shows the white one", async ({ page }) => {
  const product = products.find((each) => each.white)!;
  expect(product, "the sample has clothing in white").toBeTruthy();
  await page.goto(`/shop/${product.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: product.imageAlt })).toBeVisible();
  await main.getByRole("radio", { name: "White" }).check({ force: true });
  await expect(main.getByRole("img", { name: product.white!.imageAlt })).toBeVisible();
  await expect(main.getByRole("img", { name: product.imageAlt })).toBeHidden();
});
