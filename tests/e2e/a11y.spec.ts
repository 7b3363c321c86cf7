import type { Page } from "@playwright/test";
import { violations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { layoutPaths } from "./pages";

// axe-core on every page (one product of each layout stands for the rest:
// tests/e2e/pages.ts) at a phone and a desktop width, plus the states a visitor
// reaches by interacting (menu open, pickers and filters chosen). The
// donation form, its banner and the wall empty and full are checked in
// donations.spec.ts.

// Colours are checked once settled, not halfway through a transition.
test.use({ reducedMotion: "reduce" });

const widths = [375, 1280] as const;

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

// Each test loads its page afresh at each width, one after the other in the
// same browser context: a new context costs about as much as a page load, and
// pages leave nothing stored behind them (decision 026). A width's violations
// are reported even when the other width's were found first.
for (const path of layoutPaths) {
  test(`${path} has no WCAG A/AA violations at ${widths.join(" and ")}px`, async ({ page }) => {
    for (const width of widths) {
      await open(page, path, width);
      expect.soft(await violations(page), `at ${width}px`).toEqual([]);
    }
  });
}

test("the not-found page has no WCAG A/AA violations", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  consoleGuard.allow(/404: no page at/);
  for (const width of widths) {
    const response = await open(page, "/no-such-page", width);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect.soft(await violations(page), `at ${width}px`).toEqual([]);
  }
});

test("an unknown product has no WCAG A/AA violations", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  for (const width of widths) {
    const response = await open(page, "/shop/nope", width);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
    expect.soft(await violations(page), `at ${width}px`).toEqual([]);
  }
});

test("a product with a size and colour chosen has no WCAG A/AA violations", async ({ page }) => {
  for (const width of widths) {
    await open(page, "/shop/hoodie", width);
    await expect(page.getByRole("radio", { name: "XL", exact: true })).not.toBeChecked();
    await page.getByRole("group", { name: "Size" }).getByText("XL", { exact: true }).click();
    await page.getByRole("group", { name: "Colour" }).getByText("White").click();
    await expect(page.getByRole("radio", { name: "XL", exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: "White" })).toBeChecked();
    expect.soft(await violations(page), `at ${width}px`).toEqual([]);
  }
});

test("the shop with a category chosen has no WCAG A/AA violations", async ({ page }) => {
  for (const width of widths) {
    await open(page, "/shop", width);
    const clothing = page
      .getByRole("group", { name: "Filter by category" })
      .getByRole("button", { name: "Clothing" });
    await expect(clothing).toHaveAttribute("aria-pressed", "false");
    await clothing.click();
    await expect(clothing).toHaveAttribute("aria-pressed", "true");
    expect.soft(await violations(page), `at ${width}px`).toEqual([]);
  }
});

test("the open mobile menu has no WCAG A/AA violations", async ({ page }) => {
  await open(page, "/event", 375);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator("#site-menu")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
