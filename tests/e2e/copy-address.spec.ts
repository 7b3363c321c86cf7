import type { Page } from "@playwright/test";
import { products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { expect, hydrated, test } from "./fixtures";
import { day, fortyDaysBefore } from "./moments";

// A mailto: link goes nowhere on a phone whose mail is in a browser (issue 40):
// beside each e-mail button (RSVP Now, Hear about next year) the address is
// shown as text, with a Copy button once the page's script runs.

const addressLine = (page: Page, address: string) =>
  page.getByRole("main").locator("[data-copy-address]").filter({ hasText: address, visible: true });

test("before the picnic, RSVP Now's address is shown beside it and Copy copies it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.setFixedTime(fortyDaysBefore());
  await page.goto("/event");
  await hydrated(page);
  const line = addressLine(page, site.emails.rsvp).first();
  await expect(line).toContainText(`Or write to ${site.emails.rsvp}`);
  await line.getByRole("button", { name: `Copy ${site.emails.rsvp}` }).click();
  await expect(line.getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.emails.rsvp);
});

test("without the Clipboard API (an address not on https), Copy still copies", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined });
  });
  await page.clock.setFixedTime(fortyDaysBefore());
  await page.goto("/event");
  await hydrated(page);
  const copied = page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) =>
        document.addEventListener("copy", () => resolve(window.getSelection()?.toString()), {
          once: true,
        }),
      ),
  );
  const line = addressLine(page, site.emails.rsvp).first();
  await line.getByRole("button", { name: `Copy ${site.emails.rsvp}` }).click();
  await expect(line.getByRole("status")).toHaveText("Copied");
  expect(await copied).toBe(site.emails.rsvp);
});

test("where copying is blocked, the address is selected and the line says so", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined });
    document.execCommand = () => false;
  });
  await page.clock.setFixedTime(fortyDaysBefore());
  await page.goto("/event");
  await hydrated(page);
  const line = addressLine(page, site.emails.rsvp).first();
  await line.getByRole("button", { name: `Copy ${site.emails.rsvp}` }).click();
  await expect(line.getByRole("status")).toContainText("Copying is blocked here");
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(site.emails.rsvp);
});

// Event's only: Home's first screen has no address line in any state (round 11: before the
// day it has none, and after it 375 and 1280 differed), as fresh-eyes.spec.ts checks.
test("after the picnic, Hear about next year's address is shown beside it", async ({ page }) => {
  await page.clock.setFixedTime(new Date(day(30, "12:00")));
  for (const path of ["/event"]) {
    await page.goto(path);
    await hydrated(page);
    const line = addressLine(page, site.emails.info).first();
    await expect(line).toBeVisible();
    await expect(line.getByRole("button", { name: `Copy ${site.emails.info}` })).toBeVisible();
  }
});

test("the shop's address beside Pre-Order Now and Contact for Bulk Orders, with Copy", async ({
  page,
}) => {
  // A product page, whichever products the organiser sells.
  for (const path of [`/shop/${products[0]!.id}`, "/shop"]) {
    await page.goto(path);
    await hydrated(page);
    const line = addressLine(page, site.emails.shop);
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("button", { name: `Copy ${site.emails.shop}` })).toBeVisible();
  }
});

test("About's Volunteer and Sponsorship cards show their addresses, with Copy", async ({
  page,
}) => {
  await page.goto("/about");
  await hydrated(page);
  for (const address of [site.emails.volunteer, site.emails.sponsorship]) {
    const line = addressLine(page, address);
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("button", { name: `Copy ${address}` })).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the address is shown as text, and no Copy button that cannot work", async ({ page }) => {
    await page.goto("/event");
    await expect(page.getByRole("main")).toContainText(`Or write to ${site.emails.rsvp}`);
    const lines = page.getByRole("main").locator("[data-copy-address]").filter({ visible: true });
    expect(await lines.count()).toBeGreaterThan(0);
    for (const line of await lines.all()) {
      await expect(line).toContainText(/Or write to \S+@\S+/);
      await expect(line.getByRole("button")).toBeHidden();
    }
  });
});
