import { products } from "../../app/content/products";
import { site } from "../../app/content/site";
import { formatPrice } from "../../app/lib/format";
import type { Tab } from "./tab";
import { expect, test } from "./fixtures";

const namesIn = (category: string) =>
  products.filter((product) => product.category === category).map((product) => product.name);
const allNames = products.map((product) => product.name);

const productNames = (tab: Tab) =>
  tab.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 });

test("the shop filter shows one category, keeps it in the address, and back shows all again", async ({
  tab,
}) => {
  await tab.goto("/shop");
  await tab.hydrated();
  const filters = tab.getByRole("group", { name: "Filter by category" });
  await expect.poll(() => productNames(tab).texts()).toEqual(allNames);

  const clothing = filters.getByRole("button", { name: "Clothing" });
  await clothing.click();
  await expect.poll(() => tab.path()).toBe("/shop?category=clothing");
  await expect.poll(() => productNames(tab).texts()).toEqual(namesIn("clothing"));
  expect(await clothing.attribute("aria-pressed")).toBe("true");
  expect(await filters.getByRole("button", { name: "All" }).attribute("aria-pressed")).toBe(
    "false",
  );

  await tab.back();
  await expect.poll(() => tab.path()).toBe("/shop");
  await expect.poll(() => productNames(tab).texts()).toEqual(allNames);
});

test("size and colour, by pointer and by keyboard, go into the pre-order e-mail", async ({
  tab,
}) => {
  await tab.goto("/shop");
  await tab.hydrated();
  await tab.getByRole("link", { name: "Awareness T-Shirt" }).click();
  await expect.poll(() => tab.path()).toBe("/shop/t-shirt");
  await expect
    .poll(() => tab.getByRole("heading", { level: 1 }).texts())
    .toEqual(["Awareness T-Shirt"]);

  const size = tab.getByRole("group", { name: "Size" });
  const colour = tab.getByRole("group", { name: "Colour" });
  // The radios are visually hidden; their labels are the chips a visitor clicks.
  await size.getByText("XL").click();
  await expect.poll(() => size.getByRole("radio", { name: "XL" }).property("checked")).toBe(true);

  await colour.getByRole("radio", { name: "Pink" }).focus();
  await tab.press("ArrowRight");
  await expect
    .poll(() => colour.getByRole("radio", { name: "White" }).property("checked"))
    .toBe(true);
  // A keyboard user sees where they are: the chosen chip shows its ring, and only that one.
  await expect.poll(() => colour.getByRole("radio", { name: "White" }).showsRing()).toBe(true);
  expect(await colour.getByRole("radio", { name: "Pink" }).showsRing()).toBe(false);
  await tab.screenshot("product-choices-1280");

  const href = (await tab.getByRole("link", { name: "Pre-Order Now" }).attribute("href")) ?? "";
  expect(href.startsWith(`mailto:${site.emails.shop}?`), href).toBe(true);
  const email = decodeURIComponent(href);
  const shirt = products.find((product) => product.id === "t-shirt")!;
  expect(email).toContain(`Pre-order: Awareness T-Shirt (XL, White), ${formatPrice(shirt.price)}`);
  expect(email).toContain("Size: XL");
  expect(email).toContain("Colour: White");
});
