import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { event } from "../../app/content/event";
import { posterWhenCopy } from "../../app/content/print-copy";
import { eventDateText, eventTimeText } from "../../app/lib/event-facts";
import { testContentUrl } from "../../playwright.config";
import { expect, hydrated, test } from "./fixtures";
import { day, later } from "./moments";

// The poster is read from across a lawn: the date, the time and the venue in
// large type (the venue at least 30 pt, decision 025), on one A4 sheet in
// every state of the year.

/** A CSS pixel printed, in points (96 to the inch, 72 points to the inch). */
const points = (pixels: number) => (pixels * 72) / 96;

async function printedSize(page: Page, text: string) {
  const found = page
    .getByRole("article", { name: "The poster" })
    .getByText(text, { exact: true })
    .filter({ visible: true });
  await expect(found).toHaveCount(1);
  return points(
    await found.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
  );
}

async function onePage(page: Page) {
  const pdf = await PDFDocument.load(await page.pdf({ format: "A4" }));
  expect(pdf.getPageCount()).toBe(1);
}

const spaced = (text: string) => text.replaceAll("\u00a0", " ");

for (const { name, at } of [
  { name: "before the picnic", at: day(-40, "12:00") },
  { name: "on the day", at: day(0, later(event.startTime, 60)) },
]) {
  test(`${name}, the printed poster's date, time and venue are large, on one A4 page`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(at));
    await page.goto("/poster");
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    const venue = await printedSize(page, event.venue.name);
    expect(venue).toBeGreaterThanOrEqual(30);
    expect(await printedSize(page, spaced(eventTimeText))).toBeGreaterThan(venue);
    expect(await printedSize(page, spaced(eventDateText))).toBeGreaterThan(venue);
    await onePage(page);
  });
}

for (const { name, base, at, state } of [
  { name: "after the picnic", base: "", at: day(4, "12:00"), state: "past" as const },
  {
    name: "postponed",
    base: testContentUrl("postponed"),
    at: day(-40, "12:00"),
    state: "postponed" as const,
  },
  {
    name: "cancelled",
    base: testContentUrl("cancelled"),
    at: day(-40, "12:00"),
    state: "cancelled" as const,
  },
]) {
  test(`${name}, the printed poster's venue is large too, on one A4 page`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(at));
    await page.goto(`${base}/poster`);
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    const first = posterWhenCopy[state][0].replace("{date}", spaced(eventDateText));
    expect(await printedSize(page, first)).toBeGreaterThan(
      await printedSize(page, event.venue.name),
    );
    expect(await printedSize(page, event.venue.name)).toBeGreaterThanOrEqual(30);
    await onePage(page);
  });
}
