import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { event } from "../../src/content/event";
import { photos } from "../../src/content/photos";
import { createApp } from "../../server/app.js";
import { expect, hydrated, test } from "./fixtures";
import { day } from "./moments";
import { clothing, clothingCategory } from "./pages";

test.use({ serviceWorkers: "allow" });

/** Visits the home page once and waits until the service worker has precached the site. */
async function visitOnce(page: Page, home = "/") {
  await page.goto(home);
  await hydrated(page);
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === "activated" && navigator.serviceWorker.controller;
  });
}

test.describe("offline, after one visit", () => {
  // On the lawn, on the day.
  test.beforeEach(({ page }) => page.clock.setFixedTime(new Date(day(0, "12:30"))));

  test("the site keeps working with no signal", async ({ page, context, consoleGuard }) => {
    // Eleven pages, each loaded and started: 23–32 s on two busy cores.
    test.slow();
    consoleGuard.allow(/404: no page at \/(no-such-page|shop\/no-such-product)/);
    consoleGuard.allow(/status of 404/);
    await visitOnce(page);
    await context.setOffline(true);

    // Every answer below comes from the service worker: there is no network.
    const load = async (path: string, { started = true } = {}) => {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      if (started) await hydrated(page);
    };
    // A page whose islands' code this visitor never fetched is the plain HTML
    // it was built as, which works: Astro says in the console that it could
    // not start them.
    consoleGuard.allow(
      /Error hydrating|Failed to fetch dynamically imported module|net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
    );

    await load("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The event page, directions included, on the lawn with no signal.
    await load("/event");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
    await expect(page.getByRole("heading", { name: "Event Schedule" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Directions/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    if (photos.venue) {
      // The venue's photo too, never seen online at this size: the small copy stands in.
      const venue = page.getByRole("img", { name: photos.venue.alt });
      await venue.scrollIntoViewIfNeeded();
      await expect
        .poll(() => venue.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    } else {
      // With no photo of the venue, its drawing, from the cache.
      const drawing = await page.evaluate(async () => {
        const use = document.querySelector<SVGUseElement>('svg use[href*="/images/art/"]');
        const response = await fetch(use!.getAttribute("href")!.split("#")[0]!);
        return { ok: response.ok, type: response.headers.get("content-type") };
      });
      expect(drawing).toEqual({ ok: true, type: expect.stringContaining("image/svg+xml") });
    }

    // A page this visitor never opened, from the cache, its Pre-Order at work.
    const product = clothing.at(-1)!;
    await load(`/shop/${product.id}`, { started: false });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole("link", { name: "Pre-Order Now" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );

    // At its other names, which every host redirects to /event: a bookmark of
    // /event/ (where the static hosts served pages before decision 021), or of
    // the page's file.
    for (const other of ["/event/", "/event.html"]) {
      await load(other);
      await expect(page.getByRole("heading", { name: "Event Schedule" })).toBeVisible();
    }

    // A query string does not stop a cached page from loading.
    await load(`/shop?category=${clothingCategory.id}`, { started: false });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await load("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");

    // Under /shop/ the product route's own page, which hydrates without a mismatch.
    await load("/shop/no-such-product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  });

  test("a client-side visit to another page works offline too", async ({ page, context }) => {
    await visitOnce(page);
    await context.setOffline(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "Event Details" }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(page.getByRole("heading", { name: "Event Schedule" })).toBeVisible();
  });
});

test.describe("a new version", () => {
  test("is offered with a Reload button, which brings it in", async ({ page }) => {
    await visitOnce(page);
    // The same scope with a new script URL counts as a new version of the worker
    // (a deployment changes the script's bytes instead; the browser treats both alike).
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=2"));
    const banner = page
      .getByRole("status")
      .filter({ hasText: "A new version of this site is ready." });
    await expect(banner).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await hydrated(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js\?version=2$/,
    );
  });

  test("can be put off", async ({ page }) => {
    await visitOnce(page);
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=2"));
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByRole("button", { name: "Reload" })).toHaveCount(0);
  });
});

/**
 * A copy of the production build served by its own `npm start` server, so
 * that a test can deploy a new version of it while pages are open.
 */
async function deployableCopy() {
  const dir = await mkdtemp(path.join(tmpdir(), "site-deploy-"));
  const client = path.join(dir, "client");
  await cp("dist", client, { recursive: true });
  const server = createApp(client);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** A new release: the service worker's bytes change, as they do with every build. */
    async deployNewVersion() {
      const worker = path.join(client, "sw.js");
      const source = `${await readFile(worker, "utf8")}\n// the next release\n`;
      await writeFile(worker, source);
      await writeFile(`${worker}.br`, brotliCompressSync(source));
      await writeFile(`${worker}.gz`, gzipSync(source));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

test("after a deployment, Reload brings the new version into every open tab", async ({
  context,
}) => {
  const site = await deployableCopy();
  try {
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) await visitOnce(tab, `${site.origin}/event`);

    await site.deployNewVersion();
    const banners = tabs.map((tab) =>
      tab.getByRole("status").filter({ hasText: "A new version of this site is ready." }),
    );
    for (const [index, tab] of tabs.entries()) {
      // What the browser does by itself on the next navigation, without waiting for one.
      await tab.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(banners[index]!).toBeVisible();
    }

    // The first tab lets the new version take over; the second still offers it
    // (the visitor may be half-way through something there) and must still reload.
    for (const [index, tab] of tabs.entries()) {
      const reloaded = tab.waitForEvent("load");
      await banners[index]!.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await hydrated(tab);
      await expect(banners[index]!.getByRole("button", { name: "Reload" })).toHaveCount(0);
      expect(
        await tab.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
        }),
      ).toEqual({ waiting: null, active: "activated" });
    }
  } finally {
    await site.close();
  }
});

test("the service worker is never served from an HTTP cache", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-type"]).toMatch(/javascript/);
  // Everything it needs is inside it: no workbox from a CDN.
  expect(await response.text()).not.toMatch(/importScripts|googleapis|unpkg|jsdelivr/);
});
