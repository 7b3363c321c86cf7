import type { Page } from "@playwright/test";
import { event } from "../../src/content/event";
import { noteCopy } from "../../src/content/event-copy";
import { pages } from "../../src/pages";
import { pagePaths } from "../../src/pages.server";
import { expect, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";

// Pages with nothing interactive load no React and no React Router (decision
// 022): what they do is plain HTML, CSS, a few lines inline and the page
// script every page loads (src/page-script.ts), one small file that imports
// nothing. The journeys on a phone never wait for a script before acting.

const plainPaths = [
  ...pagePaths(pages.filter((page) => !page.islands)),
  "/no-such-page",
  "/shop/no-such-product",
];

/** The page script's file: named by its content in the build's assets. */
const PAGE_SCRIPT = expect.stringMatching(/^\/assets\/page-script-[0-9a-f]{8}\.js$/);

/** Every script file the page asks for, from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const path of plainPaths) {
  test(`${path} asks for one script file, the page script, which imports nothing: no React, no React Router`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/404: no page at|status of 404/);
    const scripts = scriptRequests(page);
    await page.goto(path);
    // The page script is imported once the first screen has painted: on a busy
    // machine, later than the network's half second of quiet after the load. Once
    // it has run, its own imports have been asked for; the quiet after it would
    // show anything it imported later.
    await expect(page.locator("html")).toHaveAttribute("data-page-script", "started");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([PAGE_SCRIPT]);
    await expect(page.locator("[data-island]")).toHaveCount(0);
  });
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
    // A tap outside the panel (below it, above the Donate bar) closes it.
    await page.touchscreen.tap(187, 640);
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
  // The page script comes once the page has loaded and its first picture is drawn.
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "started");
  expect(scripts).toEqual([PAGE_SCRIPT]);
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
