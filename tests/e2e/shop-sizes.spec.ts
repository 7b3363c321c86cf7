// Shops of other sizes than the sample's six: a picnic selling one product,
// and one selling twelve (the sample's reversed and six more), each a folder
// of content (tests/content/<picnic>/, built by tests/content/build.mjs). The
// shop lists every product the organiser typed, in their order, and each
// product's page opens with its name, found by what it shows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { testContentUrl } from "../../playwright.config";
import { expect, test } from "./fixtures";

const picnics = ["one-product", "twelve-products"] as const;

/** The names the picnic's shop.json gives its products, in its order. */
const productNames = (picnic: string) =>
  (
    JSON.parse(readFileSync(path.resolve("tests", "content", picnic, "shop.json"), "utf8")) as {
      products: { name: string }[];
    }
  ).products.map(({ name }) => name);

for (const picnic of picnics) {
  test(`${picnic}: the shop lists each product, and each product's page opens`, async ({
    page,
  }) => {
    // Up to twelve pages opened and left, one after the other: on a busy two-core machine
    // that is more than the default 30 s, though each page opens as quickly as any other.
    test.slow(picnic === "twelve-products");
    const names = productNames(picnic);
    await page.goto(`${testContentUrl(picnic)}/shop`);
    const products = page.getByRole("region", { name: "Products" });
    await expect(products.getByRole("heading", { level: 3 })).toHaveText(names);
    for (const name of names) {
      await products.getByRole("link", { name }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await page.goBack();
    }
  });
}
