import type { Page } from "@playwright/test";
import { violations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

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
 * Opens each page with the app's scripts held back, then with them, checking
 * both, and axe on each. A moment of a state whose pages another moment has
 * checked with axe may leave it out (`axe: false`), as the words and colours
 * are those of the state (decision 026).
 */
export async function expectEveryPaint(
  page: Page,
  consoleGuard: { allow: (pattern: RegExp) => void },
  pages: Record<string, Expected>,
  state: string,
  { axe = true } = {},
) {
  // Two loads and an axe run for every page: a slow test's time (they took up to
  // 28 s of the default 30 on two cores while other work ran).
  test.slow();
  consoleGuard.allow(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const [path, expected] of Object.entries(pages)) {
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-event", state);
    await expectPage(page, expected);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  }
  await page.unroute(/\/assets\/.*\.js$/);
  for (const [path, expected] of Object.entries(pages)) {
    await page.goto(path);
    await hydrated(page);
    await expectPage(page, expected);
    await expect(page.locator("html")).toHaveAttribute("data-event", state);
    expect(await layoutShift(page), `${path}: nothing moves`).toBe(0);
    if (axe) expect(await violations(page), `${path}: no WCAG A/AA violations`).toEqual([]);
  }
}
