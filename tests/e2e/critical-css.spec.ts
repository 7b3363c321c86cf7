import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicPaths } from "./pages";

// Each page inlines only the style rules its own markup uses; the rest of the
// stylesheet (its class rules) arrives with the app. The page must not move
// when it does. (That the two together are the whole stylesheet, in cascade
// order, is checked by the build and scripts/postbuild/critical-css.test.ts.)
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
  for (const path of publicPaths) {
    test(`${path} at ${width}px looks the same with its critical CSS as with the whole stylesheet loaded`, async ({
      page,
      consoleGuard,
    }) => {
      // The app's own requests, blocked on purpose below.
      consoleGuard.allow(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
      await page.setViewportSize({ width, height: 800 });
      // The app (which would add the rest of the stylesheet) is kept from loading.
      await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      await page.goto(path, { waitUntil: "load" });
      const critical = await layout(page);

      const href = await page.evaluate(
        () =>
          /link\.href="([^"]+\.css)"/.exec(
            document.querySelector('script[type="module"]')?.textContent ?? "",
          )?.[1],
      );
      expect(href).toMatch(/^\/assets\/styles-/);
      await page.evaluate(
        (stylesheet) =>
          new Promise((resolve, reject) => {
            const link = document.createElement("link");
            link.rel = "stylesheet";
            // A distinct URL: the page's own (blocked) request for it may be remembered as failed.
            link.href = `${stylesheet}?whole`;
            link.onload = resolve;
            link.onerror = reject;
            document.head.append(link);
          }),
        href,
      );
      expect(await layout(page)).toEqual(critical);
    });
  }
}
