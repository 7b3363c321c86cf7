// Islands hydrate when wanted (decision 032): near the screen, or reached
// into. Their code arrives at load; an island far down a page costs a slow
// phone no hydrating until the visitor comes to it, and works as plain HTML
// meanwhile. These tests watch the page as a visitor uses it, so none of them
// calls `hydrated()`, which reaches into every island still waiting.
import type { Page } from "@playwright/test";
import { impactLines } from "../../app/content/giving-copy";
import { giftAidLine } from "../../app/lib/donation";
import { formatAmount } from "../../app/lib/format";
import { expect, test } from "./fixtures";
import { watchScripts } from "./script-budget";

const phone = { width: 375, height: 812 };

test.use({ viewport: phone });

/** The islands' scripts (app/islands/bundles) and Preact among `scripts`. */
const islandsCode = (scripts: string[]) =>
  scripts.filter((path) => !/\/page-script-[0-9a-f]{8}\.js$/.test(path));

/** Waits until the page script has run: every island that will start at load has been told to. */
async function scriptRan(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "started");
}

test("About's donation form, far down the story, is fetched and started as the visitor scrolls to it", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto("/about");
  await scriptRan(page);
  const form = page.locator("[data-island=donation-form]");
  // Far down: more than a screen and a half below the first.
  expect((await form.boundingBox())!.y).toBeGreaterThan(phone.height * 1.5);
  await expect(form).toHaveAttribute("data-waiting");
  await expect(form).not.toHaveAttribute("data-hydrated");
  // Reading the story costs no island code at all.
  await page.waitForLoadState("networkidle");
  expect(islandsCode(scripts)).toEqual([]);

  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form).not.toHaveAttribute("data-waiting");
  expect(islandsCode(scripts).length).toBeGreaterThan(0);
  // Working: an amount typed gets its own Gift Aid line, which only the island writes.
  await form.getByRole("textbox", { name: "Or enter another amount" }).fill("12");
  await expect(form.getByText(giftAidLine(12))).toBeVisible();
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
  await expect(form.getByText(giftAidLine(12))).toBeVisible();
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

for (const [path, name] of [
  ["/donate", "donation-form"],
  ["/shop", "shop-products"],
  ["/donor-wall", "donor-wall"],
] as const) {
  test(`${path}: the island in the first screen starts at load, with nothing done`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator(`[data-island=${name}]`)).toHaveAttribute("data-hydrated", "true");
  });
}
