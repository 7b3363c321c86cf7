import type { Locator, Page } from "@playwright/test";
import { donateFaqs } from "../../src/content/faqs";
import { impactLines, wallPreviewIntro } from "../../src/content/donate-copy";
import { emptyDonorWallCopy, donorWallCopy } from "../../src/content/donor-wall-copy";
import { fundraising, fundraisingCopy } from "../../src/content/fundraising";
import { fillIn } from "../../src/lib/event-state";
import { formatAmount, formatCount, formatDate } from "../../src/lib/format";
import { site } from "../../src/content/site";
import { giving } from "../../src/content/giving";
import { PRESET_AMOUNTS } from "../../src/lib/donation";
import {
  DONATIONS_KEY,
  donateOnAPhone,
  donationForm,
  expectDonationUrl,
  giftAidFor,
  fillDonation,
  firstTabOpener,
  opened,
  storedDonors,
  stubWindowOpen,
  WALL_BOX,
  openMore,
  FINISH,
} from "./donation";
import { checkEachWidth, violations, widths } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";

async function seedDonors(page: Page, donations: unknown[]) {
  await page.goto("/privacy");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [DONATIONS_KEY, JSON.stringify(donations)],
  );
}

test.use({ timezoneId: "Europe/London", locale: "en-GB" });

test.describe("donating", () => {
  test(
    "without the wall: opens the donation page, thanks, then resets after 5 seconds",
    { tag: "@content" },
    async ({ page }) => {
      await stubWindowOpen(page);
      await page.clock.install();
      await page.goto("/donate");
      await hydrated(page);

      const form = donationForm(page);
      // The page's clock stands still from here, so its five seconds are exact.
      await page.clock.pauseAt(Date.now() + 60_000);
      // The radio itself is visually hidden; its label is what a visitor clicks.
      await form.getByText("£50", { exact: true }).click();
      await expect(form.getByRole("radio", { name: "£50" })).toBeChecked();
      await expect(form.getByText(giftAidFor(50))).toBeVisible();
      await form.getByRole("button", { name: "Donate £50" }).click();

      const [first] = await opened(page);
      expect(first?.target).toBe("_blank");
      expectDonationUrl(first?.url ?? "", "50");
      expect(await firstTabOpener(page)).toBeNull();

      const banner = form.getByRole("status").filter({ hasText: "Thank you" });
      await expect(banner).toContainText("Thank you for your donation of £50!");
      await expect(banner).not.toContainText("donor wall");
      expect(await storedDonors(page)).toBeNull();

      // Still there just before five seconds, gone just after.
      await page.clock.runFor(4900);
      await expect(banner).toBeVisible();
      await page.clock.runFor(200);
      await expect(banner).toBeHidden();
      await expect(form.getByRole("radio", { name: "£25" })).toBeChecked();
      await expect(form.getByRole("button", { name: "Donate £25" })).toBeEnabled();
    },
  );

  test("with the wall: stores the entry first and shows it in the preview", async ({ page }) => {
    await stubWindowOpen(page);
    await seedDonors(page, [{ name: "Earlier", amount: 5, timestamp: 1_700_000_000_000 }]);
    await page.goto("/about");
    await hydrated(page);

    const form = donationForm(page);
    const donate = await fillDonation(form, {
      amount: "12.50",
      name: "  Ann Example ",
      message: "For Nicky",
      wall: true,
    });
    await expect(form.getByText("9 of 280 characters")).toBeVisible();
    const before = Date.now();
    await donate.click();

    expectDonationUrl((await opened(page))[0]?.url ?? "", "12.50");
    await expect(form.getByRole("status")).toContainText(
      "Your name will appear on our donor wall.",
    );
    const stored = (await storedDonors(page)) as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ name: "Ann Example", amount: 12.5, message: "For Nicky" });
    expect(stored[0]?.timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(stored[1]).toMatchObject({ name: "Earlier" });

    const preview = page.getByRole("region", { name: "Gifts from this device" });
    await expect(preview.getByRole("listitem").first()).toContainText("Ann Example£12.50");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await stubWindowOpen(page);
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);

    await form.getByRole("radio", { name: "£25" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "£50" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "£50" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Or enter another amount" })).toBeFocused();
    await page.keyboard.type("30");
    // The folded fields come next, then Donate, so Donate follows what is typed (decision 028).
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Your name (optional)" })).toBeFocused();
    await page.keyboard.type("Kay");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    // The dedication: one stop, arrows choose, and "Their name" comes next.
    await expect(form.getByRole("radio", { name: "No dedication" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "In memory of" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Their name" })).toBeFocused();
    await page.keyboard.type("Rose Ellery");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: WALL_BOX })).toBeFocused();
    await page.keyboard.press("Space");
    // On to Donate, past the box's link to the wall.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Donate £30" })).toBeFocused();
    await page.keyboard.press("Enter");

    expectDonationUrl((await opened(page))[0]?.url ?? "", "30");
    await expect
      .poll(() => storedDonors(page))
      .toMatchObject([
        { name: "Kay", amount: 30, dedication: { kind: "memory", name: "Rose Ellery" } },
      ]);
  });

  test("explains an amount it cannot take, beside the field", async ({ page }) => {
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    const field = form.getByRole("textbox", { name: "Or enter another amount" });
    await field.fill("250000");
    await expect(field).toHaveValue("250000");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/The most we can take here is £100,000/);
    await expect(form.getByRole("button", { name: "Donate Now" })).toBeDisabled();
  });

  test("a blocked pop-up leaves a link to the donation page that stays", async ({ page }) => {
    await stubWindowOpen(page, { blocked: true });
    await page.clock.install();
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await form.getByRole("button", { name: "Donate £25" }).click();

    const link = form.getByRole("link", { name: /Open the donation page/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expectDonationUrl((await link.getAttribute("href")) ?? "", "25");

    // Past the five seconds after which a thank-you hides.
    await page.clock.runFor(6000);
    await expect(link).toBeVisible();
    await form.getByRole("button", { name: "Dismiss" }).click();
    await expect(link).toBeHidden();
    await expect(form.getByRole("button", { name: "Donate £25" })).toBeFocused();
  });

  test("storage that throws: the donation goes ahead and the banner says so", async ({ page }) => {
    await stubWindowOpen(page);
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        }
        return setItem.call(this, key, value);
      };
    });
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await (await fillDonation(form, { name: "Ann", wall: true })).click();

    expectDonationUrl((await opened(page))[0]?.url ?? "", "25");
    await expect(form.getByRole("status")).toContainText("We could not keep your donor-wall entry");
    await expect(form.getByRole("status")).not.toContainText("Your name will appear");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donate");
  });

  test("script in a name and message is shown as text", async ({ page }) => {
    await stubWindowOpen(page);
    page.on("dialog", (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const payload = "<img src=x onerror=alert(1)>";
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await (await fillDonation(form, { name: payload, message: payload, wall: true })).click();

    const preview = page.getByRole("region", { name: "Gifts from this device" });
    await expect(preview.getByText(payload, { exact: true })).toBeVisible();
    await page.goto("/donor-wall");
    await hydrated(page);
    await expect(page.getByText(payload, { exact: true })).toBeVisible();
    await expect(page.getByText(`“${payload}”`)).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
  });
});

/** The form's "Donate £25", scrolled to the very bottom of the screen. */
async function donateAtTheFoot(form: Locator) {
  const button = form.getByRole("button", { name: "Donate £25" });
  await button.evaluate((element) => element.scrollIntoView({ block: "end" }));
  return button;
}

test.describe("one tap, one donation, seen", () => {
  test("a double click opens one tab and writes one entry; Enter in a field while the thanks shows says why", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await (await fillDonation(form, { name: "Ann", wall: true })).dblclick();

    const banner = form.getByRole("status");
    await expect(banner).toContainText("Your name will appear on our donor wall.");
    expect(await opened(page)).toHaveLength(1);
    expect(await storedDonors(page)).toHaveLength(1);
    // Donate gave way to the thank-you; sent again from a field, the form says why nothing happens.
    await expect(form.getByRole("button", { name: /^Donate/ })).toBeHidden();
    await form.getByRole("textbox", { name: "Your name (optional)" }).press("Enter");
    await expect(banner).toContainText(
      "The donation page is already open in another tab, so we did not open a second one or add you twice.",
    );
    expect(await opened(page)).toHaveLength(1);
    expect(await storedDonors(page)).toHaveLength(1);
  });

  // The thank-you takes Donate's place and is brought into view, which scrolls a phone's page:
  // done at the first tap, it slid the banner's "Open it again" link under a double tap's second.
  test("on a phone whose Donate is at the foot of the screen, a double tap's second tap lands on the thank-you's words", async ({
    page,
    context,
  }) => {
    const form = await donateOnAPhone(page);
    const pages = context.pages().length;
    const button = await donateAtTheFoot(form);
    const { x, y, width, height } = (await button.boundingBox())!;
    await button.dblclick();

    const banner = form.getByRole("status");
    expect(await opened(page)).toHaveLength(1);
    // Where Donate was: the headline, no link.
    const hit = await page.evaluate(
      ([left, top]) => document.elementFromPoint(left!, top!)?.closest("a, button, p")?.textContent,
      [x + width / 2, y + height / 2],
    );
    expect(hit).toBe(FINISH);
    expect(context.pages()).toHaveLength(pages);
    // Then the thanks comes into view.
    await expect(banner.getByText("Thank you for your donation of £25!")).toBeInViewport();
  });

  test("on a phone the thank-you comes into view, in the status region screen readers announce", async ({
    page,
  }) => {
    const form = await donateOnAPhone(page, { blocked: true });
    await (await donateAtTheFoot(form)).click();

    const banner = form.getByRole("status");
    await expect(banner).toContainText("Thank you for your donation of £25!");
    await expect(banner).toHaveAttribute("aria-live", "polite");
    await expect(banner.getByRole("link", { name: /Open the donation page/ })).toBeInViewport();
    await expect(banner.getByText("Thank you for your donation of £25!")).toBeInViewport();
  });

  test("on a phone the whole thank-you and the invitation to share come into view, clear of the header", async ({
    page,
  }) => {
    const form = await donateOnAPhone(page);
    await (await donateAtTheFoot(form)).click();

    const thanks = form.getByRole("status");
    const share = page.getByRole("group", { name: "Tell your friends about the picnic" });
    await expect(thanks.getByText("Thank you for your donation of £25!")).toBeVisible();
    await expect(thanks).toBeInViewport({ ratio: 1 });
    await expect(share).toBeInViewport({ ratio: 1 });
    // Not under the fixed header: its top is below the header's foot.
    const header = await page.getByRole("banner").boundingBox();
    const box = await thanks.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  });

  test("a name far longer stored than it looks gets a message beside it, and Donate waits", async ({
    page,
  }) => {
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await openMore(form);
    const name = form.getByRole("textbox", { name: "Your name (optional)" });
    // One letter and 2,100 marks: one character to the eye.
    await name.fill(`A${"\u0301".repeat(2100)}`);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(/^This name is too long to keep/)).toBeVisible();
    await expect(form.getByRole("button", { name: "Donate £25" })).toBeDisabled();
    await name.fill("Kay");
    await expect(form.getByRole("button", { name: "Donate £25" })).toBeEnabled();
  });

  test("a name of six family emoji is 6 characters, and goes on the wall", async ({ page }) => {
    await stubWindowOpen(page);
    const family = "👨‍👩‍👧‍👦".repeat(6);
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await openMore(form);
    const name = form.getByRole("textbox", { name: "Your name (optional)" });
    await name.fill(family);
    await expect(name).not.toHaveAttribute("aria-invalid");
    await form.getByRole("textbox", { name: "Message (optional)" }).fill("🇬🇧".repeat(281));
    await expect(form.getByText("281 of 280 characters")).toBeVisible();
    await expect(form.getByRole("button", { name: "Donate £25" })).toBeDisabled();
    await (await fillDonation(form, { message: "🇬🇧".repeat(280), wall: true })).click();
    await expect(form.getByRole("status")).toContainText("Your name will appear");

    await page.goto("/donor-wall");
    await hydrated(page);
    await expect(page.getByText(family, { exact: true })).toBeVisible();
  });
});

test.describe("the donate page's first screen", () => {
  test("at 1280×800: one heading, the amounts and Donate in view, the wall and trust beside", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/donate");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donate");
    await expect(page.getByRole("heading", { name: "Make a donation" })).toHaveCount(0);
    const form = donationForm(page);
    for (const amount of ["£10", "£25", "£50", "£100"]) {
      await expect(form.getByText(amount, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(form.getByRole("button", { name: "Donate £25" })).toBeInViewport({ ratio: 1 });

    const formBox = await form.boundingBox();
    // While this device has given nothing, the preview is a line on what the wall is.
    for (const [name, beside] of [
      ["the wall preview", page.getByText(wallPreviewIntro)],
      ["Where your gift goes", page.getByRole("heading", { name: "Where your gift goes" })],
    ] as const) {
      const box = await beside.boundingBox();
      expect(box?.x, `${name} beside the form`).toBeGreaterThan(
        (formBox?.x ?? 0) + (formBox?.width ?? 0),
      );
    }
    const trust = page.getByRole("heading", { name: "Where your gift goes" }).locator("..");
    await expect(trust).toContainText(
      `${site.charity?.name}, registered charity no. ${site.charity?.number}`,
    );
  });

  test("at 375×812: the amounts in view, Donate full width, the wall and trust below", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    for (const amount of ["£10", "£25", "£50", "£100"]) {
      await expect(form.getByText(amount, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    const formBox = await form.boundingBox();
    const buttonBox = await form.getByRole("button", { name: "Donate £25" }).boundingBox();
    expect(buttonBox?.width).toBeCloseTo(formBox?.width ?? 0, 0);
    const preview = await page.getByText(wallPreviewIntro).boundingBox();
    expect(preview?.y).toBeGreaterThan((formBox?.y ?? 0) + (formBox?.height ?? 0));
  });

  test("the hospice panel is quieter than the ask: a smaller heading, plain links, each on one line", async ({
    page,
  }) => {
    const { hospice } = site;
    test.skip(!hospice, "The content has no second charity on Donate.");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/donate");
    const size = (name: string) =>
      page
        .getByRole("heading", { name })
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(hospice!.title)).toBeLessThan(await size("Your impact"));
    for (const link of hospice!.links) {
      const anchor = page.getByRole("link", { name: `${link.label} (opens in a new tab)` });
      // A link, not a second filled or outlined button beside the form's Donate.
      expect(await anchor.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe(
        "0px",
      );
      expect((await anchor.boundingBox())?.height).toBeLessThanOrEqual(48);
    }
    // Lower down, once the picnic's own ask is answered: after what a gift does and the questions.
    const top = async (name: string) =>
      (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;
    expect(await top(hospice!.title)).toBeGreaterThan(await top("Your Impact"));
    expect(await top(hospice!.title)).toBeGreaterThan(await top("Frequently Asked Questions"));
  });
});

test.describe("the donor wall", () => {
  const wall = [
    { name: "Cara", amount: 20, timestamp: Date.UTC(2026, 5, 16, 11, 30) },
    { name: "Ann", amount: 1000, message: "For Nicky", timestamp: Date.UTC(2026, 5, 15, 9, 5) },
    { name: "Bea", amount: 1.5, timestamp: Date.UTC(2026, 5, 14, 8, 0) },
    { name: "Dev", amount: 100, timestamp: Date.UTC(2026, 5, 13, 8, 0) },
    { name: "Eli", amount: 50, timestamp: Date.UTC(2026, 5, 12, 8, 0) },
    { name: "Fay", amount: 30, timestamp: Date.UTC(2026, 5, 11, 8, 0) },
    { name: "Gus", amount: 100, timestamp: Date.UTC(2026, 5, 10, 8, 0) },
    { name: "bad entry", amount: "lots", timestamp: 3 },
  ];

  test(
    "shows the total, the count and every entry in stored order",
    { tag: "@content" },
    async ({ page }) => {
      await seedDonors(page, wall);
      await page.goto("/donor-wall");
      await hydrated(page);

      await expect(page.getByText("£1,301.50")).toBeVisible();
      await expect(page.getByText("7 donations")).toBeVisible();
      const entries = page.getByRole("region", { name: "Donations" }).getByRole("listitem");
      await expect(entries).toHaveCount(7);
      await expect(entries.first()).toContainText("Cara");
      await expect(entries.first()).toContainText("16 June 2026 at 12:30");
      await expect(entries.nth(1)).toContainText("Ann");
      await expect(entries.nth(1)).toContainText("£1,000");
      await expect(entries.nth(1).getByRole("img", { name: "Left a message" })).toBeVisible();
      await expect(entries.nth(1)).toContainText("“For Nicky”");
      await expect(entries.nth(1)).toContainText("15 June 2026 at 10:05");
      await expect(entries.nth(2)).toContainText("Bea£1.50");
      await expect(entries.last()).toContainText("Gus");
    },
  );

  test("the preview shows the top five and links to the whole wall", async ({ page }) => {
    await seedDonors(page, wall);
    await page.goto("/donate");
    await hydrated(page);
    const preview = page.getByRole("region", { name: "Gifts from this device" });
    const items = preview.getByRole("listitem");
    await expect(items).toHaveCount(5);
    const names = await items.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector("span")?.textContent),
    );
    expect(names).toEqual(["Ann", "Dev", "Gus", "Eli", "Fay"]);
    await preview.getByRole("link", { name: "View all 7 donations" }).click();
    await expect(page).toHaveURL(/\/donor-wall$/);
    await expect(page.getByText("7 donations")).toBeVisible();

    // Back returns to the page we came from.
    await page.getByRole("button", { name: donorWallCopy.back }).click();
    await expect(page).toHaveURL(/\/donate$/);
  });

  test("empty, shows her posy beside the invitation, and Back's arrow lines up with the title", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/donor-wall");
      await hydrated(page);
      const wall = page.getByRole("region", { name: "Donations" });
      const posy = wall.locator("svg.empty-wall-posy");
      await expect(posy).toBeVisible();
      await expect(posy).toHaveAttribute("aria-hidden", "true");
      // The drawing is there, not an empty box: its file serves the posy it names.
      expect(await posy.locator("use").getAttribute("href")).toBe(
        "/images/art/places.svg#portrait",
      );
      expect((await posy.boundingBox())!.height).toBeGreaterThan(60);
      await expect(wall.getByText(emptyDonorWallCopy.title, { exact: true })).toBeVisible();
      await expect(wall.getByText(emptyDonorWallCopy.invitation, { exact: true })).toBeVisible();

      const arrow = (await page
        .getByRole("button", { name: "Back" })
        .locator("svg")
        .boundingBox())!;
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      // The arrow's drawn line starts 1/6 into its box (lucide's 24-unit grid draws from 5).
      const drawn = arrow.x + (arrow.width * 5) / 24;
      expect(Math.abs(drawn - title.x), `${width}px: Back in line with the title`).toBeLessThan(4);
    }
  });

  test(
    "is empty with an invitation, and Back goes to Donate, and says so, when there is no history",
    { tag: "@content" },
    async ({ page }) => {
      await page.goto("/donor-wall");
      await hydrated(page);
      await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();
      await expect(page.getByText(emptyDonorWallCopy.invitation)).toBeVisible();
      // Its own total stays hidden while this device has given nothing (decision 023).
      await expect(page.getByText("0 donations")).toBeHidden();
      // "Donations" is not said twice ("Donations / 0 donations").
      await expect(page.getByRole("main").getByText("Donations", { exact: true })).toHaveCount(0);
      // Nothing stored: nothing to erase.
      await expect(page.getByRole("button", { name: /Erase/ })).toHaveCount(0);
      await expect(
        page.getByRole("region", { name: "Donations" }).getByRole("link", { name: "Donate Now" }),
      ).toHaveAttribute("href", "/donate");
      // Opened directly: no page of this site to go back to, so the page it belongs to.
      await page.getByRole("button", { name: "Back" }).focus();
      await page.getByRole("button", { name: donorWallCopy.backToDonate }).click();
      await expect(page).toHaveURL(/\/donate$/);
    },
  );

  test("follows another tab's donation live", async ({ page, context }) => {
    await page.goto("/donor-wall");
    await hydrated(page);
    // Empty, the wall says so and keeps its own total hidden (nothing to contradict the figures).
    await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();
    await expect(page.getByText("Total raised on this device")).toBeHidden();

    const other = await context.newPage();
    await stubWindowOpen(other);
    await other.goto("/donate");
    await hydrated(other);
    await (await fillDonation(donationForm(other), { name: "Other Tab", wall: true })).click();

    await expect(page.getByText("1 donation", { exact: true })).toBeVisible();
    await expect(page.getByText("Total raised on this device")).toBeVisible();
    await expect(page.getByText("Other Tab")).toBeVisible();
    await expect(page.getByText(emptyDonorWallCopy.title)).toBeHidden();
    await other.close();
  });

  test("erases this device's entries after confirmation", async ({ page }) => {
    await seedDonors(page, wall);
    await page.goto("/donor-wall");
    await hydrated(page);
    const erase = page.getByRole("button", { name: "Erase the donor wall here" });

    await erase.click();
    await expect(page.getByText(/Erase all 7 entries on this device's donor wall\?/)).toBeFocused();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("7 donations")).toBeVisible();

    await erase.click();
    await page.getByRole("button", { name: "Yes, erase them" }).click();
    await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();
    // The button went with the entries; the words saying so stay, with focus.
    const outcome = page.getByRole("main").getByRole("status");
    await expect(outcome).toHaveText(
      "The donor-wall entries kept on this device have been erased.",
    );
    await expect(outcome).toBeFocused();
    await expect(erase).toBeHidden();
    expect(await storedDonors(page)).toBeNull();
  });

  for (const [what, stored] of [
    ["an unreadable value", "{not json"],
    ["only entries it cannot show", JSON.stringify([{ name: "", amount: "lots" }])],
  ] as const) {
    test(`offers to erase ${what}, which may hold names`, async ({ page }) => {
      await page.goto("/privacy");
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        DONATIONS_KEY,
        stored,
      ] as const);
      await page.goto("/donor-wall");
      await hydrated(page);
      await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();
      await page.getByRole("button", { name: "Erase the donor wall here" }).click();
      await expect(
        page.getByText("Erase everything this device keeps for the donor wall?", { exact: false }),
      ).toBeFocused();
      await page.getByRole("button", { name: "Yes, erase them" }).click();
      await expect(page.getByRole("main").getByRole("status")).toBeFocused();
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    });
  }

  test("on a phone the heart sits beside the message it marks", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await seedDonors(page, [
      {
        name: "A very long name that wraps onto a second line",
        amount: 50,
        message: "For Nicky",
        timestamp: 1_781_609_400_000,
      },
    ]);
    await page.goto("/donor-wall");
    await hydrated(page);
    const heart = await page.getByRole("img", { name: "Left a message" }).boundingBox();
    const message = await page.getByText("“For Nicky”").boundingBox();
    expect(heart && message).toBeTruthy();
    if (!heart || !message) return;
    // Same line, right next to it.
    expect(heart.y + heart.height / 2).toBeGreaterThan(message.y);
    expect(heart.y + heart.height / 2).toBeLessThan(message.y + message.height);
    expect(message.x - (heart.x + heart.width)).toBeLessThanOrEqual(12);
  });

  test("a name of stacked marks is drawn inside its own entry, never over its neighbours'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // One letter with 400 marks stacked above it and 400 below: one character, within every limit.
    const stacked = `Z${"\u0301".repeat(400)}${"\u0316".repeat(400)}`;
    const entry = (name: string, index: number) => ({
      name,
      amount: 10 + index,
      message: `Message ${index}`,
      timestamp: 1_781_609_400_000 + index * 60_000,
    });
    const neighbours = async (middle: string) => {
      await seedDonors(page, [entry("Above", 1), entry(middle, 2), entry("Below", 3)]);
      await page.goto("/donor-wall");
      await hydrated(page);
      await expect(page.getByRole("article")).toHaveCount(3);
      const shots = [];
      for (const name of ["Above", "Below"]) {
        const article = page.getByRole("article").filter({ hasText: name });
        shots.push(await article.screenshot({ animations: "disabled" }));
      }
      return shots;
    };
    const [above, below] = await neighbours("Z");
    const [aboveWithMarks, belowWithMarks] = await neighbours(stacked);
    expect(aboveWithMarks!.equals(above!), "the entry above is drawn as without the marks").toBe(
      true,
    );
    expect(belowWithMarks!.equals(below!), "the entry below is drawn as without the marks").toBe(
      true,
    );
    // Marks that take room across: the entry keeps to its column, and the page to the phone.
    await neighbours(`W${"\u0489".repeat(150)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test("can be erased from the privacy page too", async ({ page }) => {
    await seedDonors(page, wall);
    await page.goto("/privacy");
    await hydrated(page);
    await page.getByRole("button", { name: "Erase the donor wall here" }).click();
    await page.getByRole("button", { name: "Yes, erase them" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "The donor-wall entries kept on this device have been erased.",
    );
    expect(await storedDonors(page)).toBeNull();
  });
});

test.describe("dedications", () => {
  // Colours are checked once settled, not halfway through a transition.
  test.use({ reducedMotion: "reduce" });

  test("a gift in memory of someone: in the thank-you, the preview and on the wall", async ({
    page,
  }) => {
    await stubWindowOpen(page);
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await openMore(form);
    const theirName = form.getByRole("textbox", { name: "Their name" });
    await expect(form.getByRole("radio", { name: "No dedication" })).toBeChecked();
    await expect(theirName).toBeHidden();

    await form.getByText("£50", { exact: true }).click();
    await form.getByRole("radio", { name: "In memory of" }).check();
    await expect(theirName).toBeVisible();
    await expect(theirName).toHaveAccessibleDescription(
      "Enter their name, or choose No dedication.",
    );
    await expect(form.getByRole("button", { name: "Donate £50" })).toBeDisabled();
    expect(await violations(page)).toEqual([]);

    await theirName.fill(" Rose Ellery ");
    await fillDonation(form, { name: "Ann", wall: true });
    await form.getByRole("button", { name: "Donate £50" }).click();

    const banner = form.getByRole("status");
    await expect(banner).toContainText(
      "Thank you for your donation of £50 in memory of Rose Ellery!",
    );
    await expect(banner).toContainText("Your name will appear on our donor wall.");
    expectDonationUrl((await opened(page))[0]?.url ?? "", "50");
    expect(await storedDonors(page)).toEqual([
      {
        name: "Ann",
        amount: 50,
        timestamp: expect.any(Number),
        dedication: { kind: "memory", name: "Rose Ellery" },
      },
    ]);
    const preview = page
      .getByRole("region", { name: "Gifts from this device" })
      .getByRole("listitem");
    await expect(preview).toHaveText("Ann£50In memory of Rose Ellery");
    expect(await violations(page)).toEqual([]);

    await page.goto("/donor-wall");
    await hydrated(page);
    const entry = page.getByRole("region", { name: "Donations" }).getByRole("listitem");
    await expect(entry.getByText("Ann", { exact: true })).toBeVisible();
    // Under the donor's name.
    const name = await entry.getByText("Ann", { exact: true }).boundingBox();
    const dedication = await entry.getByText("In memory of Rose Ellery").boundingBox();
    expect(dedication?.y).toBeGreaterThan((name?.y ?? 0) + (name?.height ?? 0) - 1);
    expect(dedication?.x).toBe(name?.x);
  });

  const mixed = [
    {
      name: "Cara",
      amount: 20,
      timestamp: Date.UTC(2026, 5, 16, 11, 30),
      dedication: { kind: "honour", name: "Sam" },
    },
    // Stored before dedications existed.
    { name: "Ann", amount: 100, message: "For Nicky", timestamp: Date.UTC(2026, 5, 15, 9, 5) },
    // A dedication that is not right: dropped, and the rest of the entry kept.
    {
      name: "Bea",
      amount: 30,
      message: "Hello",
      timestamp: Date.UTC(2026, 5, 14, 8, 0),
      dedication: { kind: "memory", name: 42 },
    },
    {
      name: "Dev",
      amount: 10,
      timestamp: Date.UTC(2026, 5, 13, 8, 0),
      dedication: { kind: "memory", name: "Rose Ellery" },
    },
  ];

  test("entries stored before dedications show as before; a malformed dedication is dropped, the entry kept", async ({
    page,
  }) => {
    await seedDonors(page, mixed);
    await page.goto("/donor-wall");
    await hydrated(page);
    await expect(page.getByText("4 donations")).toBeVisible();
    const entries = page.getByRole("region", { name: "Donations" }).getByRole("listitem");
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText("CaraIn honour of Sam£20");
    await expect(entries.nth(1)).toHaveText("Ann£100“For Nicky”15 June 2026 at 10:05");
    await expect(entries.nth(1).getByRole("img", { name: "Left a message" })).toBeVisible();
    await expect(entries.nth(2)).toHaveText("Bea£30“Hello”14 June 2026 at 09:00");
    await expect(entries.nth(3)).toContainText("DevIn memory of Rose Ellery£10");
    // Reading is not writing: what is stored stays as it was.
    expect(await storedDonors(page)).toEqual(mixed);

    await page.goto("/donate");
    await hydrated(page);
    await expect(
      page.getByRole("region", { name: "Gifts from this device" }).getByRole("listitem"),
    ).toHaveText([
      "Ann£100“For Nicky”",
      "Bea£30“Hello”",
      "Cara£20In honour of Sam",
      "Dev£10In memory of Rose Ellery",
    ]);
  });

  test("the wall can show only the gifts in someone's name, and the address says so", async ({
    page,
  }) => {
    await seedDonors(page, mixed);
    await page.goto("/donor-wall");
    await hydrated(page);
    const view = page.getByRole("group", { name: "Show" });
    const all = view.getByRole("button", { name: "All gifts" });
    const dedicated = view.getByRole("button", { name: "In memory or in honour" });
    const entries = page.getByRole("region", { name: "Donations" }).getByRole("listitem");
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(entries).toHaveText([/^Cara/, /^Ann/, /^Bea/, /^Dev/]);

    await dedicated.click();
    await expect(page).toHaveURL(/\/donor-wall\?show=dedicated$/);
    await expect(dedicated).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect(entries).toHaveText([/^Cara/, /^Dev/]);
    await expect(
      page.getByText("Showing 2 of 4 donations: the gifts in memory or in honour of someone."),
    ).toBeVisible();
    // The figures stay those of the whole wall.
    await expect(page.getByText("£160")).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.reload();
    await hydrated(page);
    await expect(entries).toHaveText([/^Cara/, /^Dev/]);
    await page.goBack();
    await expect(page).toHaveURL(/\/donor-wall$/);
    await expect(entries).toHaveText([/^Cara/, /^Ann/, /^Bea/, /^Dev/]);
    await page.goForward();
    await expect(entries).toHaveText([/^Cara/, /^Dev/]);
    await all.click();
    await expect(page).toHaveURL(/\/donor-wall$/);
    await expect(entries).toHaveCount(4);
  });

  test("with no gift in anyone's name, the dedicated view says so", async ({ page }) => {
    await seedDonors(page, [mixed[1]]);
    await page.goto("/donor-wall?show=dedicated");
    await hydrated(page);
    await expect(
      page.getByText("No gift on this wall is in memory or in honour of someone yet."),
    ).toBeVisible();
    await expect(page.getByText("Ann", { exact: true })).toBeHidden();
    await expect(page.getByText("1 donation", { exact: true })).toBeVisible();
  });
});

test.describe("the donate page", () => {
  test(
    "has the second charity's panel as the content words it (or none), impact cards, claims, FAQ and contact",
    { tag: "@content" },
    async ({ page }) => {
      await page.goto("/donate");
      await hydrated(page);
      const { hospice } = site;
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      if (hospice) {
        const panel = page.getByRole("region", { name: hospice.title });
        await expect(panel.getByRole("heading", { level: 2 })).toHaveText(hospice.title);
        await expect(panel.getByText(hospice.text, { exact: true })).toBeVisible();
        await expect(panel.getByRole("link")).toHaveCount(hospice.links.length);
        for (const link of hospice.links) {
          const anchor = panel.getByRole("link", { name: `${link.label} (opens in a new tab)` });
          await expect(anchor).toHaveAttribute("href", link.href);
          await expect(anchor).toHaveAttribute("target", "_blank");
          await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
        }
      } else {
        // No panel at all: the questions follow Your Impact.
        const titles = await headings.allTextContents();
        expect(titles[titles.indexOf("Your Impact") + 1]).toBe("Frequently Asked Questions");
      }
      const impact = page.locator("section", {
        has: page.getByRole("heading", { name: "Your impact" }),
      });
      for (const value of PRESET_AMOUNTS) {
        await expect(impact.getByText(impactLines[value] ?? "")).toBeVisible();
      }
      await expect(
        page.getByText(`Gift Aid adds ${giving.giftAidPercent}%`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText("of donations go to programmes.", { exact: true })).toBeVisible();
      await page.getByText(donateFaqs[0]!.question).click();
      await expect(page.getByText(/claim an extra 25% from HMRC/)).toBeVisible();
      const thanks = page.getByRole("region", { name: "Thank you" });
      const contact = await thanks
        .getByRole("link", { name: site.emails.info })
        .getAttribute("href");
      expect(contact?.startsWith(`mailto:${site.emails.info}`)).toBe(true);
    },
  );
});

test.describe("accessibility", () => {
  // Colours are checked once settled, not halfway through a 150 ms transition.
  test.use({ reducedMotion: "reduce" });

  // Each state is checked at a phone's width and widened to a desktop's
  // (checkEachWidth): one visit to each, not one for each width (decision 026).
  test(`no WCAG A/AA violations at ${widths.join(" and ")}px: the form with its banner, the wall full and empty, erasing`, async ({
    page,
  }) => {
    // Ten axe runs over three pages: on two busy cores it nears the 30 s default.
    test.slow();
    const atPhoneWidth = () => page.setViewportSize({ width: widths[0], height: 900 });
    await atPhoneWidth();
    await stubWindowOpen(page, { blocked: true });
    await page.goto("/donor-wall");
    await hydrated(page);
    await checkEachWidth(page, 900);

    await atPhoneWidth();
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await form.getByRole("textbox", { name: "Or enter another amount" }).fill("0.5");
    await checkEachWidth(page, 900);
    await atPhoneWidth();
    const donate = await fillDonation(form, { amount: "40", name: "Ann", wall: true });
    await donate.click();
    await expect(form.getByRole("link", { name: /Open the donation page/ })).toBeVisible();
    // Sent again from the keyboard (Donate is hidden, its focus on the thank-you's
    // headline): the banner explains why nothing more happened.
    await form.getByRole("textbox", { name: "Or enter another amount" }).press("Enter");
    await expect(form.getByText(/Please use the link above/)).toBeVisible();
    await checkEachWidth(page, 900);

    await atPhoneWidth();
    await page.goto("/donor-wall");
    await hydrated(page);
    await page.getByRole("button", { name: "Erase the donor wall here" }).click();
    await checkEachWidth(page, 900);
    await page.getByRole("button", { name: "Yes, erase them" }).click();
    await expect(page.getByRole("main").getByRole("status")).toBeFocused();
    await checkEachWidth(page, 900);
  });
});

// Two totals that count different gifts: this device's (the donor wall, kept
// here only) and the picnic's (everyone's, copied from the charity's page).
// Wherever both can be seen, each says whose it is (issue 40).
test.describe("this device's gifts and everyone's", () => {
  const phone = { width: 375, height: 812 };
  const gifts = [
    { name: "Rowan", amount: 40, timestamp: Date.UTC(2026, 0, 5, 9, 0) },
    { name: "Anonymous", amount: 15, timestamp: Date.UTC(2026, 0, 4, 9, 0) },
  ];
  // Where and when everyone's gifts were counted, the one label every page gives (round 7).
  const everyones = fillIn(fundraisingCopy.countedOn.dated, {
    asOf: formatDate(fundraising.asOf),
    charity: site.charity?.name ?? "the charity",
  });

  test(
    "the wall says at its top that it lists this device's gifts, and the picnic's total is apart, as everyone's",
    { tag: "@content" },
    async ({ page }) => {
      await page.setViewportSize(phone);
      // Before the picnic, while its figures are "so far" and dated.
      await page.clock.setFixedTime(fortyDaysBefore());
      await seedDonors(page, gifts);
      await page.goto("/donor-wall");
      await hydrated(page);
      const main = page.getByRole("main");
      // Read first, under the title: whose list this is.
      await expect(main.getByText(donorWallCopy.lead)).toBeInViewport();
      // This device's total in the first screen, and no figure of the picnic's beside it.
      await expect(main.getByText(donorWallCopy.deviceTotal)).toBeInViewport();
      await expect(main.getByText(formatAmount(55), { exact: true })).toBeInViewport();
      await expect(page.getByRole("progressbar", { name: "Money raised" })).not.toBeInViewport();
      await expect(
        main
          .getByText(formatAmount(fundraising.raised), { exact: false })
          .filter({ visible: true })
          .first(),
      ).not.toBeInViewport();
      // The picnic's figures in a section of their own, titled as the picnic's and saying whose.
      const picnic = page.getByRole("region", { name: donorWallCopy.picnicTitle });
      await picnic.scrollIntoViewIfNeeded();
      await expect(picnic.getByRole("progressbar", { name: "Money raised" })).toBeVisible();
      await expect(
        picnic.getByText(everyones, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await expect(picnic.getByText(donorWallCopy.deviceTotal)).toHaveCount(0);
      const entries = page.getByRole("region", { name: "Donations" });
      expect((await picnic.boundingBox())!.y).toBeGreaterThan((await entries.boundingBox())!.y);
    },
  );

  test(
    "the empty wall's invitation is about this device, with no count of supporters above it",
    { tag: "@content" },
    async ({ page }) => {
      // Weeks before the day, while the supporters are counted (after it, the year's final
      // total stands in their place: decision 090).
      await page.clock.setFixedTime(fortyDaysBefore());
      await page.setViewportSize(phone);
      await page.goto("/donor-wall");
      await hydrated(page);
      const main = page.getByRole("main");
      const invitation = main.getByText(emptyDonorWallCopy.invitation, { exact: true });
      await expect(invitation).toBeInViewport();
      // Said of this device in the empty wall's own heading, in the headings' face (review 3).
      const empty = main.getByRole("heading", { level: 2, name: emptyDonorWallCopy.title });
      await expect(empty).toBeInViewport();
      const face = (part: Locator) => part.evaluate((node) => getComputedStyle(node).fontFamily);
      expect(await face(empty)).toBe(await face(main.getByRole("heading", { level: 1 })));
      // The picnic's supporters are counted after it, in the picnic's own section, never above.
      const picnic = page.getByRole("region", { name: donorWallCopy.picnicTitle });
      expect((await picnic.boundingBox())!.y).toBeGreaterThan((await invitation.boundingBox())!.y);
      // The number is held to its word by a non-breaking space (\s takes either).
      const count = new RegExp(`${formatCount(fundraising.supporters)}\\ssupporters?`);
      const inPicnic = await picnic.getByText(count).filter({ visible: true }).count();
      expect(inPicnic).toBeGreaterThan(0);
      await expect(main.getByText(count).filter({ visible: true })).toHaveCount(inPicnic);
    },
  );

  test("Donate names one gift from this device as this device's, beside everyone's figures", async ({
    page,
  }) => {
    await page.clock.setFixedTime(fortyDaysBefore());
    await seedDonors(page, gifts.slice(0, 1));
    await page.goto("/donate");
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Top supporters" })).toHaveCount(0);
    const preview = page.getByRole("region", { name: "Gifts from this device" });
    await expect(preview.getByRole("listitem")).toHaveCount(1);
    await expect(preview).toContainText("this device only");
    await expect(
      main.getByText(everyones, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
  });
});
