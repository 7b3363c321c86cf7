import jsQR from "jsqr";
import { PDFDocument } from "pdf-lib";
import { PNG } from "pngjs";
import { site } from "../../src/content/site";
import { expect, test } from "./fixtures";

/** A4 at 96 CSS pixels to the inch, as a browser lays out a printed page. */
const A4_PIXELS = { width: 794, height: 1123 };

test("the poster: its QR code scans, and it prints on one A4 page with nothing around it", async ({
  tab,
}) => {
  await tab.goto("/poster");
  await tab.hydrated();
  await tab.screenshot("poster-1280");

  const pdf = await tab.print("poster");
  if (pdf) {
    const pages = (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(595.28, -1);
    expect(pages[0]?.height).toBeCloseTo(841.89, -1);
  } else {
    test.info().annotations.push({
      type: "print",
      description: `${tab.engine}'s driver cannot print to PDF; the print layout is checked on screen`,
    });
  }

  // The print layout on screen, in every engine: the page's print stylesheet
  // for all media, in a window the size of an A4 page.
  await tab.setViewport(A4_PIXELS.width, A4_PIXELS.height);
  await tab.evaluate(() => {
    const print = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="print"]');
    if (!print?.sheet) throw new Error("The poster's print stylesheet is not loaded");
    print.media = "all";
    window.scrollTo(0, 0);
  });
  // The engine lays the page out again for the new size and media in its own time
  // (WebKit's driver after the call returns): read it once the sheet fills the page.
  const measure = () =>
    tab.evaluate(() => {
      const sheet = document.querySelector("article")?.getBoundingClientRect();
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility())
          .length;
      return {
        sheet: sheet && [sheet.x, sheet.y, sheet.width, sheet.height].map(Math.round),
        pageHeight: document.documentElement.scrollHeight,
        around: shown("header, footer, button, a, h1"),
      };
    });
  await expect
    .poll(async () => (await measure()).sheet)
    .toEqual([0, 0, A4_PIXELS.width, A4_PIXELS.height]);
  const layout = await measure();
  expect(layout.sheet).toEqual([0, 0, A4_PIXELS.width, A4_PIXELS.height]);
  expect(layout.pageHeight).toBeLessThanOrEqual(A4_PIXELS.height);
  expect(layout.around).toBe(0);

  // What the code says, once the engine has painted the page as laid out for print.
  const scanned = async () => {
    const picture = PNG.sync.read(await tab.screenshot("poster-printed"));
    return jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data;
  };
  await expect.poll(scanned).toBe(`${site.siteUrl}/donate`);
});
