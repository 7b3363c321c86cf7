import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
} from "@playwright/test";
import { islandsStarted } from "../islands-started";
import { islandSources } from "./html-head";

type ConsoleGuard = {
  /** Lets through console lines this test expects (such as the 404 page's log line). */
  allow: (pattern: RegExp) => void;
};

export const test = base.extend<{ consoleGuard: ConsoleGuard; requests: string[] }>({
  // Every test fails on a console error or warning, or an uncaught page error,
  // that it did not expect: hydration mismatches and CSP violations included.
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error" || message.type() === "warning") {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      // Playwright itself says so when it blocks the site's service worker (the default here).
      allowed.push(/Service Worker registration blocked by Playwright/);
      // Chromium's own cross-fade between two pages (`@view-transition`), skipped when the
      // new page was already shown, rejects a promise no page script holds; the page is
      // shown without the fade (an open question for the specification: csswg-drafts#13726).
      allowed.push(/^page error: Transition was aborted because of invalid state/);
      const unexpected = problems.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, "no unexpected console errors, warnings or page errors").toEqual([]);
    },
    { auto: true },
  ],
  /** Every URL the page requested, to check that nothing left the site's origin. */
  requests: async ({ page }, use) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await use(urls);
  },
});

export { expect };

/**
 * Waits until the page has loaded and every island (Astro's <astro-island>)
 * has started, starting those a visitor has not reached yet
 * (tests/islands-started.ts), so clicks reach the islands' handlers.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(islandsStarted);
}

/**
 * Holds back the script files `hold(url)` picks until `release()`. Others go
 * on to the routes set before (`fallback`, not `continue`), so two holds
 * (the islands' scripts, every script) hold what either picks.
 */
async function holdScripts(page: Page, hold: (url: URL) => boolean): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\.js$/, async (route) => {
    if (hold(new URL(route.request().url()))) await released;
    await route.fallback();
  });
  return release;
}

/**
 * The islands' own scripts, as each page's HTML names them: an island's
 * component and the renderer that starts it (Astro's <astro-island>). Any
 * other script file still arrives.
 */
async function islandScripts(page: Page): Promise<Set<string>> {
  const named = new Set<string>();
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      for (const src of islandSources(html)) named.add(new URL(src, route.request().url()).href);
      await route.fulfill({ response, body: html });
    },
  );
  return named;
}

/**
 * Holds the islands' scripts back until `release()`: meanwhile the page is the
 * pre-rendered HTML with its inline scripts (the site's own among them), as on
 * a slow phone before the islands have started.
 */
export async function holdAppScripts(page: Page) {
  const islands = await islandScripts(page);
  return holdScripts(page, (url) => islands.has(url.href));
}

/**
 * Holds every script file back until `release()`, as on a slow phone: only
 * the page's inline scripts run (the site's own among them, decision 055).
 */
export const holdPageScript = (page: Page) => holdScripts(page, () => true);

/** The text with its non-breaking spaces (in dates, times, after a "·") read as plain ones. */
export const plainSpaces = (text: string) => text.replaceAll("\u00a0", " ");

/** Whether every island of the page has started (see `hydrated`). */
export const appStarted = (page: Page) =>
  page.evaluate(() => !document.querySelector("astro-island[ssr]"));

/** Whether the element is visible and whole within a first screen `height` pixels tall. */
export async function inFirstScreen(locator: Locator, height: number) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

/** The start of each element inside `container` that reaches outside its box (half a pixel allowed). */
export function outsideOf(container: Locator): Promise<string[]> {
  return container.evaluate((outer) => {
    const box = outer.getBoundingClientRect();
    return [...outer.querySelectorAll("*")]
      .filter((element) => {
        const inner = element.getBoundingClientRect();
        return (
          inner.left < box.left - 0.5 ||
          inner.top < box.top - 0.5 ||
          inner.right > box.right + 0.5 ||
          inner.bottom > box.bottom + 0.5
        );
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}
