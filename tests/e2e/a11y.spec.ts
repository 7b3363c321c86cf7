import type { Page } from "@playwright/test";
import { categories, colours, products, sizes } from "../../src/content/products";
import { checkEachWidth, violations, widths } from "./axe";
import { expect, hydrated, test } from "./fixtures";

// axe-core on the states a visitor reaches by interacting (menu open, pickers
// and filters chosen) and on the not-found pages, at a phone and a desktop
// width. Every page as it loads is checked in security.spec.ts, beside its
// other checks, on the same load (decision 076). The donation form, its
// banner and the wall empty and full are checked in donations.spec.ts.

// Colours are checked once settled, not halfway through a transition.
test.use({ reducedMotion: "reduce" });

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

test("the not-found page has no WCAG A/AA violations", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  consoleGuard.allow(/404: no page at/);
  const response = await open(page, "/no-such-page", widths[0]);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await checkEachWidth(page);
});

test("an unknown product has no WCAG A/AA violations", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const response = await open(page, "/shop/nope", widths[0]);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  await checkEachWidth(page);
});

test("a product with a size and colour chosen has no WCAG A/AA violations", async ({ page }) => {
  // The organisers' first piece of clothing, its last size and its last colour.
  const clothing = products.find((product) => product.productType !== undefined)!;
  const size = sizes.at(-1)!;
  const colour = colours.at(-1)!.name;
  await open(page, `/shop/${clothing.id}`, widths[0]);
  await expect(page.getByRole("radio", { name: size, exact: true })).not.toBeChecked();
  await page.getByRole("group", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("group", { name: "Colour" }).getByText(colour, { exact: true }).click();
  await expect(page.getByRole("radio", { name: size, exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: colour, exact: true })).toBeChecked();
  await checkEachWidth(page);
});

test("the shop with a category chosen has no WCAG A/AA violations", async ({ page }) => {
  await open(page, "/shop", widths[0]);
  const category = page
    .getByRole("group", { name: "Filter by category" })
    .getByRole("button", { name: categories.at(-1)!.label, exact: true });
  await expect(category).toHaveAttribute("aria-pressed", "false");
  await category.click();
  await expect(category).toHaveAttribute("aria-pressed", "true");
  await checkEachWidth(page);
});

test("the open mobile menu has no WCAG A/AA violations", async ({ page }) => {
  await open(page, "/event", 375);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator("#site-menu")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
