import type { Page } from "@playwright/test";
import sharp from "sharp";
import { photos } from "../../src/content/photos";
import { site } from "../../src/content/site";
import { portraitCaption } from "../../src/content/home-copy";
import { expect, inFirstScreen, test } from "./fixtures";
import { allPaths } from "./pages";

// The organisers' photos as a visitor meets them: described, in their place
// before they arrive, small on a phone, and telling nobody where they were
// taken. The shipped sample has no photos (its places show the drawings,
// decision 053); the organiser's test content has a hero and a venue photo.

/** Every picture on the page, as the HTML gives it. */
const images = (page: Page) =>
  page.locator("img").evaluateAll((found) =>
    found.map((img) => ({
      src: img.getAttribute("src"),
      alt: img.getAttribute("alt"),
      width: Number(img.getAttribute("width")),
      height: Number(img.getAttribute("height")),
      photo: img.parentElement?.tagName === "PICTURE",
    })),
  );

test("every picture on every page is described and has its size given", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of allPaths) {
    await page.goto(path);
    for (const image of await images(page)) {
      expect(image.alt, `${path}: ${image.src} has alt text`).not.toBeNull();
      if (image.photo) expect(image.alt?.trim(), `${path}: ${image.src}`).not.toBe("");
      expect(
        image.width * image.height,
        `${path}: ${image.src} has width and height`,
      ).toBeGreaterThan(0);
    }
  }
});

/** The box of the photo with this alt text. */
const boxOf = (page: Page, alt: string) =>
  page.getByRole("img", { name: alt }).evaluate((img) => {
    const { width, height } = img.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });

test(
  "a photo keeps its room before it arrives, so nothing moves when it does",
  {
    tag: "@organiser",
  },
  async ({ page }) => {
    // Event's lower picture, "The venue", lazy: the lawn's place (the venue's opens the page, issue 47).
    const venue = photos.hero!;
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(/\/_astro\/[^/]+\.(avif|webp)$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 740 });
    // Not waiting for "load": the hero's picture, fetched first, is held too.
    await page.goto("/event", { waitUntil: "domcontentloaded" });
    const photo = page.getByRole("img", { name: venue.alt });
    await photo.scrollIntoViewIfNeeded();
    const before = await boxOf(page, venue.alt);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    expect(before.height).toBeGreaterThan(150);

    release();
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await boxOf(page, venue.alt)).toEqual(before);
    await expect(photo).toHaveAttribute("loading", "lazy");
  },
);

test(
  "on a phone the home page's photo is fetched first, as AVIF, in at most 60 KB",
  {
    tag: "@organiser",
  },
  async ({ browser }) => {
    // A phone with a sharp screen: three pixels to the point, the widest copy a phone asks for.
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 3,
      isMobile: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await page.goto("/");
    const hero = page.getByRole("img", { name: photos.hero!.alt });
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    await expect(hero).toHaveJSProperty("complete", true);
    const chosen = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\.avif$/);
    const bytes = (await (await page.request.get(chosen)).body()).length;
    test
      .info()
      .annotations.push({ type: "hero at 375 px, 3x", description: `${chosen}: ${bytes} bytes` });
    expect(bytes).toBeLessThanOrEqual(60_000);
    await context.close();
  },
);

test(
  "the published photos carry no Exif: no camera, no time, no GPS position",
  { tag: "@organiser" },
  async ({ page, request }) => {
    // Whatever the originals carry: the organiser's test content (tests/content/organiser.mjs)
    // has a hero photo with a camera's Exif, and this runs on it too.
    const urls = new Set<string>();
    for (const path of ["/", "/event", "/about"]) {
      await page.goto(path);
      const sets = await page
        .locator("picture source, picture img")
        .evaluateAll((found) =>
          found.flatMap((element) =>
            (element.getAttribute("srcset") ?? element.getAttribute("src") ?? "")
              .split(",")
              .map((candidate) => candidate.trim().split(" ")[0] ?? ""),
          ),
        );
      for (const url of sets) if (url) urls.add(url);
    }
    // The hero and venue photos, at every width, in both formats.
    expect(urls.size).toBeGreaterThanOrEqual(10);
    for (const url of urls) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(/^image\/(avif|webp)$/);
      const body = await response.body();
      const meta = await sharp(body).metadata();
      expect([meta.exif, meta.xmp, meta.iptc], url).toEqual([undefined, undefined, undefined]);
      expect(body.includes(Buffer.from("Exif")), `${url} has an Exif block`).toBe(false);
    }
  },
);

test("her place on the About page is her portrait, or her name, never a stranger", async ({
  page,
}) => {
  // In the first screen: beside the title on a wide screen, under the lead on a phone (decision 028).
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/about");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await inFirstScreen(hero.locator("figure"), viewport.height);
    if (viewport.width < 768) {
      // Across the column under the lead on a phone (her name beside her picture), not left
      // with an empty band beside it.
      const [band, card] = [await hero.boundingBox(), await hero.locator("figure").boundingBox()];
      const left = card!.x - band!.x;
      const right = band!.x + band!.width - (card!.x + card!.width);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    }
  }
  const place = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  if (photos.portrait) {
    await expect(place.getByRole("img", { name: photos.portrait.alt })).toBeVisible();
  } else {
    await expect(place.locator("img")).toHaveCount(0);
    // Her name as Home's caption says it (decision 097).
    await expect(place.locator("figcaption")).toHaveText(portraitCaption);
    await expect(place.locator("figcaption")).toContainText(site.honoree);
  }
});
