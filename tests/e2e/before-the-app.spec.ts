import type { BrowserContext, Page } from "@playwright/test";
import { categories, products } from "../../src/content/products";
import { site } from "../../src/content/site";
import {
  donationForm,
  expectDonationUrl,
  giftAidFor,
  fillDonation,
  MORE,
  openMore,
  opened,
  storedDonors,
  stubWindowOpen,
  WALL_BOX,
} from "./donation";
import { violations } from "./axe";
import { appStarted, expect, holdAppScripts, holdPageScript, hydrated, test } from "./fixtures";
import { clothing, clothingCategory, nextColour, preOrderSubject, sizeTwoOn } from "./pages";

// Everything a visitor does before the app starts (its scripts held back) or
// with JavaScript off: the pre-rendered HTML must work on its own, and the
// app, when it starts, must take over what the visitor chose, not reset it.

/**
 * With scripts held back, the page is ready once its HTML is: its
 * DOMContentLoaded waits for its module scripts, its load event for every
 * script, and either may never come while they are held.
 */
const painted = { waitUntil: "commit" } as const;

/** Holds back every script file: only the page's inline scripts run, the site's own among them. */
const holdEveryScriptFile = (page: Page) =>
  Promise.all([holdAppScripts(page), holdPageScript(page)]);

/** Answers for the charity's donation page, which is on another site, and records what was asked. */
async function stubCharityPage(context: BrowserContext) {
  const origin = new URL(site.donationPageUrl).origin;
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Donation page</title>" }),
  );
}

/** The address of every page opened from `page` from now on. */
function popupsOpened(page: Page): string[] {
  const popups: string[] = [];
  page.on("popup", (popup) => popups.push(popup.url()));
  return popups;
}

test.describe("before the app starts", () => {
  test("a preset, name, message and the wall box chosen meanwhile are kept, and donated", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    const release = await holdAppScripts(page);
    await page.goto("/donate", painted);
    const form = donationForm(page);
    await form.getByText("£50", { exact: true }).click();
    await fillDonation(form, { name: "Kay", message: "For Nicky", wall: true });
    // Plain HTML still names the chosen amount on the button.
    await expect(form.getByRole("button", { name: "Donate £50" })).toBeVisible();
    await expect(form.getByRole("button", { name: /^Donate/ })).toHaveCount(1);
    expect(await appStarted(page)).toBe(false);

    release();
    await hydrated(page);
    await expect(form.getByRole("radio", { name: "£50" })).toBeChecked();
    await expect(form.getByRole("textbox", { name: "Your name (optional)" })).toHaveValue("Kay");
    await expect(form.getByRole("textbox", { name: "Message (optional)" })).toHaveValue(
      "For Nicky",
    );
    await expect(form.getByRole("checkbox", { name: WALL_BOX })).toBeChecked();
    await expect(form.getByText("9 of 280 characters")).toBeVisible();
    await expect(form.getByText(giftAidFor(50))).toBeVisible();

    await form.getByRole("button", { name: "Donate £50" }).click();
    await expect(form.getByRole("status")).toContainText(
      "Your name will appear on our donor wall.",
    );
    expectDonationUrl((await opened(page))[0]?.url ?? "", "50");
    expect(await storedDonors(page)).toMatchObject([
      { name: "Kay", amount: 50, message: "For Nicky" },
    ]);
  });

  test("a dedication and their name chosen meanwhile are kept, and go on the wall", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    const release = await holdAppScripts(page);
    await page.goto("/donate", painted);
    const form = donationForm(page);
    const theirName = form.getByRole("textbox", { name: "Their name" });
    await openMore(form);
    await expect(theirName).toBeHidden();
    await form.getByRole("radio", { name: "In honour of" }).check();
    // Plain HTML asks for their name once a dedication is chosen.
    await expect(theirName).toBeVisible();
    await theirName.fill("Sam Ellery");
    await form.getByRole("checkbox", { name: WALL_BOX }).check();
    // Enter on a dedication sends nothing anywhere: the choice never leaves the site.
    const popups = popupsOpened(page);
    await form.getByRole("radio", { name: "In honour of" }).press("Enter");
    expect(await appStarted(page)).toBe(false);

    release();
    await hydrated(page);
    await expect(form.getByRole("radio", { name: "In honour of" })).toBeChecked();
    await expect(theirName).toHaveValue("Sam Ellery");
    await form.getByRole("button", { name: "Donate £25" }).click();
    await expect(form.getByRole("status")).toContainText(
      "Thank you for your donation of £25 in honour of Sam Ellery!",
    );
    expect(await opened(page)).toHaveLength(1);
    expect(popups).toEqual([]);
    await expect(page).toHaveURL(/\/donate$/);
    // An anonymous entry gets no line in the thanks: wait for it on the wall's storage.
    await expect
      .poll(() => storedDonors(page))
      .toMatchObject([
        { name: "Anonymous", amount: 25, dedication: { kind: "honour", name: "Sam Ellery" } },
      ]);
  });

  // These three hold back every script file: a visitor can type and give
  // before any has arrived, as on a slow phone (decision 035).
  for (const path of ["/donate", "/about"]) {
    test(`${path}: a typed amount shows one Donate button, which sends that amount in all three parameters`, async ({
      page,
      context,
    }) => {
      await stubCharityPage(context);
      await holdEveryScriptFile(page);
      await page.goto(path, painted);
      const form = donationForm(page);
      await form.getByRole("textbox", { name: "Or enter another amount" }).fill("12.50");
      const donate = form.getByRole("button", { name: /^Donate/ });
      await expect(donate).toHaveCount(1);
      await expect(donate).toHaveText("Donate Now");
      const [charity] = await Promise.all([page.waitForEvent("popup"), donate.click()]);
      expectDonationUrl(charity.url(), "12.50");
      // The page's inline script after the form sent the amount, with no script file.
      expect(await appStarted(page)).toBe(false);
    });
  }

  test("Enter in a field with nothing typed sends the chosen preset in all three parameters", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await holdEveryScriptFile(page);
    await page.goto("/donate", painted);
    const form = donationForm(page);
    await form.getByText("£50", { exact: true }).click();
    await openMore(form);
    const name = form.getByRole("textbox", { name: "Your name (optional)" });
    await name.fill("Kay");
    const [charity] = await Promise.all([page.waitForEvent("popup"), name.press("Enter")]);
    expectDonationUrl(charity.url(), "50");
    expect([...new URL(charity.url()).searchParams.keys()]).toEqual([
      "preset_amount",
      "amount",
      "donation_amount",
    ]);
  });

  test("Enter on a preset sends that preset in all three parameters", async ({ page, context }) => {
    await stubCharityPage(context);
    await holdEveryScriptFile(page);
    await page.goto("/donate", painted);
    const form = donationForm(page);
    await form.getByText("£50", { exact: true }).click();
    const [charity] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("radio", { name: "£50" }).press("Enter"),
    ]);
    expectDonationUrl(charity.url(), "50");
    expect([...new URL(charity.url()).searchParams.keys()]).toEqual([
      "preset_amount",
      "amount",
      "donation_amount",
    ]);
    expect(await appStarted(page)).toBe(false);
  });

  test("an amount the app would refuse is refused in the page, and a good one then goes", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await holdEveryScriptFile(page);
    await page.goto("/donate", painted);
    const form = donationForm(page);
    const popups = popupsOpened(page);
    const amount = form.getByRole("textbox", { name: "Or enter another amount" });
    for (const refused of ["-5", "0.001", "abc", "0.50", "100000.01"]) {
      await amount.fill(refused);
      await amount.press("Enter");
      await expect(amount, refused).toHaveJSProperty("validity.patternMismatch", true);
    }
    await amount.fill("£1,000.5");
    const [charity] = await Promise.all([page.waitForEvent("popup"), amount.press("Enter")]);
    // As the app sends it: digits only, pence when there are any.
    expectDonationUrl(charity.url(), "1000.50");
    expect(popups).toHaveLength(1);
  });

  test("an amount typed meanwhile wins over the preset, before and after the app starts", async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto("/donate", painted);
    const form = donationForm(page);
    await form.getByRole("textbox", { name: "Or enter another amount" }).fill("30");
    // The preset left checked no longer looks chosen, and the button makes no claim.
    await expect(form.getByText("£25", { exact: true })).toHaveCSS(
      "background-color",
      "rgb(255, 255, 255)",
    );
    await expect(form.getByRole("button", { name: "Donate Now" })).toBeVisible();

    release();
    await hydrated(page);
    await expect(form.getByRole("button", { name: "Donate £30" })).toBeEnabled();
    const amounts = form.getByRole("group", { name: "Choose an amount" });
    for (const radio of await amounts.getByRole("radio").all()) {
      await expect(radio).not.toBeChecked();
    }
  });

  test("a size and colour chosen meanwhile go into Pre-Order at once, are kept, and the picture follows the colour", async ({
    page,
  }) => {
    const garment = clothing.at(-1)!;
    const chosen = `for ${garment.name}, size ${sizeTwoOn}, ${nextColour}.`;
    const release = await holdAppScripts(page);
    await page.goto(`/shop/${garment.id}`, painted);
    await page.getByRole("group", { name: "Size" }).getByText(sizeTwoOn, { exact: true }).click();
    await page
      .getByRole("group", { name: "Colour" })
      .getByText(nextColour, { exact: true })
      .click();
    await expect(page.getByRole("img", { name: garment.white?.imageAlt })).toBeVisible();
    await expect(page.getByRole("img", { name: garment.imageAlt })).toBeHidden();
    // Pre-Order Now, pressed now, already asks for the size and colour chosen.
    const preOrder = page.getByRole("link", { name: "Pre-Order Now" });
    const early = decodeURIComponent((await preOrder.getAttribute("href")) ?? "");
    expect(early).toContain(preOrderSubject(garment, sizeTwoOn, nextColour));
    expect(early).toContain(`Size: ${sizeTwoOn}\nColour: ${nextColour}`);
    await expect(page.getByText(chosen)).toBeVisible();
    expect(await appStarted(page)).toBe(false);

    release();
    await hydrated(page);
    await expect(page.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: nextColour, exact: true })).toBeChecked();
    await expect(page.getByText(chosen)).toBeVisible();
    const href = decodeURIComponent(
      (await page.getByRole("link", { name: "Pre-Order Now" }).getAttribute("href")) ?? "",
    );
    expect(href).toContain(preOrderSubject(garment, sizeTwoOn, nextColour));
  });

  test("a size chosen by keyboard on a page reached by link keeps its focus when the pickers start", async ({
    page,
  }) => {
    // The site's script moves focus to the content of a page reached by a link
    // (a screen reader reads from there), but never away from a control the
    // visitor is already on. Found on a slow machine, when the script was a file
    // that came late: it took the focus back. It is in the page now (decision
    // 055); the pickers' island, held here, must leave the focus where it is too.
    const shirt = clothing[0]!;
    const release = await holdPageScript(page);
    await page.goto("/shop", painted);
    await page.getByRole("link", { name: shirt.name }).first().click();
    await page.waitForURL(`**/shop/${shirt.id}`, painted);
    const size = page.getByRole("group", { name: "Size" });
    await size.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("ArrowRight");
    const chosen = size.getByRole("radio", { checked: true });
    await expect(chosen).toBeFocused();
    const chosenSize = await chosen.getAttribute("value");

    release();
    await hydrated(page);
    await expect(size.getByRole("radio", { name: chosenSize!, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("group", { name: "Colour" }).getByRole("radio", { checked: true }),
    ).toBeFocused();
  });

  test("a shop category chosen meanwhile is shown once the app starts", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto("/shop", painted);
    const filters = page.getByRole("group", { name: "Filter by category" });
    const category = clothingCategory.id;
    const filed = products.filter((product) => product.category === category);
    await filters.getByRole("button", { name: clothingCategory.label }).click();
    // The fragment shows the category's view until the app starts.
    await expect(page).toHaveURL(`/shop?category=${category}#category-${category}`);
    await expect(
      page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 }),
    ).toHaveText(filed.map((product) => product.name));

    release();
    await hydrated(page);
    await expect(filters.getByRole("button", { name: clothingCategory.label })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const shown = page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 });
    await expect(shown).toHaveText(filed.map((product) => product.name));

    // From then on the shop shows what is chosen, not the view the plain form loaded.
    const other = categories.find((candidate) => candidate.id !== category)!;
    await filters.getByRole("button", { name: other.label }).click();
    await expect(page).toHaveURL(`/shop?category=${other.id}`);
    await expect(filters.getByRole("button", { pressed: true })).toHaveText(other.label);
    await expect(shown).toHaveText(
      products.filter((product) => product.category === other.id).map((product) => product.name),
    );
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, reducedMotion: "reduce" });

    test("the menu opens, closes with Escape, stays open as the app starts, and closes on a link", async ({
      page,
    }) => {
      const release = await holdAppScripts(page);
      await page.goto("/event", painted);
      const button = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Menu" });
      await button.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu.getByRole("link", { name: "Donate Now" })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      release();
      await hydrated(page);
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await menu.getByRole("link", { name: "Shop" }).click();
      await expect(page).toHaveURL(/\/shop$/);
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("each preset is a Donate button: it opens the charity's page in a new tab with its amount", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await page.goto("/donate");
    const form = donationForm(page);
    const amounts = form.getByRole("group", { name: "Choose an amount" });

    const [preset] = await Promise.all([
      page.waitForEvent("popup"),
      amounts.getByRole("button", { name: "Donate £100" }).click(),
    ]);
    expectDonationUrl(preset.url(), "100");
    await expect(preset).toHaveTitle("Donation page");

    // A typed amount: its Donate sends that amount, never a preset.
    // Without JavaScript a typed value can only travel as the one field it is, `amount`.
    await form.getByRole("textbox", { name: "Or enter another amount" }).fill("12.50");
    const [typed] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("button", { name: "Donate Now" }).click(),
    ]);
    expect(new URL(typed.url()).searchParams.get("amount")).toBe("12.50");
    // Nothing else from the form leaves the site: no name, no message, no preset.
    expect([...new URL(typed.url()).searchParams.keys()]).toEqual(["amount"]);
    await expect(page).toHaveURL(/\/donate$/);
  });

  test("Enter sends what the Donate button beside it sends: a preset's all three parameters", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await page.goto("/donate");
    const form = donationForm(page);
    const popups = popupsOpened(page);
    // The keyboard's way to £50: Tab through the amounts, then Enter.
    const preset = form
      .getByRole("group", { name: "Choose an amount" })
      .getByRole("button", { name: "Donate £50" });
    await preset.focus();
    const [byEnter] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
    expectDonationUrl(byEnter.url(), "50");
    const [byClick] = await Promise.all([page.waitForEvent("popup"), preset.click()]);
    expect(byEnter.url()).toBe(byClick.url());
    expect(popups).toEqual([byEnter.url(), byClick.url()]);
  });

  test("the browser refuses the amounts the app would refuse, and an empty one on Enter", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await page.goto("/about");
    const form = donationForm(page);
    const popups = popupsOpened(page);
    const amount = form.getByRole("textbox", { name: "Or enter another amount" });
    // The browser's message ends with the field's own hint.
    await expect(amount).toHaveAttribute("title", /from 1 to 100000/);
    for (const refused of ["-5", "0.001", "abc", "0", "100001"]) {
      await amount.fill(refused);
      await amount.press("Enter");
      await expect(amount, refused).toHaveJSProperty("validity.patternMismatch", true);
      await form.getByRole("button", { name: "Donate Now" }).click();
      await expect(amount, refused).toBeFocused();
    }
    // Nothing typed: Enter sends no empty amount.
    await amount.fill("");
    await amount.press("Enter");
    await expect(amount).toHaveJSProperty("validity.valueMissing", true);
    // The first page the form opens is the one for the amount that can go.
    await amount.fill("12.50");
    const [typed] = await Promise.all([page.waitForEvent("popup"), amount.press("Enter")]);
    expect(new URL(typed.url()).searchParams.get("amount")).toBe("12.50");
    expect(popups).toHaveLength(1);
  });

  test("a typed amount goes as a plain number or not at all: £1,012.5 is refused in words, 1012.50 goes", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await page.goto("/donate");
    const form = donationForm(page);
    const popups = popupsOpened(page);
    const amount = form.getByRole("textbox", { name: "Or enter another amount" });
    for (const refused of ["£1,012.5", "1,000", "£25", " 25", "12.", "025"]) {
      await amount.fill(refused);
      await amount.press("Enter");
      await expect(amount, refused).toHaveJSProperty("validity.patternMismatch", true);
      // The browser shows the field's title under its message: it asks for digits.
      await expect(amount, refused).toHaveAttribute("title", /^Digits only, without £ or commas/);
    }
    await amount.fill("1012.50");
    const [typed] = await Promise.all([page.waitForEvent("popup"), amount.press("Enter")]);
    expect(new URL(typed.url()).searchParams.get("amount")).toBe("1012.50");
    expect(popups).toEqual([typed.url()]);
  });

  test("the name, message, dedication and wall, which only the app keeps, are not offered, and a line says why", async ({
    page,
    context,
  }) => {
    await stubCharityPage(context);
    await page.goto("/donate");
    const form = donationForm(page);
    await expect(form.getByText(MORE)).toBeHidden();
    await expect(form.getByRole("textbox", { name: "Your name (optional)" })).toBeHidden();
    await expect(form.getByRole("checkbox", { name: WALL_BOX })).toBeHidden();
    await expect(form.getByText(/only the amount goes to the charity's page/)).toBeVisible();
    const [charity] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("button", { name: "Donate £25" }).click(),
    ]);
    // The amount alone.
    expect([...new URL(charity.url()).searchParams.keys()]).toEqual([
      "preset_amount",
      "amount",
      "donation_amount",
    ]);
    const stored = await context.pages()[0]?.evaluate(() => localStorage.length);
    expect(stored).toBe(0);
  });

  test("the privacy page shows no erase button, which could do nothing", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Erasing what is kept" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase the donor wall here" })).toBeHidden();
  });

  test("the phone menu opens and leads to a page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Event" }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });
});
