import type { Page } from "@playwright/test";
import { violations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { printPaths } from "./pages";

// What a visitor sees of the picnic's state on a page, checked from the first
// paint (year-round.spec.ts, plans-change.spec.ts).

export type Expected = {
  /** Texts a visitor reads. */
  reads: string[];
  /** Texts the page must not show in this state (a date gone by, as if it were coming). */
  noReads?: string[];
  /** Links a visitor can follow, and ones that must not be offered. */
  links: string[];
  noLinks: string[];
};

/** Checks what a visitor reads on the page as it is now. */
export async function expectPage(page: Page, { reads, noReads = [], links, noLinks }: Expected) {
  const main = page.getByRole("main");
  for (const text of reads) {
    await expect(
      main.getByText(text, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  }
  for (const text of noReads) {
    await expect(main.getByText(text, { exact: true }).filter({ visible: true })).toHaveCount(0);
  }
  for (const name of links) await expect(main.getByRole("link", { name }).first()).toBeVisible();
  for (const name of noLinks) await expect(main.getByRole("link", { name })).toHaveCount(0);
}

/** The page's cumulative layout shift so far, as the browser measures it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
            total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(total)));
      }),
  );
}

/**
 * Opens each page with every script file held back (the islands' code), and
 * checks it: the first paint is the HTML, its inline scripts (the site's own
 * among them, decision 055) and CSS. Then lets the scripts load, and checks
 * the same page once the islands have started,
 * and axe on it. A moment of a state whose pages another moment has checked
 * with axe may leave it out (`axe: false`), as the words and colours are those
 * of the state (decision 026). One load of each page for both: the page stands
 * as first painted until the scripts are let through.
 */
export async function expectEveryPaint(
  page: Page,
  pages: Record<string, Expected>,
  state: string,
  { axe = true } = {},
) {
  // A load, two checks and an axe run for every page: a slow test's time (they
  // took up to 28 s of the default 30 on two cores while other work ran).
  test.slow();
  const scripts = /\/_astro\/[^/]+\.js$/;
  let release = () => {};
  let held = Promise.resolve();
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  const html = page.locator("html");
  for (const [path, expected] of Object.entries(pages)) {
    held = new Promise((done) => (release = done));
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await expect(html).toHaveAttribute("data-event", state);
    await expectPage(page, expected);
    await expect(page.locator("astro-island:not([ssr])"), `${path}: no island started`).toHaveCount(
      0,
    );
    release();
    await hydrated(page);
    await expectPage(page, expected);
    await expect(html).toHaveAttribute("data-event", state);
    // The organisers' printed pages are left out: under a busy machine, Chromium
    // sometimes paints their scaled sheet (container query units) for one
    // frame before laying it out, which reads as a shift (docs/decisions/036).
    if (!printPaths.includes(path)) {
      expect(await layoutShift(page), `${path}: nothing moves`).toBe(0);
    }
    if (axe) expect(await violations(page), `${path}: no WCAG A/AA violations`).toEqual([]);
  }
  await page.unroute(scripts);
}
