import { defaultSize } from "../../src/content/products";
import { expect, hydrated, test } from "./fixtures";
import { clothing } from "./pages";

// Every page answering 200 with its own pre-rendered page: security.spec.ts,
// with its other checks on the same load.

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const logged = page.waitForEvent("console", (message) =>
      message.text().includes("/no-such-page"),
    );
    consoleGuard.allow(/404: no page at \/no-such-page/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await logged;
    // A drawing (a lone picnic basket) over the words, drawn in full, not a blank page.
    const drawing = page.getByRole("main").locator("svg:has(use[href$='#basket'])");
    await expect(drawing).toBeVisible();
    expect((await drawing.boundingBox())!.width).toBeGreaterThan(100);

    // Besides the way home, the two pages most visitors come for (review 1).
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Event details" })).toHaveAttribute(
      "href",
      "/event",
    );
    await expect(main.getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "/donate");
    await main.getByRole("link", { name: "Event details" }).click();
    await expect(page).toHaveURL(/\/event$/);
    await page.goBack();

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("build files are not pages: each answers 404 with the not-found page, never stored", async ({
    request,
  }) => {
    for (const path of [
      "/404",
      "/404/",
      "/404.html",
      "/shop/404",
      "/shop/404/",
      "/shop/404.html",
      "/__spa-fallback",
      "/__spa-fallback/",
      "/__spa-fallback.html",
      "/index.html.br",
      "/about/index.html.gz",
      "/about.html.gz",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors");
      expect(await response.text(), path).toContain("<h1");
    }
  });

  test("another name for a page redirects to it, and the page hydrates cleanly", async ({
    page,
    request,
  }) => {
    const product = `/shop/${clothing.at(-1)!.id}`;
    const redirects: Array<[string, string]> = [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/donate/", "/donate"],
      [`${product}/index.html?size=${defaultSize}`, `${product}?size=${defaultSize}`],
      // The page's file, which Netlify, Cloudflare Pages and GitHub Pages redirect too.
      ["/event.html", "/event"],
      [`${product}.html?size=${defaultSize}`, `${product}?size=${defaultSize}`],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    await page.goto("/about/index.html");
    await expect(page).toHaveURL(/\/about$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
  });

  test("pages are served without a redirect to a trailing slash", async ({ request }) => {
    const response = await request.get("/event", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
