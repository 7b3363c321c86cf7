import { expect, test } from "./fixtures";

test("the phone menu opens, leads to a page and closes behind itself, and Escape closes it", async ({
  tab,
}) => {
  await tab.setViewport(375, 740);
  await tab.goto("/");
  await tab.hydrated();
  const header = tab.getByRole("banner");
  const menu = header.getByRole("button", { name: "Menu" });
  const shop = header.getByRole("link", { name: "Shop" });
  expect(await shop.count(), "no Shop link in the phone's header until the menu opens").toBe(0);

  await menu.click();
  await expect.poll(() => shop.count()).toBe(1);
  await tab.screenshot("menu-375");
  await shop.click();
  await expect.poll(() => tab.path()).toBe("/shop");
  await expect.poll(() => shop.count()).toBe(0);
  await expect
    .poll(() => tab.getByRole("heading", { level: 1 }).texts())
    .toEqual(["Shop for a Cause"]);

  await menu.click();
  await expect.poll(() => shop.count()).toBe(1);
  await tab.press("Escape");
  await expect.poll(() => shop.count()).toBe(0);
  expect(await menu.isFocused()).toBe(true);
});
