import type { Page } from "@playwright/test";
import { event } from "../../src/content/event";
import { noteCopy } from "../../src/content/event-copy";
import { expect, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";

// Pages with nothing interactive load no island, so no Preact (their script
// budget is checked in security.spec.ts and budget.spec.ts): what they do is
// plain HTML, CSS, and inline scripts: a few lines, and the site's own
// script (src/site-script.ts, decision 055). The journeys on a phone never
// wait for a script before acting.

/** Every script file the page asks for, from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("on a phone, with no React", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the menu opens and closes by touch, and leads to a page with it closed", async ({
    page,
  }) => {
    await page.goto("/event");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    await button.tap();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // A tap outside the sheet (on the dimmed page beside it) closes it.
    const sheet = (await menu.boundingBox())!;
    await page.touchscreen.tap(sheet.x / 2, 640);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.tap();
    await menu.getByRole("link", { name: "Home" }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(menu.locator(`a[href="/"]`)).toHaveAttribute("aria-current", "page");
  });

  test("the menu opens and closes by keyboard, focus going back to its button", async ({
    page,
  }) => {
    await page.goto("/terms");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test("the header gains its shadow past 20px of scroll, with no React", async ({ page }) => {
  await page.goto("/terms");
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("box-shadow", "none");
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(header).toHaveCSS("box-shadow", "none");
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(header).not.toHaveCSS("box-shadow", "none");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS("box-shadow", "none");
});

test("the event page shows the state and counts down, with no React", async ({ page }) => {
  await page.clock.setFixedTime(fortyDaysBefore());
  const scripts = scriptRequests(page);
  await page.goto("/event");
  await expect(page.locator("html")).toHaveAttribute("data-event", "upcoming");
  await expect(page.getByText(noteCopy.days[0].replace("{days}", "40"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("astro-island")).toHaveCount(0);
  // Not one script file: the countdown is the page's inline script's.
  expect(scripts).toEqual([]);
});

test("the not-found page logs the address asked for, with no React", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/404: no page at \/no-such-page|status of 404/);
  const logged = page.waitForEvent(
    "console",
    (message) => message.text() === "404: no page at /no-such-page",
  );
  await page.goto("/no-such-page");
  await logged;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});
