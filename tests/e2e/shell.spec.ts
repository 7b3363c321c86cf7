import { site } from "../../src/content/site";
import { expect, hydrated, test } from "./fixtures";

test.describe("header", () => {
  test("is fixed, 87.75px high, and gains a shadow only past 20px of scroll", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBeCloseTo(87.75, 2);
    await expect(page.locator("main")).toHaveCSS("padding-top", "87.75px");
    await expect(header).toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveCSS("box-shadow", "none");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await expect(header).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
    expect((await header.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("box-shadow", "none");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("marks the current page in the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/event");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Event" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    const donateNow = page.getByRole("banner").getByRole("link", { name: "Donate Now" });
    await expect(donateNow).toHaveAttribute("href", "/donate");
    await expect(donateNow).not.toHaveAttribute("aria-current");
    await page.goto("/donate");
    await expect(donateNow).toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, navigates and closes behind itself", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#site-menu");
    await expect(panel.getByRole("link", { name: "Donate Now" })).toBeVisible();
    await panel.getByRole("link", { name: "Shop" }).click();

    await expect(page).toHaveURL(/\/shop$/);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape and gives focus back to the button", async ({ page }) => {
    await page.goto("/event");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#site-menu").getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("scrolling", () => {
  test("a link scrolls to the top, and back restores the position", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);

    await footer.getByRole("link", { name: "Event Details" }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test("the skip link jumps to the main content", async ({ page }) => {
    await page.goto("/event");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("footer", () => {
  test(
    "links every quick link, the contact details and the legal pages",
    {
      tag: "@content",
    },
    async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      const quick = footer.getByRole("navigation", { name: "Quick links" });
      const expected: Array<[string, string]> = [
        ["Home", "/"],
        ["Event Details", "/event"],
        ["Shop", "/shop"],
        ["About", "/about"],
        ["Donate", "/donate"],
        // Not in the header (the specification fixes its links): here, on every page.
        ["Donor Wall", "/donor-wall"],
      ];
      for (const [name, href] of expected) {
        await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer.getByRole("link", { name: site.emails.info })).toHaveAttribute(
        "href",
        `mailto:${site.emails.info}`,
      );
      await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        `tel:${site.phone.replaceAll(" ", "")}`,
      );
      // A network shows where the organisers gave a page of their own on it (the organiser's
      // picnic gives two); none they left out, and none that would lead to a network's front
      // page (the sample's are those).
      const networks = {
        Facebook: site.social?.facebook,
        Twitter: site.social?.twitter,
        Instagram: site.social?.instagram,
      };
      for (const [network, href] of Object.entries(networks)) {
        const link = footer.getByRole("link", { name: new RegExp(`on ${network}`) });
        const ownPage = href && new URL(href).pathname.replaceAll("/", "") !== "";
        if (ownPage) await expect(link).toHaveAttribute("href", href);
        else await expect(link).toHaveCount(0);
      }
      for (const link of await footer.getByRole("link").all()) {
        const href = await link.getAttribute("href");
        if (!href?.startsWith("https://")) continue;
        expect(new URL(href).pathname.replaceAll("/", ""), `${href}, a front page`).not.toBe("");
      }
      await expect(footer).toContainText(
        `In aid of ${site.charity?.name}, registered charity no. ${site.charity?.number}`,
      );
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.brand}`);

      await footer.getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    },
  );
});
