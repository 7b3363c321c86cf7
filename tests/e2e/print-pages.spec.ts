import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PDFDocument } from "pdf-lib";
import { PNG } from "pngjs";
import { printCopy } from "../../src/content/print-copy";
import { event } from "../../src/content/event";
import { site } from "../../src/content/site";
import { eventDateText, eventTimeText } from "../../src/lib/event-facts";
import { colours } from "../../src/content/colours";
import { cardBoxes, posterHighlights } from "../../src/lib/print-sheet";

/** The ribbon's pink, as a printed sheet's pixels have it. */
const ribbon = [1, 3, 5].map((at) => parseInt(colours.ribbon.slice(at, at + 2), 16));
import { testContentUrl } from "../../playwright.config";
import { expect, hydrated, outsideOf, plainSpaces, test } from "./fixtures";
import { day, fortyDaysBefore } from "./moments";
import { headOf } from "./html-head";
import { printPaths, publicPaths, sitemapPages } from "./pages";

// The poster and the table cards: printed by the organisers for the day
// itself. Each prints on exactly one A4 sheet, and every QR code on it opens
// the site's donate page at its absolute address.

const donateAddress = `${site.siteUrl}/donate`;
/** A4 in PostScript points, as a PDF measures its pages. */
const A4_POINTS = { width: 595.28, height: 841.89 };

/** What a phone's camera would read from each QR code: decoded from a picture of it. */
async function scan(codes: Locator) {
  const found: Array<string | undefined> = [];
  for (const code of await codes.all()) {
    const png = PNG.sync.read(await code.screenshot());
    found.push(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data);
  }
  return found;
}

const qrCodes = (page: Page) => page.getByRole("img", { name: /^QR code/ });

async function printedPages(page: Page) {
  const pdf = await PDFDocument.load(await page.pdf({ format: "A4" }));
  return pdf.getPages().map((sheet) => sheet.getSize());
}

/** Before the picnic and after it: the poster's words differ (year-round.spec.ts). */
const moments = [day(-40, "12:00"), day(183, "12:00")];

for (const path of printPaths) {
  test.describe(path, () => {
    for (const when of moments) {
      test(`at ${when} prints on exactly one A4 page: the sheet alone, no header, footer or button`, async ({
        page,
      }) => {
        await page.clock.setFixedTime(new Date(when));
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

        const pages = await printedPages(page);
        expect(pages).toHaveLength(1);
        expect(pages[0]?.width).toBeCloseTo(A4_POINTS.width, -1);
        expect(pages[0]?.height).toBeCloseTo(A4_POINTS.height, -1);

        // On screen, the site around the sheet and the organiser's words; in print, the sheet alone.
        const around = [
          page.getByRole("banner"),
          page.getByRole("contentinfo"),
          page.getByRole("button"),
          page.getByRole("link"),
          page.getByRole("heading", { level: 1 }),
        ];
        for (const shown of around) expect(await shown.count()).toBeGreaterThan(0);
        await page.emulateMedia({ media: "print" });
        await expect(page.getByRole("article")).toBeVisible();
        for (const gone of around) await expect(gone).toHaveCount(0);
        // The sheet is the page: A4 at the top left, and everything on it inside it.
        const sheet = await page.getByRole("article").boundingBox();
        expect(sheet).toMatchObject({ x: 0, y: 0 });
        expect(sheet?.width).toBeCloseTo(793.7, 0);
        expect(sheet?.height).toBeCloseTo(1122.5, 0);
        const outside = await outsideOf(page.getByRole("article"));
        expect(outside).toEqual([]);
      });
    }

    test("every QR code, as printed, opens the donate page's absolute address", async ({
      page,
    }) => {
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      const found = await scan(qrCodes(page));
      expect(found.length).toBeGreaterThanOrEqual(1);
      for (const text of found) expect(text).toBe(donateAddress);
      // Nothing added to it: no tracking parameters.
      expect(new URL(donateAddress).search).toBe("");
      expect(new URL(donateAddress).origin).toBe(site.siteUrl);
    });

    test("is for the organisers: noindex, not in the sitemap, not linked from the site", async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(headOf(html).meta("name", "robots")).toBe("noindex");
      const listed = await sitemapPages(async (at) => (await request.get(at)).text());
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.map((url) => new URL(url).pathname)).not.toContain(path);
      for (const visitorPage of ["/", "/event", "/donate"]) {
        await page.goto(visitorPage);
        await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
      }
      expect(publicPaths).not.toContain(path);
    });
  });
}

// While plans are changed every page opens with a line saying so, above the page's own
// content: printed, the sheet alone, still at the top of its one page.
for (const variant of ["postponed", "cancelled"]) {
  for (const path of printPaths) {
    test(`${path}, the picnic ${variant}, prints the sheet alone on one A4 page`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(day(-40, "12:00")));
      await page.goto(`${testContentUrl(variant)}${path}`);
      await hydrated(page);
      const sheet = page.getByRole("article");
      expect((await sheet.boundingBox())?.y).toBeGreaterThan(0);
      await page.emulateMedia({ media: "print" });
      expect(await sheet.boundingBox()).toMatchObject({ x: 0, y: 0 });
      expect(await printedPages(page)).toHaveLength(1);
    });
  }
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of printPaths) {
    test(`${path} shows its QR codes and prints on one A4 page`, async ({ page }) => {
      await page.goto(path);
      await expect(qrCodes(page).first()).toBeVisible();
      for (const text of await scan(qrCodes(page))) expect(text).toBe(donateAddress);
      expect(await printedPages(page)).toHaveLength(1);
      // The Print button needs JavaScript, so it is not offered.
      await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    });
  }
});

test("the poster: the picnic, when and where, the ask and a large QR code", async ({ page }) => {
  // Before the day (year-round.spec.ts follows it through the year).
  await page.clock.setFixedTime(fortyDaysBefore());
  await page.goto("/poster");
  await hydrated(page);
  const poster = page.getByRole("article", { name: "The poster" });
  await expect(poster.getByRole("heading", { name: event.name })).toBeVisible();
  await expect(poster.getByText(eventDateText, { exact: true })).toBeVisible();
  await expect(poster.getByText(eventTimeText, { exact: true })).toBeVisible();
  await expect(poster).toContainText(event.venue.name);
  await expect(poster).toContainText(printCopy.posterAsk);
  await expect(poster).toContainText(`${new URL(site.siteUrl).host}/donate`);

  // Above the QR code, what is on: the schedule's longest items (lunch, games, the
  // raffle), not the speeches after the gates open (review 1).
  const whatsOn = poster.getByText("What’s on", { exact: true });
  await expect(whatsOn).toBeVisible();
  const highlights = posterHighlights(event.schedule, 1);
  expect(highlights.length).toBeGreaterThan(0);
  for (const item of highlights) await expect(whatsOn.locator("..")).toContainText(item.title);

  await page.emulateMedia({ media: "print" });
  // Large: over 80 mm across on the sheet (a 96 dpi pixel is 0.2646 mm).
  const code = await qrCodes(page).boundingBox();
  expect((code?.width ?? 0) * 0.2646).toBeGreaterThan(80);
  const line = await whatsOn.locator("..").boundingBox();
  expect((line?.y ?? 0) + (line?.height ?? 0)).toBeLessThanOrEqual(code?.y ?? 0);

  // No bleed: nothing on the sheet has a background colour within 6 mm of the paper's
  // edge, where a home printer leaves white (issue 40).
  const sheet = (await poster.boundingBox())!;
  const nearEdge = await poster.locator("*").evaluateAll(
    (elements, { x, y, width, height, margin }) =>
      elements
        .filter((element) => {
          const colour = getComputedStyle(element).backgroundColor;
          if (colour === "rgba(0, 0, 0, 0)" || colour === "transparent") return false;
          const box = element.getBoundingClientRect();
          return (
            box.left - x < margin ||
            box.top - y < margin ||
            x + width - box.right < margin ||
            y + height - box.bottom < margin
          );
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    { ...sheet, margin: 6 / 0.2646 },
  );
  expect(nearEdge).toEqual([]);

  // The drawing prints in its colours: its bunting, gingham and ribbons in the ribbon's
  // pink, not the white of the band's words around it (review 1).
  const drawing = await poster.locator("svg:has(use)").screenshot();
  const { data } = PNG.sync.read(drawing);
  let pink = 0;
  for (let at = 0; at < data.length; at += 4) {
    const distance = ribbon.reduce(
      (sum, value, channel) => sum + Math.abs(value - data[at + channel]!),
      0,
    );
    if (distance < 40) pink += 1;
  }
  expect(pink / (data.length / 4)).toBeGreaterThan(0.003);
});

test("after the picnic the poster says nothing of what is on", async ({ page }) => {
  await page.clock.setFixedTime(new Date(day(183, "12:00")));
  await page.goto("/poster");
  await hydrated(page);
  const poster = page.getByRole("article", { name: "The poster" });
  await expect(poster.getByRole("img", { name: /^QR code/ })).toBeVisible();
  await expect(poster.getByText("What’s on", { exact: true })).toBeHidden();
});

test("the table cards: two fold-over tents, each where its cut marks are, a QR code on both sides", async ({
  page,
}) => {
  await page.goto("/table-cards");
  await hydrated(page);
  const tents = page.getByRole("article", { name: "The table cards" }).getByRole("listitem");
  await expect(tents).toHaveCount(2);
  for (const tent of await tents.all()) {
    // The card twice: one side upright, the other upside down, so folded it reads from both sides.
    await expect(tent.getByText(printCopy.cardLine)).toHaveCount(2);
    await expect(qrCodes(page).and(tent.getByRole("img"))).toHaveCount(2);
    const turns = await tent
      .locator("[data-face]")
      .evaluateAll((faces) => faces.map((face) => getComputedStyle(face).rotate));
    expect(turns).toEqual(["180deg", "none"]);
  }
  expect(printCopy.cardLine).toBe(`Scan to give in memory of ${site.honoree}`);

  await page.emulateMedia({ media: "print" });
  const sheet = await page.getByRole("article").boundingBox();
  const millimetres = (pixels: number) => (pixels / (sheet?.width ?? 1)) * 210;
  const expected = cardBoxes({ columns: 2, rows: 1, margin: 10, gutter: 10 });
  for (const [index, tent] of (await tents.all()).entries()) {
    const box = await tent.boundingBox();
    const want = expected[index];
    expect(millimetres((box?.x ?? 0) - (sheet?.x ?? 0))).toBeCloseTo(want?.x ?? NaN, 0);
    expect(millimetres((box?.y ?? 0) - (sheet?.y ?? 0))).toBeCloseTo(want?.y ?? NaN, 0);
    expect(millimetres(box?.width ?? 0)).toBeCloseTo(want?.width ?? NaN, 0);
    expect(millimetres(box?.height ?? 0)).toBeCloseTo(want?.height ?? NaN, 0);
    // The two sides meet at the fold, halfway down.
    const [back, front] = await tent.locator("[data-face]").all();
    const backBox = await back!.boundingBox();
    const frontBox = await front!.boundingBox();
    expect(millimetres((backBox?.y ?? 0) + (backBox?.height ?? 0) - (sheet?.y ?? 0))).toBeCloseTo(
      (want?.y ?? NaN) + (want?.height ?? NaN) / 2,
      0,
    );
    expect(frontBox?.y).toBeCloseTo((backBox?.y ?? 0) + (backBox?.height ?? 0), 0);
  }
  // Crop marks at every tent's corners, two per corner; a dashed fold line across each tent.
  expect(await page.locator("article svg[aria-hidden] line:not([data-fold])").count()).toBe(
    2 * 4 * 2,
  );
  const folds = page.locator("article svg[aria-hidden] line[data-fold]");
  await expect(folds).toHaveCount(2);
  for (const [index, fold] of (await folds.all()).entries()) {
    const want = expected[index]!;
    expect(Number(await fold.getAttribute("y1"))).toBeCloseTo(want.y + want.height / 2, 5);
    expect(await fold.getAttribute("stroke-dasharray")).toBeTruthy();
  }
  for (const front of await page.locator("[data-face=front]").all()) {
    // The ribbon's bar 2 to 3 mm inside the cut at the card's foot, not on it, where a cut a
    // little off leaves a sliver of pink or of white (round 11): the rows in the ribbon's
    // pink down the card's middle, counted from its foot.
    const shot = PNG.sync.read(await front.screenshot());
    const middle = Math.floor(shot.width / 2);
    const strip = Array.from({ length: shot.height }, (_, row) =>
      [0, 1, 2].map((channel) => shot.data[(row * shot.width + middle) * 4 + channel]!),
    );
    const pinkRows = strip.flatMap((pixel, row) =>
      ribbon.reduce((sum, value, channel) => sum + Math.abs(value - pixel[channel]!), 0) < 40
        ? [shot.height - 1 - row]
        : [],
    );
    expect(millimetres(Math.min(...pinkRows)), "the bar from the cut").toBeGreaterThanOrEqual(2);
    expect(millimetres(Math.min(...pinkRows))).toBeLessThanOrEqual(3.5);
  }
});

test("the Print button opens the browser's print dialog", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.goto("/poster");
  await hydrated(page);
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

/** How many times `words` stand in the printed sheet's text. */
async function timesPrinted(page: Page, sheetName: string, words: string) {
  const text = await page.getByRole("article", { name: sheetName }).innerText();
  return text.replaceAll("\u00a0", " ").split(words).length - 1;
}

test("the printed poster names the picnic once, spends no block of ink, and keeps the cause's phrases whole", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(day(-40, "12:00")));
  await page.goto("/poster");
  await hydrated(page);
  await page.emulateMedia({ media: "print" });
  expect(await timesPrinted(page, "The poster", site.brand)).toBe(1);

  // No part of the sheet bigger than a tenth of it in a solid, dark colour (a home
  // printer's ink): light tints, the QR code's modules and the words only.
  const inked = await page.getByRole("article", { name: "The poster" }).evaluate((sheet) => {
    const whole = sheet.getBoundingClientRect();
    let largest = 0;
    for (const element of sheet.querySelectorAll("*")) {
      const [red = 255, green = 255, blue = 255, alpha = 1] = (
        getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number);
      const lightness = (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
      if (alpha === 0 || lightness > 0.8) continue;
      const box = element.getBoundingClientRect();
      largest = Math.max(largest, (box.width * box.height) / (whole.width * whole.height));
    }
    return largest;
  });
  expect(inked).toBeLessThan(0.1);

  // "triple-negative" and "breast cancer" each on one line of the ask.
  const causeWords = site.cause.name.split(" ");
  const phrases = [
    ...causeWords.filter((word) => word.includes("-")),
    causeWords.slice(-2).join(" "),
  ];
  const ask = page.getByRole("article", { name: "The poster" }).getByText(printCopy.posterAsk);
  for (const phrase of phrases) {
    const lines = await ask.first().evaluate((element, wanted) => {
      const text = element.textContent?.replaceAll("\u00a0", " ") ?? "";
      const at = text.indexOf(wanted);
      if (at < 0) return -1;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.nodeValue?.length ?? 0;
        if (seen <= at && at < seen + length) range.setStart(node, at - seen);
        if (seen < at + wanted.length && at + wanted.length <= seen + length)
          range.setEnd(node, at + wanted.length - seen);
        seen += length;
      }
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    }, phrase);
    expect(lines, phrase).toBe(1);
  }
});

test("each face of the printed tent cards names the picnic, its day and Gift Aid", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(day(-40, "12:00")));
  await page.goto("/table-cards");
  await hydrated(page);
  await page.emulateMedia({ media: "print" });
  // Two tents, each the card twice.
  expect(await timesPrinted(page, "The table cards", event.name)).toBe(4);
  expect(await timesPrinted(page, "The table cards", plainSpaces(eventDateText))).toBe(4);
  expect(await timesPrinted(page, "The table cards", "Gift Aid")).toBe(4);
});
