// Islands start when wanted (src/directives): the donation form, the Share
// button and the product pickers, whose plain HTML works as they will, start
// when used (`client:used`), their code fetched once the page has loaded and
// they near the screen; the shop's filter fetches its code only at the first
// touch (`client:used="touch"`); the donor wall and its preview start near the
// screen on a device that keeps gifts, and on one that keeps none at the
// first touch or when the wall changes (`client:used="kept"`). Meanwhile each works
// as the plain HTML it was drawn as. These tests watch the page as a visitor
// uses it: what it downloads, what it shows, where a tap takes them. So none
// of them calls `hydrated()`, which starts every island still waiting, before
// the visitor has acted; Astro's `<astro-island ssr>` is read only to know that
// an island has not started yet.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { impactLines } from "../../src/content/donate-copy";
import { formatAmount } from "../../src/lib/format";
import { preOrderMailto } from "../../src/lib/shop";
import { categories, defaultColour, products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { emptyDonorWallCopy } from "../../src/content/donor-wall-copy";
import {
  DONATIONS_KEY,
  donationForm,
  expectDonationUrl,
  giftAidFor,
  fillDonation,
  opened,
  stubWindowOpen,
} from "./donation";
import { expect, holdAppScripts, hydrated, test } from "./fixtures";
import { recordShares, shares } from "./share";
import { allPaths, clothing, isInteractive, sizeTwoOn } from "./pages";
import { watchScripts } from "./script-budget";

const phone = { width: 375, height: 812 };

test.use({ viewport: phone });

/**
 * The island around what `part` finds, while it has not started: Astro marks
 * an island that has not hydrated with `ssr`, and takes the mark off once it has.
 */
const notStarted = (part: Locator) => part.page().locator("astro-island[ssr]", { has: part });

/**
 * The scripts every page of the site loads, an interactive one or not: those
 * a page with nothing interactive loads, seen from another tab of the visitor's.
 */
async function siteScripts(context: BrowserContext): Promise<Set<string>> {
  const other = await context.newPage();
  const scripts = watchScripts(other);
  await other.goto(allPaths.find((path) => !isInteractive(path))!);
  await other.waitForLoadState("networkidle");
  await other.close();
  return new Set(scripts);
}

/**
 * Opens `path` as a visitor who only reads it: `scripts` records every script
 * the page asks for, and `islandCode()` those that a page with nothing
 * interactive does not load, the code its islands would start with.
 */
async function visit(page: Page, path: string) {
  const site = await siteScripts(page.context());
  const scripts = watchScripts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { scripts, islandCode: () => scripts.filter((script) => !site.has(script)) };
}

/** Gifts this device keeps, in place before the page's own scripts run. */
async function keep(page: Page, donations: Array<{ name: string; amount: number }>) {
  await page.addInitScript(
    ([key, list]) =>
      localStorage.setItem(
        key,
        JSON.stringify(list.map((donation) => ({ ...donation, timestamp: Date.now() }))),
      ),
    [DONATIONS_KEY, donations] as const,
  );
}

/** Answers for the charity's donation page, which is on another site, and records the tabs opened. */
async function charityTabs(page: Page): Promise<string[]> {
  const origin = new URL(site.donationPageUrl).origin;
  await page
    .context()
    .route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Donation page</title>" }),
    );
  const tabs: string[] = [];
  page.on("popup", (tab) => tabs.push(tab.url()));
  return tabs;
}

test("About's donation form, far down the story, is fetched after load as the visitor scrolls near it, and starts when used", async ({
  page,
}) => {
  // Reading the story costs no island code at all.
  const { islandCode } = await visit(page, "/about");
  expect(islandCode()).toEqual([]);
  const form = donationForm(page);
  // Far down: more than a screen and a half below the first.
  expect((await form.boundingBox())!.y).toBeGreaterThan(phone.height * 1.5);

  await form.scrollIntoViewIfNeeded();
  // Its code comes as it nears the screen, and it waits for the visitor.
  await expect.poll(() => islandCode().length).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  await expect(notStarted(form)).toHaveCount(1);
  // Working from the first tap: the amount tapped gets its own Gift Aid line.
  await form.getByText(formatAmount(50), { exact: true }).click();
  await expect(form.getByRole("radio", { name: formatAmount(50) })).toBeChecked();
  await expect(form.getByText(giftAidFor(50))).toBeVisible();
  await expect(form.getByRole("button", { name: "Donate £50" })).toBeVisible();
});

test("a visitor who reaches the form by keyboard keeps what they type as it starts", async ({
  page,
}) => {
  await page.goto("/about");
  const form = donationForm(page);
  await expect(notStarted(form)).toHaveCount(1);
  // As a link to the field would: focus lands in the form, then keys are typed at once.
  const amount = form.getByRole("textbox", { name: "Or enter another amount" });
  await amount.focus();
  await page.keyboard.type("12");
  await expect(form.getByText(giftAidFor(12))).toBeVisible();
  await expect(amount).toHaveValue("12");
  await expect(amount).toBeFocused();
  await expect(form.getByRole("button", { name: "Donate £12" })).toBeVisible();
});

test("Privacy's erase button, below the policy, answers the first tap on a device that keeps no gifts", async ({
  page,
}) => {
  const { islandCode } = await visit(page, "/privacy");
  const erase = page.getByRole("button", { name: "Erase the donor wall here" });
  expect((await erase.boundingBox())!.y).toBeGreaterThan(phone.height * 1.5);
  await erase.scrollIntoViewIfNeeded();
  // Nothing kept, nothing to show: its code waits for the visitor.
  await page.waitForLoadState("networkidle");
  expect(islandCode()).toEqual([]);
  await expect(notStarted(erase)).toHaveCount(1);
  await erase.click();
  // Working: the question comes, and focus with it, which only the island does.
  await expect(
    page.getByText("Erase everything this device keeps for the donor wall?"),
  ).toBeFocused();
  await expect(page.getByRole("button", { name: "Yes, erase them" })).toBeVisible();
});

test.describe("an island whose code does not arrive", () => {
  /**
   * About, its islands' code failing on the way down the page (the connection
   * dropped): every script but those every page loads, already in.
   */
  async function codeFails(page: Page) {
    const site = await siteScripts(page.context());
    await page.route(/\.js(\?|$)/, (route) =>
      site.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort("failed"),
    );
    await page.goto("/about");
    const form = donationForm(page);
    const failed = page.waitForEvent("requestfailed");
    await form.scrollIntoViewIfNeeded();
    await failed;
    return form;
  }

  test.beforeEach(({ consoleGuard }) => {
    // The browser's line for each script that failed, and Astro's for the island it could not start.
    consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/);
    consoleGuard.allow(/\[astro-island\] Error hydrating/);
  });

  test("stays a working plain form: a chosen amount shows what it does", async ({ page }) => {
    const form = await codeFails(page);
    const [value, line] = Object.entries(impactLines).at(-1)!;
    const amount = formatAmount(Number(value));
    await form.getByText(amount, { exact: true }).click();
    await expect(form.getByRole("radio", { name: amount })).toBeChecked();
    await expect(form.getByText(`${amount} ${line}`)).toBeVisible();
    await expect(form.getByRole("button", { name: `Donate ${amount}` })).toBeVisible();
    await expect(notStarted(form)).toHaveCount(1);
  });

  test("a tap on Donate still opens the charity's page, once", async ({ page }) => {
    const tabs = await charityTabs(page);
    const form = await codeFails(page);
    await form.getByRole("button", { name: "Donate £25" }).click();
    await expect.poll(() => tabs.length).toBe(1);
    expectDonationUrl(tabs[0]!, "25");
  });

  test("with a name for the wall, which the plain form would drop, a tap sends nothing and says to reload", async ({
    page,
  }) => {
    const tabs = await charityTabs(page);
    await page.clock.install();
    const form = await codeFails(page);
    await fillDonation(form, { name: "Kay", wall: true });
    await form.getByRole("button", { name: "Donate £25" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(
      "Nothing was sent: this page could not finish loading. Reload the page and try again.",
    );
    await expect(alert.getByRole("link", { name: "Reload the page" })).toHaveAttribute(
      "href",
      page.url(),
    );
    // Past the moment a slow form's plain twin would have gone.
    await page.clock.runFor(2000);
    expect(tabs).toEqual([]);
    await expect(page).toHaveURL(/\/about$/);
  });
});

test("the donor wall of a device that keeps gifts shows them and its total after load, with nothing done", async ({
  page,
}) => {
  await keep(page, [{ name: "Ann Example", amount: 30 }]);
  await page.goto("/donor-wall");
  await expect(page.getByRole("region", { name: "Donations" })).toContainText("Ann Example");
  await expect(page.getByText("Total raised on this device")).toBeVisible();
  await expect(page.getByText(emptyDonorWallCopy.title)).toBeHidden();
});

test("the donor wall of a device that keeps none is right as drawn, costs no island code, and another tab's gift comes onto it", async ({
  page,
  context,
}) => {
  const { islandCode } = await visit(page, "/donor-wall");
  expect(islandCode()).toEqual([]);
  await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();
  await expect(page.getByText("Total raised on this device")).toBeHidden();

  const other = await context.newPage();
  await other.goto("/donate");
  await other.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify([{ name: "Bea Example", amount: 40, timestamp: Date.now() }]),
      ),
    DONATIONS_KEY,
  );
  await expect(page.getByRole("region", { name: "Donations" })).toContainText("Bea Example");
  await expect(page.getByText("Total raised on this device")).toBeVisible();
});

test("/shop: reading it costs no island code, and the first key fetches it and shows the category", async ({
  page,
}) => {
  const { islandCode } = await visit(page, "/shop");
  expect(islandCode()).toEqual([]);
  const [category] = categories;
  const filter = page.getByRole("group", { name: "Filter by category" });
  await filter.getByRole("button", { name: category!.label }).focus();
  await page.keyboard.press("Enter");
  // The island's own address, not the plain form's (which ends with the view's fragment).
  await expect(page).toHaveURL(`/shop?category=${category!.id}`);
  expect(islandCode().length).toBeGreaterThan(0);
  await expect(filter.getByRole("button", { pressed: true })).toHaveText(category!.label);
});

test(`/shop/${clothing[0]!.id}: reading it costs no island code, and the first key fetches it and keeps the size chosen`, async ({
  page,
}) => {
  const garment = clothing[0]!;
  const { islandCode } = await visit(page, `/shop/${garment.id}`);
  expect(islandCode()).toEqual([]);
  const size = page.getByRole("group", { name: "Size" });
  await size.getByRole("radio", { checked: true }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => islandCode().length).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
  await expect(page.getByRole("link", { name: "Pre-Order Now" })).toHaveAttribute(
    "href",
    preOrderMailto(site.emails.shop, garment, { size: sizeTwoOn, colour: defaultColour }),
  );
});

test("the wall's Back, pressed before its code is in, waits for it and then goes back", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/donor-wall");
  await page.getByRole("button", { name: "Back" }).click();
  // Nothing yet: the code is on its way.
  await expect(page).toHaveURL("/donor-wall");
  release();
  // Opened directly, so "back" is the page the wall belongs to, Donate.
  await expect(page).toHaveURL("/donate");
});

test("an address the page was not drawn for starts its island at load: the shop shows the category in it", async ({
  page,
}) => {
  const [category] = categories;
  await page.goto(`/shop?category=${category!.id}`);
  await expect(
    page.getByRole("group", { name: "Filter by category" }).getByRole("button", { pressed: true }),
  ).toHaveText(category!.label);
  await expect(
    page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 }),
  ).toHaveText(products.filter((p) => p.category === category!.id).map((p) => p.name));
});

test.describe("islands that start when used", () => {
  test.use({ hasTouch: true });

  /**
   * Donate as a visitor who has only read it: its form's code fetched after
   * load (the form is in the first screen), the form waiting for them;
   * `window.open` recorded (the form's own way to the charity's page), and any
   * new tab the plain form would open instead.
   */
  async function donateWaiting(page: Page) {
    await stubWindowOpen(page);
    const tabs = await charityTabs(page);
    const { islandCode } = await visit(page, "/donate");
    const form = donationForm(page);
    // Its code is in the page, waiting: a first tap must find it there.
    expect(islandCode().length).toBeGreaterThan(0);
    await expect(notStarted(form)).toHaveCount(1);
    return { form, tabs };
  }

  test("Donate's form waits while the visitor reads; a first tap on Donate gives once, with the thank-you", async ({
    page,
  }) => {
    const { form, tabs } = await donateWaiting(page);
    await form.getByRole("button", { name: "Donate £25" }).tap();
    // The form's own answer, not the plain form's new tab.
    await expect(form.getByRole("status")).toContainText("Thank you for your donation of £25!");
    const gifts = await opened(page);
    expect(gifts).toHaveLength(1);
    expectDonationUrl(gifts[0]!.url, "25");
    expect(tabs).toEqual([]);
  });

  test("a double click on Donate, the first thing done, opens one tab, with the thank-you", async ({
    page,
  }) => {
    const { form, tabs } = await donateWaiting(page);
    await form.getByRole("button", { name: "Donate £25" }).dblclick();
    await expect(form.getByRole("status")).toContainText("Thank you for your donation of £25!");
    expect(await opened(page)).toHaveLength(1);
    expect(tabs).toEqual([]);
  });

  test("a double tap on Donate before the form's code is in opens the charity's page once", async ({
    page,
  }) => {
    // A slow phone: the form's code is still on its way, so the plain form sends the gift.
    const tabs = await charityTabs(page);
    await holdAppScripts(page);
    // Each time the plain form is sent, as the page sends it: a second tab
    // would be a second sending.
    await page.addInitScript(() =>
      addEventListener("submit", () => (document.body.dataset.sent += "|"), { capture: true }),
    );
    await page.goto("/donate");
    const form = donationForm(page);
    await page.evaluate(() => (document.body.dataset.sent = ""));
    await form.getByRole("button", { name: "Donate £25" }).dblclick();
    await expect.poll(() => tabs.length).toBe(1);
    expectDonationUrl(tabs[0]!, "25");
    // Both taps wait on the one hold for the form's code (src/directives/when-used.ts),
    // and both are answered in the same turn once it ends: by the time the first
    // tab has opened, a second sending would have happened.
    await expect(page.locator("body")).toHaveAttribute("data-sent", "|");
    expect(tabs).toHaveLength(1);
  });

  test("on a device that keeps no gifts, a gift given with the wall box comes onto the preview below", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    await page.goto("/donate");
    const form = donationForm(page);
    await expect(notStarted(form)).toHaveCount(1);
    await (await fillDonation(form, { name: "Cal Example", wall: true })).tap();
    await expect(form.getByRole("status")).toContainText(
      "Your name will appear on our donor wall.",
    );
    await expect(
      page.getByRole("region", { name: "Gifts from this device" }).getByRole("listitem").first(),
    ).toContainText("Cal Example£25");
  });

  test("a first tap on an amount chooses it, and the form then speaks of it", async ({ page }) => {
    const { islandCode } = await visit(page, "/donate");
    expect(islandCode().length).toBeGreaterThan(0);
    const form = donationForm(page);
    await expect(notStarted(form)).toHaveCount(1);
    await form.getByText(formatAmount(50), { exact: true }).tap();
    await expect(form.getByRole("radio", { name: formatAmount(50) })).toBeChecked();
    await expect(form.getByText(giftAidFor(50))).toBeVisible();
    await expect(form.getByRole("button", { name: "Donate £50" })).toBeVisible();
  });

  test("About's Share button, fetched as the visitor scrolls near it, shares at the first tap", async ({
    page,
  }) => {
    await recordShares(page);
    const { islandCode } = await visit(page, "/about");
    const share = page.getByRole("button", { name: `Share ${site.brand}` });
    await share.scrollIntoViewIfNeeded();
    await expect.poll(() => islandCode().length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    await expect(notStarted(share)).toHaveCount(1);
    await share.tap();
    await expect
      .poll(() => shares(page))
      .toEqual([expect.objectContaining({ url: `${site.siteUrl}/` })]);
  });

  test("the shop's filter waits; a first tap on a category fetches it and shows the category at once, without a new page", async ({
    page,
  }) => {
    const { islandCode } = await visit(page, "/shop");
    expect(islandCode()).toEqual([]);
    const [category] = categories;
    const filter = page.getByRole("group", { name: "Filter by category" });
    await filter.getByRole("button", { name: category!.label }).tap();
    // The island's own address, not the plain form's (which ends with the view's fragment).
    await expect(page).toHaveURL(`/shop?category=${category!.id}`);
    expect(islandCode().length).toBeGreaterThan(0);
    await expect(filter.getByRole("button", { pressed: true })).toHaveText(category!.label);
    await expect(
      page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 }),
    ).toHaveText(products.filter((p) => p.category === category!.id).map((p) => p.name));
  });

  test("a product's size chosen by the first tap goes into the pre-order e-mail, and stays there once the pickers start", async ({
    page,
  }) => {
    const garment = clothing[0]!;
    await page.goto(`/shop/${garment.id}`);
    const size = page.getByRole("group", { name: "Size" });
    await expect(notStarted(size)).toHaveCount(1);
    await size.getByText(sizeTwoOn, { exact: true }).tap();
    await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
    const preOrder = page.getByRole("link", { name: "Pre-Order Now" });
    const mailto = preOrderMailto(site.emails.shop, garment, {
      size: sizeTwoOn,
      colour: defaultColour,
    });
    await expect(preOrder).toHaveAttribute("href", mailto);
    await hydrated(page);
    await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
    await expect(preOrder).toHaveAttribute("href", mailto);
  });
});
