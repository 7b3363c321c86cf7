import { expect, hydrated, test } from "./fixtures";
import { publicPaths } from "./pages";

test.describe("every route", () => {
  for (const path of publicPaths) {
    test(`${path} answers 200 with its own pre-rendered page and hydrates cleanly`, async ({
      page,
      request,
    }) => {
      const head = await request.get(path, { maxRedirects: 0 });
      expect(head.status()).toBe(200);
      const html = await head.text();
      expect(html).toContain("<h1");
      expect(html).toContain("<title>");

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
});

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

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("build artefacts are not pages of their own", async ({ request }) => {
    for (const path of ["/404", "/404.html", "/shop/404", "/__spa-fallback.html"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("pages are served without a redirect to a trailing slash", async ({ request }) => {
    const response = await request.get("/event", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
