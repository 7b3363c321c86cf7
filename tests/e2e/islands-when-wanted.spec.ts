// Islands hydrate when wanted (decisions 032 and 033): near the screen, or
// reached into; the donation form, the Share button and the product pickers,
// whose plain HTML works as they will, only when used. Their code arrives at
// load; an island costs a slow phone no hydrating until then, and works as
// plain HTML meanwhile. These tests watch the page as a visitor uses it, so
// none of them calls `hydrated()`, which starts every island still waiting.
import type { Page } from "@playwright/test";
import { impactLines } from "../../src/content/giving-copy";
import { giving } from "../../src/content/giving";
import { giftAidLine } from "../../src/lib/donation";
import { formatAmount } from "../../src/lib/format";
import { preOrderMailto } from "../../src/lib/shop";
import { categories, defaultColour, products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { emptyWallCopy } from "../../src/content/wall-copy";
import {
  DONORS_KEY,
  donationForm,
  expectDonationUrl,
  fillDonation,
  opened,
  stubWindowOpen,
} from "./donation";
import { expect, holdAppScripts, test } from "./fixtures";
import { recordShares, shares } from "./share";
import { clothing, sizeTwoOn } from "./pages";
import { watchScripts } from "./script-budget";

const phone = { width: 375, height: 812 };

test.use({ viewport: phone });

/** The islands' scripts (src/islands/bundles) and Preact among `scripts`. */
const islandsCode = (scripts: string[]) =>
  scripts.filter((path) => !/\/page-script-[0-9a-f]{8}\.js$/.test(path));

/** Waits until the page script has run: every island that will start at load has been told to. */
async function scriptRan(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "started");
}

/**
 * Opens `path` as a visitor who only reads it: once the page script has run and
 * all the page fetches is in, none of it is island code. The scripts fetched,
 * to watch what comes next.
 */
async function readCostsNoIslandCode(page: Page, path: string) {
  const scripts = watchScripts(page);
  await page.goto(path);
  await scriptRan(page);
  await page.waitForLoadState("networkidle");
  expect(islandsCode(scripts)).toEqual([]);
  return scripts;
}

test("About's donation form, far down the story, is fetched as the visitor scrolls to it and starts when used", async ({
  page,
}) => {
  // Reading the story costs no island code at all.
  const scripts = await readCostsNoIslandCode(page, "/about");
  const form = page.locator("[data-island=donation-form]");
  // Far down: more than a screen and a half below the first.
  expect((await form.boundingBox())!.y).toBeGreaterThan(phone.height * 1.5);
  await expect(form).not.toHaveAttribute("data-hydrated");

  await form.scrollIntoViewIfNeeded();
  // Its code comes as it nears the screen, and waits for the visitor.
  await expect.poll(() => islandsCode(scripts).length).toBeGreaterThan(0);
  await expect(form).toHaveAttribute("data-waiting");
  await expect(form).not.toHaveAttribute("data-hydrated");
  // Working from the first tap: the amount tapped gets its own Gift Aid line,
  // which only the island writes.
  await form.getByText(formatAmount(50), { exact: true }).click();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByRole("radio", { name: formatAmount(50) })).toBeChecked();
  await expect(form.getByText(giftAidLine(50, giving.giftAidPercent))).toBeVisible();
});

test("a visitor who reaches the form by keyboard keeps what they type as it starts", async ({
  page,
}) => {
  await page.goto("/about");
  await scriptRan(page);
  const form = page.locator("[data-island=donation-form]");
  await expect(form).toHaveAttribute("data-waiting");
  // As a link to the field would: focus lands in the form, then keys are typed at once.
  const amount = form.getByRole("textbox", { name: "Or enter another amount" });
  await amount.focus();
  await page.keyboard.type("12");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(amount).toHaveValue("12");
  await expect(amount).toBeFocused();
  await expect(form.getByText(giftAidLine(12, giving.giftAidPercent))).toBeVisible();
});

test("Privacy's erase button, below the policy, starts as the visitor scrolls to it", async ({
  page,
}) => {
  await page.goto("/privacy");
  await scriptRan(page);
  const island = page.locator("[data-island=erase-donors]");
  expect((await island.boundingBox())!.y).toBeGreaterThan(phone.height * 1.5);
  await expect(island).toHaveAttribute("data-waiting");
  const erase = page.getByRole("button", { name: "Erase this device's donor-wall entries" });
  await erase.scrollIntoViewIfNeeded();
  await expect(erase).toBeEnabled();
  await erase.click();
  // Working: the question comes, and focus with it, which only the island does.
  await expect(
    page.getByText("Erase everything this device keeps for the donor wall?"),
  ).toBeFocused();
  await expect(page.getByRole("button", { name: "Yes, erase them" })).toBeVisible();
});

test("an island whose script does not arrive stays a working plain form, without an error", async ({
  page,
  consoleGuard,
}) => {
  // The connection dropped on the way down the page: the islands' script fails.
  consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/);
  await page.goto("/about");
  await scriptRan(page);
  const form = page.locator("[data-island=donation-form]");
  const script = (await form.getAttribute("data-script-wanted"))!;
  await page.route(`**${script}`, (route) => route.abort("failed"));
  const failed = page.waitForEvent("requestfailed");
  await form.scrollIntoViewIfNeeded();
  await failed;
  // The form as the page drew it still answers: a chosen amount shows its line.
  const [value, line] = Object.entries(impactLines).at(-1)!;
  const amount = formatAmount(Number(value));
  await form.getByText(amount, { exact: true }).click();
  await expect(form.getByRole("radio", { name: amount })).toBeChecked();
  await expect(form.getByText(`${amount} ${line}`)).toBeVisible();
  await expect(form).not.toHaveAttribute("data-hydrated");
});

/** Gifts this device keeps, in place before the page's own scripts run. */
async function keep(page: Page, donors: Array<{ name: string; amount: number }>) {
  await page.addInitScript(
    ([key, list]) =>
      localStorage.setItem(
        key,
        JSON.stringify(list.map((donor) => ({ ...donor, timestamp: Date.now() }))),
      ),
    [DONORS_KEY, donors] as const,
  );
}

test("the donor wall of a device that keeps gifts starts at load, with nothing done, and shows them", async ({
  page,
}) => {
  await keep(page, [{ name: "Ann Example", amount: 30 }]);
  await page.goto("/donor-wall");
  await expect(page.locator("[data-island=donor-wall]")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("region", { name: "Donations" })).toContainText("Ann Example");
});

test("the donor wall of a device that keeps none is right as drawn, and another tab's gift comes onto it", async ({
  page,
  context,
}) => {
  // Reading it costs no island code at all.
  await readCostsNoIslandCode(page, "/donor-wall");
  const wall = page.locator("[data-island=donor-wall]");
  await expect(page.getByText(emptyWallCopy.title)).toBeVisible();
  await expect(wall).not.toHaveAttribute("data-hydrated");

  const other = await context.newPage();
  await other.goto("/donate");
  await other.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify([{ name: "Bea Example", amount: 40, timestamp: Date.now() }]),
      ),
    DONORS_KEY,
  );
  await expect(page.getByRole("region", { name: "Donations" })).toContainText("Bea Example");
  await expect(page.getByText("Total raised on this device")).toBeVisible();
});

for (const path of ["/shop", `/shop/${clothing[0]!.id}`]) {
  test(`${path}: reading it costs no island code, and the first touch fetches it`, async ({
    page,
  }) => {
    const scripts = await readCostsNoIslandCode(page, path);
    const island = page.locator("[data-island]").first();
    await island.locator("button, label").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(island).toHaveAttribute("data-hydrated", "true");
    expect(islandsCode(scripts).length).toBeGreaterThan(0);
  });
}

test("the wall's Back, pressed before its script is in, waits for it and then goes back", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/donor-wall");
  await scriptRan(page);
  await page.getByRole("button", { name: "Back" }).click();
  // Nothing yet: the script is on its way.
  await expect(page).toHaveURL("/donor-wall");
  release();
  // Opened directly, so "back" is home.
  await expect(page).toHaveURL("/");
});

test("an address the page was not drawn for starts its island at load: the shop shows the category in it", async ({
  page,
}) => {
  const [category] = categories;
  await page.goto(`/shop?category=${category!.id}`);
  const island = page.locator("[data-island=shop-products]");
  await expect(island).toHaveAttribute("data-hydrated", "true");
  await expect(
    page.getByRole("group", { name: "Filter by category" }).getByRole("button", { pressed: true }),
  ).toHaveText(category!.label);
  await expect(
    page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 }),
  ).toHaveText(products.filter((p) => p.category === category!.id).map((p) => p.name));
});

test.describe("islands that start when used (decision 033)", () => {
  test.use({ hasTouch: true });

  /** The page with its islands' code in, each waiting for the visitor. */
  async function waiting(page: Page, path: string, name: string) {
    await page.goto(path);
    await scriptRan(page);
    const island = page.locator(`[data-island=${name}]`);
    await page.waitForLoadState("networkidle");
    await expect(island).not.toHaveAttribute("data-hydrated");
    return island;
  }

  /**
   * Donate with its form waiting, `window.open` recorded (the form's own way
   * to the charity's page), and any new tab the plain form would open instead.
   */
  async function donateWaiting(page: Page) {
    await stubWindowOpen(page);
    const tabs: string[] = [];
    page.on("popup", (tab) => tabs.push(tab.url()));
    const island = await waiting(page, "/donate", "donation-form");
    // Its code is in the page, waiting: a first tap must find it there.
    await expect(island).toHaveAttribute("data-waiting");
    return { form: donationForm(page), tabs };
  }

  test("Donate's form waits while the visitor reads; a first tap on Donate gives once, with the thank-you", async ({
    page,
  }) => {
    const { form, tabs } = await donateWaiting(page);
    await form.getByRole("button", { name: "Donate £25" }).tap();
    // The island's own answer, not the plain form's new tab.
    await expect(form.getByRole("status")).toContainText("Thank you for your donation of £25!");
    const gifts = await opened(page);
    expect(gifts).toHaveLength(1);
    expectDonationUrl(gifts[0]!.url, "25");
    expect(tabs).toEqual([]);
  });

  test("a double click on Donate, the first thing done, opens one tab, and the banner says why", async ({
    page,
  }) => {
    const { form, tabs } = await donateWaiting(page);
    await form.getByRole("button", { name: "Donate £25" }).dblclick();
    await expect(form.getByRole("status")).toContainText(
      "The donation page is already open in another tab",
    );
    expect(await opened(page)).toHaveLength(1);
    expect(tabs).toEqual([]);
  });

  test("on a device that keeps no gifts, a gift given with the wall box comes onto the preview below", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    await waiting(page, "/donate", "donation-form");
    const preview = page.locator("[data-island=wall-preview]");
    await expect(preview).toHaveAttribute("data-waiting");
    const form = donationForm(page);
    await (await fillDonation(form, { name: "Cal Example", wall: true })).tap();
    await expect(form.getByRole("status")).toContainText(
      "Your name will appear on our donor wall.",
    );
    await expect(
      page.getByRole("region", { name: "Top supporters" }).getByRole("listitem").first(),
    ).toContainText("Cal Example£25");
  });

  test("a first tap on an amount chooses it, and the form then speaks of it", async ({ page }) => {
    const island = await waiting(page, "/donate", "donation-form");
    const form = donationForm(page);
    await form.getByText(formatAmount(50), { exact: true }).tap();
    await expect(form.getByRole("radio", { name: formatAmount(50) })).toBeChecked();
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(form.getByText(giftAidLine(50, giving.giftAidPercent))).toBeVisible();
    await expect(form.getByRole("button", { name: "Donate £50" })).toBeVisible();
  });

  test("About's Share button shares at the first tap", async ({ page }) => {
    await recordShares(page);
    const scripts = watchScripts(page);
    await page.goto("/about");
    await scriptRan(page);
    const share = page.getByRole("button", { name: `Share ${site.brand}` });
    await share.scrollIntoViewIfNeeded();
    await expect.poll(() => islandsCode(scripts).length).toBeGreaterThan(0);
    const island = page.locator("[data-island=share-button]");
    await expect(island).toHaveAttribute("data-waiting");
    await expect(island).not.toHaveAttribute("data-hydrated");
    await share.tap();
    await expect
      .poll(() => shares(page))
      .toEqual([expect.objectContaining({ url: `${site.siteUrl}/` })]);
  });

  test("the shop's filter waits; a first tap on a category shows it at once, without a new page", async ({
    page,
  }) => {
    const island = await waiting(page, "/shop", "shop-products");
    const [category] = categories;
    const filter = page.getByRole("group", { name: "Filter by category" });
    await filter.getByRole("button", { name: category!.label }).tap();
    // The island's own address, not the plain form's (which ends with the view's fragment).
    await expect(page).toHaveURL(`/shop?category=${category!.id}`);
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(filter.getByRole("button", { pressed: true })).toHaveText(category!.label);
    await expect(
      page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 }),
    ).toHaveText(products.filter((p) => p.category === category!.id).map((p) => p.name));
  });

  test("a product's size chosen by the first tap goes into the pre-order e-mail", async ({
    page,
  }) => {
    const island = await waiting(page, `/shop/${clothing[0]!.id}`, "product-order");
    const size = page.getByRole("group", { name: "Size" });
    await size.getByText(sizeTwoOn, { exact: true }).tap();
    await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("[data-pre-order]")).toHaveAttribute(
      "href",
      preOrderMailto(clothing[0]!, { size: sizeTwoOn, colour: defaultColour }),
    );
  });
});
