import { defaultColour, products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { clothing, clothingCategory, nextColour, preOrderSubject, sizeTwoOn } from "../e2e/pages";
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

  const category = filters.getByRole("button", { name: clothingCategory.label });
  await category.click();
  await expect.poll(() => tab.path()).toBe(`/shop?category=${clothingCategory.id}`);
  await expect.poll(() => productNames(tab).texts()).toEqual(namesIn(clothingCategory.id));
  expect(await category.attribute("aria-pressed")).toBe("true");
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
  const shirt = clothing[0]!;
  await tab.getByRole("link", { name: shirt.name }).click();
  await expect.poll(() => tab.path()).toBe(`/shop/${shirt.id}`);
  await expect.poll(() => tab.getByRole("heading", { level: 1 }).texts()).toEqual([shirt.name]);

  const size = tab.getByRole("group", { name: "Size" });
  const colour = tab.getByRole("group", { name: "Colour" });
  // The radios are visually hidden; their labels are the chips a visitor clicks.
  await size.getByText(sizeTwoOn).click();
  await expect
    .poll(() => size.getByRole("radio", { name: sizeTwoOn }).property("checked"))
    .toBe(true);

  await colour.getByRole("radio", { name: defaultColour }).focus();
  await tab.press("ArrowRight");
  await expect
    .poll(() => colour.getByRole("radio", { name: nextColour }).property("checked"))
    .toBe(true);
  // A keyboard user sees where they are: the chosen chip shows its ring, and only that one.
  await expect.poll(() => colour.getByRole("radio", { name: nextColour }).showsRing()).toBe(true);
  expect(await colour.getByRole("radio", { name: defaultColour }).showsRing()).toBe(false);
  await tab.screenshot("product-choices-1280");

  const href = (await tab.getByRole("link", { name: "Pre-Order Now" }).attribute("href")) ?? "";
  expect(href.startsWith(`mailto:${site.emails.shop}?`), href).toBe(true);
  const email = decodeURIComponent(href);
  expect(email).toContain(preOrderSubject(shirt, sizeTwoOn, nextColour));
  expect(email).toContain(`Size: ${sizeTwoOn}`);
  expect(email).toContain(`Colour: ${nextColour}`);
});
