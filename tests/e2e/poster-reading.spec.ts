import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { event } from "../../src/content/event";
import { posterWhenCopy, printCopy, sheetsResult } from "../../src/content/print-copy";
import { site } from "../../src/content/site";
import { eventDateText, eventTimeText } from "../../src/lib/event-facts";
import {
  fitted,
  posterTitleBox,
  posterTitleSizes,
  posterVenueBox,
  posterVenueSizes,
} from "../../src/lib/print-sheet";
import { testContentUrl } from "../../playwright.config";
import { expect, hydrated, outsideOf, plainSpaces, test } from "./fixtures";
import { day, later } from "./moments";

// The poster is read from across a lawn: the date, the time and the venue in
// large type (the venue at least 30 pt on one line, decision 025; a name too
// long for one line at least 20 pt on two, decision 027), on one A4 sheet in
// every state of the year.

/** The least size, in points, of the venue's name: 30 on one line, 20 on two. */
const venueLeast = fitted(event.venue.name, posterVenueBox, posterVenueSizes).lines === 1 ? 30 : 20;

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
    expect(venue).toBeGreaterThanOrEqual(venueLeast);
    expect(await printedSize(page, plainSpaces(eventTimeText))).toBeGreaterThan(venue);
    expect(await printedSize(page, plainSpaces(eventDateText))).toBeGreaterThan(venue);
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
    const first = posterWhenCopy[state][0].replace("{date}", plainSpaces(eventDateText));
    // The date larger than the place; after the day, under the thanks and the total that
    // head the sheet, one quiet line no larger than the place (round 11).
    const [date, place] = [
      await printedSize(page, first),
      await printedSize(page, event.venue.name),
    ];
    if (state === "past" && sheetsResult) expect(date).toBeLessThanOrEqual(place);
    else expect(date).toBeGreaterThan(place);
    expect(await printedSize(page, event.venue.name)).toBeGreaterThanOrEqual(venueLeast);
    await onePage(page);
  });
}

// The organisers' words on the sheet, whatever their length: tagged @content, so it runs on
// another organiser's longer names too (decision 027). One test, before and after the day.
test(
  "the printed poster fits its words: the name the largest, nothing alone or off the sheet, one page",
  { tag: "@content" },
  async ({ page }) => {
    // The name's sizes larger than the date are the first two (src/lib/print-sheet.ts).
    const nameLargest =
      posterTitleSizes.indexOf(fitted(event.name, posterTitleBox, posterTitleSizes)) < 2;
    for (const at of [day(-40, "12:00"), day(183, "12:00")]) {
      await page.clock.setFixedTime(new Date(at));
      await page.goto("/poster");
      await hydrated(page);
      await page.emulateMedia({ media: "print" });
      const sheet = page.getByRole("article", { name: "The poster" });
      const name = sheet.getByRole("heading", { name: event.name });
      const sizes = await sheet
        .locator("*")
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility())
            .map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
        );
      const nameSize = await name.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
      // After the day, with the final total, the thanks are the headline and the total the
      // next largest (decision 093): the name stands under both.
      const thanks = at !== day(-40, "12:00") && sheetsResult?.title;
      if (thanks)
        expect(
          await sheet
            .getByText(thanks, { exact: true })
            .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
          `at ${at}, the thanks are the largest`,
        ).toBe(Math.max(...sizes));
      else if (nameLargest)
        expect(nameSize, `at ${at}, the name is the largest`).toBe(Math.max(...sizes));

      // "A picnic in memory of …": her name never alone on its line.
      const alone = await sheet
        .getByText(`A picnic in memory of ${site.honoree}`, { exact: true })
        .evaluate((line, honoree) => {
          // Where her name starts in the line's text, and the word before it.
          const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
          const texts: Text[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            texts.push(node as Text);
          const at = (offset: number): [Text, number] => {
            for (const text of texts) {
              if (offset < text.length) return [text, offset];
              offset -= text.length;
            }
            throw new Error("past the line's end");
          };
          const top = (offset: number) => {
            const range = document.createRange();
            const [node, start] = at(offset);
            range.setStart(node, start);
            range.setEnd(node, start + 1);
            return range.getClientRects()[0]!.top;
          };
          const whole = texts.map((text) => text.data).join("");
          const name = whole.lastIndexOf(honoree);
          return top(name - 2) !== top(name);
        }, site.honoree);
      expect(alone, `at ${at}, the name is not alone on its line`).toBe(false);

      // The ask beside its QR code, and every word on the sheet.
      const ask = (await sheet.getByText(printCopy.posterAsk).boundingBox())!;
      const code = (await sheet.getByRole("img", { name: /^QR code/ }).boundingBox())!;
      expect(ask.x + ask.width).toBeLessThanOrEqual(code.x);
      expect(ask.y).toBeLessThan(code.y + code.height);
      expect(ask.y + ask.height).toBeGreaterThan(code.y);
      const outside = await outsideOf(sheet);
      expect(outside, `at ${at}, everything on the sheet`).toEqual([]);
      await onePage(page);
    }
  },
);
