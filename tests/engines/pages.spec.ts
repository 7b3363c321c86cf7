import { site } from "../../src/content/site";
import { layoutPaths, publicPaths } from "../e2e/pages";
import { expect, test } from "./fixtures";

// Every page for visitors, one product of each layout standing for the rest
// (tests/e2e/pages.ts): the products' pages differ only in their words and
// pictures, and Chromium checks every one (decision 026).
const visited = publicPaths.filter((path) => layoutPaths.includes(path));

/** The pages whose first screen is attached to the results, to compare the engines by eye. */
const pictured = new Map([
  ["/", "home"],
  ["/donate", "donate"],
  [visited.find((path) => path.startsWith("/shop/")) ?? "", "product"],
]);

// Each engine at the width its visitors mostly use it: WebKit is every iPhone's
// browser, so a phone; Firefox ESR is a desktop browser. Chromium checks every page
// at both (tests/e2e). One width each halves the slowest journeys here (decision 026).
const sizes = {
  webkit: { width: 375, height: 740 },
  firefox: { width: 1280, height: 800 },
} as const;

test("every page at the engine's usual width loads and hydrates with no error and no sideways scrolling", async ({
  tab,
  engineName,
}) => {
  const { width, height } = sizes[engineName];
  await tab.setViewport(width, height);
  for (const path of visited) {
    await test.step(`${path} at ${width} px`, async () => {
      await tab.goto(path);
      await tab.hydrated();
      await expect.poll(() => tab.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await tab.sidewaysOverflow(), `${path} scrolls sideways`).toBe(0);
      const picture = pictured.get(path);
      if (picture) await tab.screenshot(`${picture}-${width}`);
    });
  }
});

test.describe("not found", () => {
  test("an unknown path shows the not-found page, which leads home", async ({ tab }) => {
    tab.allow(/console\.warn on \/no-such-page: 404: no page at \/no-such-page$/);
    await tab.goto("/no-such-page");
    await tab.hydrated();
    await expect
      .poll(() => tab.getByRole("heading", { level: 1 }).texts())
      .toEqual(["Oops! Page not found"]);
    expect(await tab.getByText("404").count()).toBe(1);
    expect(await tab.evaluate(() => document.title)).toBe(`Page not found | ${site.brand}`);

    await tab.getByRole("link", { name: "Return to Home" }).click();
    await expect.poll(() => tab.path()).toBe("/");
  });

  test("an unknown product shows 'Product not found', which leads back to the shop", async ({
    tab,
  }) => {
    await tab.goto("/shop/no-such-thing");
    await tab.hydrated();
    await expect
      .poll(() => tab.getByRole("heading", { level: 1 }).texts())
      .toEqual(["Product not found"]);
    expect(
      await tab.getByText("Sorry, we couldn't find the product you were looking for.").count(),
    ).toBe(1);
    expect(await tab.evaluate(() => document.title)).toBe(`Product not found | ${site.brand}`);

    await tab.getByRole("main").getByRole("link", { name: "Back to Shop" }).click();
    await expect.poll(() => tab.path()).toBe("/shop");
    await expect
      .poll(() => tab.getByRole("heading", { level: 1 }).texts())
      .toEqual(["Shop for a Cause"]);
  });
});
