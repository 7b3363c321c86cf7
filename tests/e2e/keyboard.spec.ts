import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/content/site";
import {
  categories,
  products as catalogue,
  defaultColour,
  defaultSize,
} from "../../src/content/products";
import { expectDonationUrl, opened, storedDonors, stubWindowOpen, WALL_BOX } from "./donation";
import { expect, hydrated, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";
import { clothing, clothingCategory, nextColour, preOrderSubject, sizeTwoOn } from "./pages";

// Whole journeys with the keyboard alone: every step is a key press, from the
// top of a freshly loaded page, as a visitor without a mouse would go.

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { key = "Tab", max = 60 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached after ${max} presses of ${key}`);
}

/** After a client-side page change a screen reader announces the new page: focus and title. */
async function expectAnnounced(page: Page, title: string) {
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveTitle(title);
}

test.describe("the mobile menu by keyboard", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with Enter, is entered with Tab, closes with Escape, then leads to a page", async ({
    page,
  }) => {
    await page.goto("/event");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Menu" });

    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Space opens it too; a link in it takes the visitor to the page and closes it.
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "About" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expectAnnounced(page, `About | ${site.brand}`);
  });

  test("focus stays in the open menu's sheet and the header, both ways round", async ({ page }) => {
    // The donor wall's Back button sits right under the header, where the sheet lies.
    await page.goto("/donor-wall");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Menu" });
    const links = menu.getByRole("link");
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await tabTo(page, links.last());
    await expect(menu).toBeVisible();

    // On past the sheet's last link: the header's first, the menu still open (decision 102).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // And back past it: the sheet's last.
    await page.keyboard.press("Shift+Tab");
    await expect(links.last()).toBeFocused();
    await expect(menu).toBeVisible();
  });
});

test("choosing a shop category and a product", async ({ page }) => {
  await page.goto("/shop");
  await hydrated(page);
  const filters = page.getByRole("group", { name: "Filter by category" });
  const products = page.getByRole("region", { name: "Products" }).getByRole("list").first();

  const namesIn = (category: string) =>
    catalogue.filter((product) => product.category === category).map((product) => product.name);
  // Another category with products, the nearest before clothing (Shift+Tab goes back to it).
  const stocked = categories.filter((category) => namesIn(category.id).length > 0);
  const before = stocked.slice(0, stocked.indexOf(clothingCategory)).at(-1);
  const other = before ?? stocked.find((category) => category !== clothingCategory)!;
  const product = catalogue.find((item) => item.category === other.id)!;

  const clothes = filters.getByRole("button", { name: clothingCategory.label });
  await tabTo(page, clothes);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/shop?category=${clothingCategory.id}`);
  await expect(clothes).toHaveAttribute("aria-pressed", "true");
  await expect(clothes).toBeFocused();
  await expect(products.getByRole("heading", { level: 3 })).toHaveText(
    namesIn(clothingCategory.id),
  );

  const otherButton = filters.getByRole("button", { name: other.label });
  await tabTo(page, otherButton, { key: before ? "Shift+Tab" : "Tab" });
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(`/shop?category=${other.id}`);
  await expect(otherButton).toHaveAttribute("aria-pressed", "true");
  await expect(clothes).toHaveAttribute("aria-pressed", "false");
  await expect(products.getByRole("heading", { level: 3 })).toHaveText(namesIn(other.id));

  await tabTo(page, products.getByRole("link", { name: product.name }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/shop/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expectAnnounced(page, `${product.name} | ${site.brand}`);
});

test("picking a size and a colour on a piece of clothing, then reaching Pre-Order Now", async ({
  page,
}) => {
  const shirt = clothing[0]!;
  await page.goto(`/shop/${shirt.id}`);
  await hydrated(page);
  const size = page.getByRole("group", { name: "Size" });
  const colour = page.getByRole("group", { name: "Colour" });

  // One tab stop per group: the chosen option.
  await tabTo(page, size.getByRole("radio", { name: defaultSize, exact: true }));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
  await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(colour.getByRole("radio", { name: defaultColour, exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(colour.getByRole("radio", { name: nextColour, exact: true })).toBeChecked();

  const preOrder = page.getByRole("link", { name: "Pre-Order Now" });
  await tabTo(page, preOrder, { max: 3 });
  const href = decodeURIComponent((await preOrder.getAttribute("href")) ?? "");
  expect(href).toContain(preOrderSubject(shirt, sizeTwoOn, nextColour));
});

test("making a donation: preset by arrow keys, a custom amount, the wall box, Enter", async ({
  page,
}) => {
  await stubWindowOpen(page);
  await page.goto("/donate");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Donation" });

  await tabTo(page, form.getByRole("radio", { name: "£25" }));
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "£50" })).toBeChecked();
  await expect(form.getByRole("button", { name: "Donate £50" })).toBeVisible();

  await tabTo(page, form.getByRole("textbox", { name: "Or enter another amount" }));
  await page.keyboard.type("30");
  // The folded fields come next, before Donate (decision 028): their disclosure opens with Enter.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("textbox", { name: "Your name (optional)" })).toBeFocused();
  await page.keyboard.type("Kay");

  await tabTo(page, form.getByRole("radio", { name: "No dedication" }));
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "In memory of" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("textbox", { name: "Their name" })).toBeFocused();
  await page.keyboard.type("Rose Ellery");

  const wallBox = form.getByRole("checkbox", { name: WALL_BOX });
  await tabTo(page, wallBox);
  await page.keyboard.press("Space");
  await expect(wallBox).toBeChecked();

  const submit = form.getByRole("button", { name: "Donate £30" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");

  await expect(form.getByRole("status")).toContainText(
    "Thank you for your donation of £30 in memory of Rose Ellery!",
  );
  const tabs = await opened(page);
  expect(tabs).toHaveLength(1);
  expectDonationUrl(tabs[0]?.url ?? "", "30");
  await expect(form.getByRole("status")).toContainText("Your name will appear on our donor wall.");
  expect(await storedDonors(page)).toMatchObject([{ name: "Kay", amount: 30 }]);
});

test("following a link with Enter moves focus and the title to the new page", async ({ page }) => {
  await page.clock.setFixedTime(fortyDaysBefore());
  await page.goto("/");
  await hydrated(page);
  await expect(page).toHaveTitle(new RegExp(`^${site.brand}: `));

  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Attend the Event" }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/event$/);
  await expectAnnounced(page, `Event Details | ${site.brand}`);

  // The next Tab starts inside the new page, not back at the top of the header.
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(
    () => document.querySelector("main")?.contains(document.activeElement) ?? false,
  );
  expect(inMain).toBe(true);
});
