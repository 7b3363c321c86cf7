// Shops of other sizes than the sample's six: a picnic selling one product,
// and one selling twelve (the sample's reversed and six more), each a folder
// of content (tests/content/<picnic>/, built by tests/content/build.mjs). The
// shop lists every product the organiser typed, in their order, and each
// product's link opens its page, headed with its name, found by what it shows.
// The product pages are pre-rendered, so each is read as it is served, parsed,
// without a page load of its own: a product page's look is shop.spec.ts's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { testContentUrl } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { textsOf } from "./html-head";

const picnics = ["one-product", "twelve-products"] as const;

/** The names the picnic's shop.json gives its products, in its order. */
const productNames = (picnic: string) =>
  (
    JSON.parse(readFileSync(path.resolve("tests", "content", picnic, "shop.json"), "utf8")) as {
      products: { name: string }[];
    }
  ).products.map(({ name }) => name);

for (const picnic of picnics) {
  test(`${picnic}: the shop lists each product, and each product's link opens its page`, async ({
    page,
    request,
  }) => {
    const names = productNames(picnic);
    await page.goto(`${testContentUrl(picnic)}/shop`);
    const products = page.getByRole("region", { name: "Products" });
    await expect(products.getByRole("heading", { level: 3 })).toHaveText(names);
    for (const name of names) {
      const href = await products.getByRole("link", { name }).first().getAttribute("href");
      const response = await request.get(new URL(href ?? "", page.url()).href);
      expect(response.status(), href ?? name).toBe(200);
      expect(textsOf(await response.text(), "h1"), href ?? name).toEqual([name]);
    }
  });
}
