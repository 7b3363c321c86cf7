import type { APIRequestContext } from "@playwright/test";
import { event } from "../../src/content/event";
import { donateFaqs, shopFaqs } from "../../src/content/faqs";
import { products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { basicUtc, calendarFileName, calendarFilePath } from "../../src/lib/calendar";
import { eventEndIso, eventEndsAt, eventStartIso, eventStartsAt } from "../../src/lib/event-facts";
import { expect, hydrated, test } from "./fixtures";
import { recordShares, shares } from "./share";
import { headOf } from "./html-head";
import { fortyDaysBefore } from "./moments";
import { publicPaths as pages, sitemapPages } from "./pages";

async function fetchHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return headOf(await response.text());
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("search and sharing tags", () => {
  test(
    "every page has its own title, description, canonical URL and sharing tags",
    { tag: "@content" },
    async ({ request }) => {
      const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
      for (const path of pages) {
        const head = await fetchHead(request, path);
        const url = `${site.siteUrl}${path}`;
        const description = head.meta("name", "description");

        expect(head.title, path).not.toBe("");
        expect(description, path).toBeTruthy();
        expect(head.canonical, path).toBe(url);
        expect(head.meta("property", "og:url"), path).toBe(url);
        expect(head.meta("property", "og:title"), path).toBe(head.title);
        expect(head.meta("property", "og:description"), path).toBe(description);
        expect(head.meta("property", "og:type"), path).toBe("website");
        expect(head.meta("property", "og:site_name"), path).toBe(site.brand);
        expect(head.meta("property", "og:locale"), path).toBe("en_GB");
        expect(head.meta("property", "og:image"), path).toBe(`${site.siteUrl}/social-card.png`);
        expect(head.meta("property", "og:image:width"), path).toBe("1200");
        expect(head.meta("property", "og:image:height"), path).toBe("630");
        expect(head.meta("property", "og:image:alt"), path).toContain(site.brand);
        expect(head.meta("name", "twitter:card"), path).toBe("summary_large_image");
        expect(head.meta("name", "twitter:image"), path).toBe(`${site.siteUrl}/social-card.png`);
        expect(
          head.jsonLd.map((data) => data["@type"]),
          path,
        ).toContain("Organization");

        expect(seen.titles.has(head.title), `${path} repeats a title`).toBe(false);
        expect(seen.descriptions.has(description ?? ""), `${path} repeats a description`).toBe(
          false,
        );
        seen.titles.add(head.title);
        seen.descriptions.add(description ?? "");
      }
    },
  );

  test("the share image and the app icons are PNGs of the promised sizes", async ({ request }) => {
    const expected: Array<[string, number]> = [
      ["/icons/icon-192.png", 192],
      ["/icons/icon-512.png", 512],
      ["/icons/icon-maskable-512.png", 512],
      ["/apple-touch-icon.png", 180],
    ];
    const card = await request.get("/social-card.png");
    expect(card.headers()["content-type"]).toBe("image/png");
    const cardBytes = await card.body();
    expect(pngSize(cardBytes)).toEqual({ width: 1200, height: 630 });
    expect(cardBytes.length).toBeLessThan(150_000);
    for (const [path, size] of expected) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(pngSize(await response.body()), path).toEqual({ width: size, height: size });
    }
  });

  test(
    "the web app manifest names the site and its icons, and the pages link to it",
    { tag: "@content" },
    async ({ request, page }) => {
      const response = await request.get("/manifest.webmanifest");
      expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json(;|$)/);
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        short_name: site.brand,
        start_url: "/",
        display: "standalone",
        theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
      expect(manifest.name).toContain(site.brand);
      const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) =>
        [icon.sizes, icon.purpose].join(" "),
      );
      expect(purposes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);

      const head = headOf(await (await request.get("/")).text());
      expect(head.link("apple-touch-icon")).toBe("/apple-touch-icon.png");
      // The manifest link arrives with the site's script, after the first paint.
      expect(head.link("manifest")).toBeUndefined();
      await page.goto("/event");
      await hydrated(page);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
        "href",
        "/manifest.webmanifest",
      );
    },
  );
});

test.describe("structured data", () => {
  test(
    "the event page describes the picnic as a schema.org Event",
    { tag: "@content" },
    async ({ request }) => {
      const head = await fetchHead(request, "/event");
      const data = head.jsonLd.find((item) => item["@type"] === "Event");
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        name: event.name,
        startDate: eventStartIso,
        endDate: eventEndIso,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        isAccessibleForFree: true,
        image: [`${site.siteUrl}/social-card.png`],
        organizer: { "@type": "Organization", name: site.brand },
        offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" },
        location: {
          "@type": "Place",
          name: event.venue.name,
          address: {
            "@type": "PostalAddress",
            addressLocality: event.venue.locality,
            addressRegion: event.venue.region,
            postalCode: event.venue.postcode,
            addressCountry: event.venue.country,
          },
        },
      });
      expect(String(data?.description)).toContain("picnic");
    },
  );

  test(
    "each product page offers the product for pre-order in pounds",
    { tag: "@content" },
    async ({ request }) => {
      for (const product of products) {
        const head = await fetchHead(request, `/shop/${product.id}`);
        expect(
          head.jsonLd.find((item) => item["@type"] === "Product"),
          product.id,
        ).toMatchObject({
          name: product.name,
          image: [`${site.siteUrl}${product.image}`],
          offers: {
            "@type": "Offer",
            price: product.price.toFixed(2),
            priceCurrency: "GBP",
            availability: "https://schema.org/PreOrder",
            url: `${site.siteUrl}/shop/${product.id}`,
          },
        });
      }
    },
  );

  test("the shop and donate FAQs are FAQPage data with every question", async ({ request }) => {
    for (const [path, faqs] of [
      ["/shop", shopFaqs],
      ["/donate", donateFaqs],
    ] as const) {
      const head = await fetchHead(request, path);
      const data = head.jsonLd.find((item) => item["@type"] === "FAQPage") as
        { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
      expect(
        data?.mainEntity.map((entry) => entry.name),
        path,
      ).toEqual(faqs.map((faq) => faq.question));
      expect(data?.mainEntity[0]?.acceptedAnswer.text).toBe(faqs[0]?.answer);
    }
  });

  test("every page says who the organisers are", async ({ request }) => {
    const head = await fetchHead(request, "/about");
    expect(head.jsonLd.find((item) => item["@type"] === "Organization")).toMatchObject({
      name: site.brand,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/icons/icon-512.png`,
    });
  });
});

test.describe("sitemap and robots", () => {
  test("the sitemap robots.txt names lists every public page by absolute URL, and no not-found page", async ({
    request,
  }) => {
    const get = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      if (path.endsWith(".xml")) expect(response.headers()["content-type"]).toMatch(/xml/);
      return response.text();
    };
    const listed = await sitemapPages(get);
    expect(listed.sort()).toEqual(pages.map((path) => `${site.siteUrl}${path}`).sort());
    expect(listed.join(" ")).not.toContain("404");
  });

  test("robots.txt lets every page be crawled and names the sitemap on the site's address", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
  });
});

test.describe("add to calendar", () => {
  test(
    "the .ics file starts and ends at the right moments in UTC",
    { tag: "@content" },
    async ({ request }) => {
      const response = await request.get(calendarFilePath);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      const lines = (await response.text()).replace(/\r\n[ \t]/g, "").split("\r\n");
      expect(lines).toContain(`DTSTART:${basicUtc(eventStartsAt)}`);
      expect(lines).toContain(`DTEND:${basicUtc(eventEndsAt)}`);
      expect(lines).toContain(`SUMMARY:${event.name}`);
      expect(lines).toContain(`URL:${site.siteUrl}/event`);
      expect(lines.find((line) => line.startsWith("LOCATION:"))).toContain(event.venue.name);
    },
  );

  test("the event page offers the calendar file and a Google Calendar link before the picnic", async ({
    page,
    requests,
    baseURL,
  }) => {
    await page.clock.setFixedTime(fortyDaysBefore());
    await page.goto("/event");
    await hydrated(page);
    // One choice (decision 024): it opens to both.
    await page.getByText("Add to Calendar", { exact: true }).click();
    const file = page.getByRole("link", { name: /^Add to Calendar \(/ });
    await expect(file).toHaveAttribute("href", calendarFilePath);
    await expect(file).toHaveAttribute("download", calendarFileName);
    const google = page.getByRole("link", { name: /^Add to Google Calendar/ });
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", "noopener noreferrer");
    const href = new URL((await google.getAttribute("href")) ?? "");
    expect(href.hostname).toBe("calendar.google.com");
    expect(href.searchParams.get("dates")).toBe(
      `${basicUtc(eventStartsAt)}/${basicUtc(eventEndsAt)}`,
    );
    // Links to other sites, but nothing loaded from them.
    expect(requests.filter((url) => !url.startsWith(baseURL ?? ""))).toEqual([]);
  });

  test("the calendar file downloads", async ({ page }) => {
    await page.clock.setFixedTime(fortyDaysBefore());
    await page.goto("/event");
    await hydrated(page);
    await page.getByText("Add to Calendar", { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^Add to Calendar \(/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(calendarFileName);
  });
});

test.describe("spread the word", () => {
  test("copies the site's address where there is no share sheet, and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: `Share ${site.brand}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.siteUrl}/`);
  });

  test("uses the share sheet where there is one", async ({ page }) => {
    await recordShares(page);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: `Share ${site.brand}` }).click();
    await expect
      .poll(() => shares(page))
      .toEqual([expect.objectContaining({ url: `${site.siteUrl}/` })]);
  });
});
