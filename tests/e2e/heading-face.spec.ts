import type { Page, Route } from "@playwright/test";
import { site } from "../../src/content/site";
import { expect, test } from "./fixtures";

// The headings and the wordmark in the site's own face (issue 47), from the site itself,
// and nothing on the page moves when it arrives after the first paint.

const FACE = "Lora";

/** The family each heading and the wordmark is drawn in, once the page's fonts are in. */
const facesInUse = (page: Page) =>
  page.evaluate(
    async ({ face, brand }) => {
      await document.fonts.ready;
      const loaded = [...document.fonts].filter(
        (font) => font.family.replaceAll('"', "") === face && font.status === "loaded",
      );
      const wordmark = [...document.querySelectorAll("header a[href='/'] *")].filter(
        (element) => element.children.length === 0 && element.textContent === brand,
      );
      const shown = [...document.querySelectorAll("main h1, main h2"), ...wordmark]
        .filter((element) => element.checkVisibility())
        .map((element) => getComputedStyle(element).fontFamily.split(",")[0]?.trim());
      return { loaded: loaded.length, shown: [...new Set(shown)], wordmark: wordmark.length };
    },
    { face: FACE, brand: site.brand },
  );

for (const path of ["/", "/donate", "/about"]) {
  test(`${path}: headings and the wordmark are in the site's own face, from its own origin, preloaded`, async ({
    page,
    requests,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: site.brand })).toBeVisible();
    const { loaded, shown, wordmark } = await facesInUse(page);
    expect(loaded, `${FACE} loaded`).toBeGreaterThan(0);
    expect(wordmark).toBe(1);
    expect(shown).toEqual([FACE]);

    // One file, woff2, from the site's own origin, the one the head preloads.
    const origin = new URL(page.url()).origin;
    expect(fonts).toHaveLength(1);
    const [font] = fonts;
    expect(new URL(font ?? "").origin).toBe(origin);
    expect(font).toMatch(/\.woff2$/);
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => [(link as HTMLLinkElement).href, link.getAttribute("type")]),
      );
    expect(preloaded).toEqual([[font, "font/woff2"]]);
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual(
      [],
    );
  });
}

for (const width of [375, 1280]) {
  for (const path of ["/", "/event", "/donate", "/about", "/shop"]) {
    test(`${path} at ${width}: nothing moves when the headings' face arrives after the first paint`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
      // The face held back until the page has been painted in the fallback.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      // Not "load": the page's load waits for its fonts.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("h1, h2, h3, #site-footer")]
            .filter((element) => element.checkVisibility())
            .map((element) => {
              const box = element.getBoundingClientRect();
              return `${element.textContent?.slice(0, 30)}: ${Math.round(box.top + scrollY)} ${Math.round(box.height)}`;
            }),
        );
      const inFallback = await boxes();
      expect(
        await page.evaluate(() => document.fonts.check('700 16px "Lora"')),
        "the face is not in yet",
      ).toBe(false);

      release();
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('700 16px "Lora"')))
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      // Painted in the face: the same place and height for every heading, and no shift.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await boxes()).toEqual(inFallback);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    });
  }
}
