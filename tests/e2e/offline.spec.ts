import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { event } from "../../src/content/event";
import { photos } from "../../src/content/photos";
import { createApp } from "../../server/app.js";
import { donationForm, fillDonation, opened, storedDonors, stubWindowOpen } from "./donation";
import { expect, holdAppScripts, hydrated, test } from "./fixtures";
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
    // Pages beyond those a visitor needs at the picnic are kept as they are visited.
    const product = clothing.at(-1)!;
    for (const visited of [`/shop/${product.id}`, "/shop"]) {
      expect((await page.goto(visited))?.ok(), visited).toBe(true);
    }
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

    // Donate and the donor wall, never opened: precached, as the plain HTML they were built as.
    await load("/donate", { started: false });
    await expect(page.getByRole("form", { name: "Donation" })).toBeVisible();
    await load("/donor-wall", { started: false });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A page this visitor opened online, from the cache, its Pre-Order at work.
    await load(`/shop/${product.id}`, { started: false });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    // Its picture too, kept as it was shown (no first visit precaches a product only the
    // shop draws: service-worker.ts).
    const picture = page.getByRole("main").getByRole("img", { name: product.imageAlt }).first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
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

    // A page never opened and not needed at the picnic was not kept: the
    // browser says there is no connection, not that there is no such page.
    for (const notKept of ["/terms", "/poster", "/table-cards"]) {
      const tab = await context.newPage();
      await expect(tab.goto(notKept), notKept).rejects.toThrow(
        /ERR_FAILED|ERR_INTERNET_DISCONNECTED/,
      );
      await tab.close();
    }
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
    /**
     * Another build published in this one's place, whole, as static hosts
     * publish each build: its scripts have other names, this build's are gone.
     */
    async deploy(build: string) {
      await rm(client, { recursive: true, force: true });
      await cp(build, client, { recursive: true });
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

/**
 * The next deploy: the site built from other content (tests/content/organiser.mjs),
 * so that the islands' scripts have other names than this build's.
 */
const nextBuild = ".test-content/organiser/dist";

test.describe("a gift across a deploy", () => {
  test.beforeAll(async () => {
    const scripts = async (build: string) =>
      (await readdir(path.join(build, "_astro"))).filter((file) => file.endsWith(".js"));
    const next = await scripts(nextBuild);
    // Without this, the journeys below would prove nothing.
    expect((await scripts("dist")).filter((file) => next.includes(file))).not.toContain(
      expect.stringMatching(/^donation-form\./),
    );
  });

  test("from a page the worker kept before the deploy, the gift reaches the wall", async ({
    page,
  }) => {
    const site = await deployableCopy();
    try {
      await stubWindowOpen(page);
      await visitOnce(page, `${site.origin}/`);
      await site.deploy(nextBuild);

      // The returning visitor opens Donate, as a visitor does: no waiting for the form to start.
      await page.goto(`${site.origin}/donate`);
      const form = donationForm(page);
      await fillDonation(form, { name: "Returning Giver", wall: true });
      await form.getByRole("button", { name: /^Donate/ }).click();

      await expect(form.getByRole("status")).toContainText(
        "Your name will appear on our donor wall.",
      );
      expect(await opened(page)).toHaveLength(1);
      expect(await storedDonors(page)).toEqual([
        expect.objectContaining({ name: "Returning Giver" }),
      ]);
      await expect(page.getByRole("region", { name: "Gifts from this device" })).toContainText(
        "Returning Giver",
      );
    } finally {
      await site.close();
    }
  });

  test.describe("on a page opened just before it", () => {
    // A first visit: no worker to keep anything, the page from the network.
    test.use({ serviceWorkers: "block" });

    test("whose form's code is gone: nothing is sent, the page says to reload, and the reloaded page gives", async ({
      page,
      context,
      consoleGuard,
    }) => {
      // The browser's own line for each script the host no longer has.
      consoleGuard.allow(/status of 404/);
      const site = await deployableCopy();
      try {
        await page.clock.install();
        await stubWindowOpen(page);
        const tabs = context.pages().length;
        // The form's code would come once it nears the screen: the deploy comes first.
        const release = await holdAppScripts(page);
        await page.goto(`${site.origin}/donate`);
        await site.deploy(nextBuild);
        release();

        const form = donationForm(page);
        await fillDonation(form, { name: "Just Before", wall: true });
        await form.getByRole("button", { name: /^Donate/ }).click();
        const alert = form.getByRole("alert");
        await expect(alert).toContainText("Nothing was sent: this page could not finish loading.");
        // Still here once a slow form's plain twin would have gone.
        await page.clock.runFor(2000);
        await expect(page).toHaveURL(`${site.origin}/donate`);
        expect(context.pages()).toHaveLength(tabs);
        expect(await opened(page)).toEqual([]);
        expect(await storedDonors(page)).toBeNull();

        await alert.getByRole("link", { name: "Reload the page" }).click();
        await hydrated(page);
        // What was typed in the folded fields is still there (src/lib/form-draft.ts).
        await expect(form.getByRole("textbox", { name: "Your name (optional)" })).toHaveValue(
          "Just Before",
        );
        await form.getByRole("button", { name: /^Donate/ }).click();
        await expect(form.getByRole("status")).toContainText(
          "Your name will appear on our donor wall.",
        );
        expect(await opened(page)).toHaveLength(1);
        expect(await storedDonors(page)).toEqual([
          expect.objectContaining({ name: "Just Before" }),
        ]);
        await expect(page.getByRole("region", { name: "Gifts from this device" })).toContainText(
          "Just Before",
        );
      } finally {
        await site.close();
      }
    });
  });
});

test("the service worker is never served from an HTTP cache", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-type"]).toMatch(/javascript/);
  // Everything it needs is inside it: no workbox from a CDN.
  expect(await response.text()).not.toMatch(/importScripts|googleapis|unpkg|jsdelivr/);
});
