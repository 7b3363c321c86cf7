import type { Page } from "@playwright/test";

type ShareRecord = { shareCalls: unknown[] };

/**
 * Gives the page a share sheet (`navigator.share`) that records what it is
 * asked to share, in place before the page's own scripts run.
 */
export async function recordShares(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, "shareCalls", { value: calls });
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => {
        calls.push(data);
      },
      configurable: true,
    });
  });
}

/** What the page has asked the share sheet to share since it loaded. */
export const shares = (page: Page) =>
  page.evaluate(() => (window as unknown as ShareRecord).shareCalls);
