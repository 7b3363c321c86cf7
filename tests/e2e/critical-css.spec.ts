import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { event } from "../../app/content/event";
import { expect, hydrated, test } from "./fixtures";
import { allPaths } from "./pages";

// Each page inlines only the style rules its markup and its own scripts use;
// the rest of the stylesheet (its class rules) comes before the next page is
// shown. The page must not move when it does, and a page reached by a link
// must look as it does when loaded afresh. (That the two together are the
// whole stylesheet, in cascade order, is checked by the build and
// scripts/first-paint/critical-css.test.ts.)

/** The site's stylesheet asset: with the first-paint step, the rules pages leave out. */
const STYLESHEET = /\/assets\/app-[\w-]+\.css$/;
const stylesheet = `/assets/${readdirSync(
  fileURLToPath(new URL("../../build/client/assets", import.meta.url)),
).find((file) => STYLESHEET.test(`/assets/${file}`))}`;
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("header, header *, main, main *, footer, footer *")].map(
      (element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName}.${element.getAttribute("class") ?? ""}`;
        return `${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      },
    ),
  );

for (const width of [375, 1280]) {
  for (const path of allPaths) {
    test(`${path} at ${width}px looks the same with its critical CSS as with the whole stylesheet loaded`, async ({
      page,
      consoleGuard,
    }) => {
      // The app's own requests, blocked on purpose below.
      consoleGuard.allow(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
      await page.setViewportSize({ width, height: 800 });
      // The app is kept from loading.
      await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      await page.goto(path, { waitUntil: "load" });
      const critical = await layout(page);

      await page.evaluate(
        (href) =>
          new Promise((resolve, reject) => {
            const link = document.createElement("link");
            link.rel = "stylesheet";
            // A distinct URL: the page's own (blocked) request for it may be remembered as failed.
            link.href = `${href}?whole`;
            link.onload = resolve;
            link.onerror = reject;
            document.head.append(link);
          }),
        stylesheet,
      );
      expect(await layout(page)).toEqual(critical);
    });
  }
}

test("the first page asks for no stylesheet; the next brings the rest before it shows", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/event");
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(stylesheets).toEqual([]);

  for (const [link, path] of [
    ["Shop", "/shop"],
    ["About", "/about"],
    ["Home", "/"],
  ] as const) {
    const navLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: link });
    await navLink.click();
    await expect(page).toHaveURL(path);
    // Shown, and the change finished: the link marked current, focus on the new page.
    await expect(navLink).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main")).toBeFocused();
    const navigated = await layout(page);

    const fresh = await page.context().newPage();
    await fresh.setViewportSize({ width: 1280, height: 800 });
    await fresh.goto(path);
    await hydrated(fresh);
    expect(navigated, `${path} reached by a link looks as it does loaded afresh`).toEqual(
      await layout(fresh),
    );
    await fresh.close();
  }
  expect(stylesheets).toEqual([stylesheet]);
});

test("a page reached by a link is shown only once the rest of the stylesheet has loaded", async ({
  page,
}) => {
  await page.goto("/event");
  await hydrated(page);
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(STYLESHEET, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(STYLESHEET);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
  await asked;
  // The shop is ready to show, but the event page stays until its styles are here.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop for a Cause");
});

test("the menu, opened on a phone, looks the same before and after the rest of the stylesheet", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/event");
  await hydrated(page);
  const menuButton = page.getByRole("button", { name: /menu/i });
  await menuButton.click();
  const opened = await layout(page);
  await menuButton.click();

  // Another page and back brings the rest of the stylesheet.
  await page.getByRole("link", { name: "Donate", exact: true }).first().click();
  await expect(page).toHaveURL("/donate");
  // The address changes first; the page shows once the stylesheet is in.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donate");
  await page.goBack();
  await expect(page).toHaveURL("/event");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  // Back restores where the page was left (the footer link); return to the top as at first,
  // and let the header drop its scrolled look before measuring.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("header").first()).not.toHaveClass(/shadow-lg/);
  await menuButton.click();
  expect(await layout(page)).toEqual(opened);
});
