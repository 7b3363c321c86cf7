import type { Page } from "@playwright/test";
import { donationForm, fillDonation, MORE } from "./donation";
import { expect, holdAppScripts, test } from "./fixtures";

// The site's script runs nothing before the first paint: the menu, the
// header's look, the focus and the donation form's drafts wait for an idle
// moment or the visitor's first press, key or scroll (decision 066). On a
// slow phone idle may come late; nothing a visitor does meanwhile is lost.

/**
 * Holds every idle callback until `release()`, as on a phone still busy
 * starting the page. Returns how to let them run.
 */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    const holder = window as unknown as { releaseIdle: () => void };
    window.requestIdleCallback = (callback) => {
      held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return held.length;
    };
    holder.releaseIdle = () => {
      for (const run of held.splice(0)) run();
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
}

/** A browser without scroll-driven animations, where the script gives the header its look. */
const noScrollTimelines = (page: Page) =>
  page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = (...args: [string]) => !/animation-timeline/.test(args[0]) && supports(...args);
  });

test.describe("before the browser is idle", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a tap opens the menu, which says so, and Escape gives focus back to Menu", async ({
    page,
  }) => {
    await holdIdle(page);
    await page.goto("/event");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    const panel = page.locator("#site-menu");
    await expect(panel.getByRole("link", { name: "Donate Now" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("scrolling gives the header its look, where the script gives it", async ({ page }) => {
    await holdIdle(page);
    await noScrollTimelines(page);
    await page.goto("/event");
    const header = page.locator("#site-header");
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(await shadow()).toBe("none");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
    await expect(header).toHaveAttribute("data-scrolled", "");
    expect(await shadow()).not.toBe("none");
  });

  test("a name typed before idle is kept for a reload", async ({ page }) => {
    const release = await holdIdle(page);
    await holdAppScripts(page);
    await page.goto("/donate", { waitUntil: "commit" });
    const form = donationForm(page);
    await fillDonation(form, { name: "Kay" });
    await page.reload({ waitUntil: "commit" });
    await expect(form.getByText(MORE)).toBeVisible();
    await release();
    await expect(form.getByRole("textbox", { name: "Your name (optional)" })).toHaveValue("Kay");
  });

  test("a link's next page is read from its content once idle comes", async ({ page }) => {
    const release = await holdIdle(page);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Event Details" }).click();
    await expect(page).toHaveURL(/\/event$/);
    await release();
    await expect(page.locator("main")).toBeFocused();
  });
});
