import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { DONORS_KEY, donationForm, fillDonation, stubWindowOpen } from "./donation";
import { expect, hydrated, test } from "./fixtures";
import { layoutPaths } from "./pages";

// Each page inlines only the style rules its markup and its own scripts use,
// and never asks for a stylesheet: every page is a document of its own
// (decision 022). The page must look as it does with the whole stylesheet,
// and a page reached by a link as it does when loaded afresh.
// (scripts/postbuild/critical-css.test.ts checks the cutting itself.)

/** The site's whole stylesheet, which no page links (scripts/postbuild/critical-css.ts leaves it beside the build). */
const WHOLE = "/__whole-stylesheet.css";
const wholeStylesheet = readFileSync(
  fileURLToPath(new URL("../../build/stylesheet.css", import.meta.url)),
  "utf8",
);

/** Serves the whole stylesheet from the page's own origin, as its policy allows. */
const serveWholeStylesheet = (page: Page) =>
  page.route(`**${WHOLE}`, (route) =>
    route.fulfill({ contentType: "text/css", body: wholeStylesheet }),
  );

/** Adds the whole stylesheet to the page (served by `serveWholeStylesheet`). */
async function addWholeStylesheet(page: Page) {
  await page.evaluate(
    (href) =>
      new Promise((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      }),
    WHOLE,
  );
}

/** Where each element is in the page and what colours it is drawn in. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("header, header *, main, main *, footer, footer *")].map(
      (element) => {
        const box = element.getBoundingClientRect();
        const { color, backgroundColor } = getComputedStyle(element);
        const name = `${element.tagName}.${element.getAttribute("class") ?? ""}`;
        // In the page, not the window: a page that scrolls itself (the thanks, brought
        // into view on a phone) has moved nothing.
        const [x, y] = [box.x + window.scrollX, box.y + window.scrollY].map(Math.round);
        return `${name} ${x},${y} ${Math.round(box.width)}x${Math.round(box.height)} ${color} on ${backgroundColor}`;
      },
    ),
  );

/**
 * The layout once every transition under way (a button's colour, as it is
 * chosen) has ended; the header's scroll-driven animation never ends.
 */
async function settledLayout(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((each) => each instanceof CSSTransition)
        .map((each) => each.finished),
    ),
  );
  return layout(page);
}

/**
 * What the page shows now, compared with the same page with the whole
 * stylesheet added; then the whole stylesheet is taken away again, so the
 * next state is drawn with the page's own CSS alone.
 */
async function expectSameAsWhole(page: Page, state: string) {
  const own = await settledLayout(page);
  await addWholeStylesheet(page);
  expect.soft(await settledLayout(page), state).toEqual(own);
  await page.evaluate((href) => document.querySelector(`link[href="${href}"]`)?.remove(), WHOLE);
}

// Each test loads its page afresh at each width, one after the other in the
// same browser context: a new context costs about as much as a page load
// (decision 026). A width's difference is reported even when the other
// width's was found first. One product of each layout stands for the rest
// (tests/e2e/pages.ts): their pages share every class.
const widths = [375, 1280];
for (const path of layoutPaths) {
  test(`${path} at ${widths.join(" and ")}px looks the same with its critical CSS as with the whole stylesheet loaded`, async ({
    page,
    consoleGuard,
  }) => {
    // The islands' scripts, blocked on purpose below.
    consoleGuard.allow(/net::ERR_FAILED/);
    // The islands are kept from starting.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await serveWholeStylesheet(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: "load" });
      await expectSameAsWhole(page, `at ${width}px`);
    }
  });
}

test("no page asks for a stylesheet, loaded afresh or reached by a link", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/event");
  await hydrated(page);

  for (const [link, path] of [
    ["Shop", "/shop"],
    ["About", "/about"],
    ["Home", "/"],
  ] as const) {
    const navLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: link });
    await navLink.click();
    await expect(page).toHaveURL(path);
    await expect(navLink).toHaveAttribute("aria-current", "page");
    await hydrated(page);
    // A link loads the whole page (decision 022): what it looks like is the
    // comparison above with the whole stylesheet, for each layout.
  }
  expect(stylesheets).toEqual([]);
});

test("the menu, opened on a phone, looks the same with the page's CSS as with the whole stylesheet", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await serveWholeStylesheet(page);
  await page.goto("/event");
  await page.getByRole("button", { name: /menu/i }).click();
  await expectSameAsWhole(page, "the menu open");
});

// What the islands draw once used (a thank-you, an error, the wall's entries,
// a confirmation) is in no pre-rendered page: its rules are kept because the
// page's own islands' scripts name them (scripts/postbuild/critical-css.ts).
test.describe("what the islands show once used looks the same with the page's CSS as with the whole stylesheet", () => {
  const donors = [
    {
      name: "Ann",
      amount: 1000,
      message: "See you on the lawn",
      timestamp: Date.UTC(2026, 5, 15, 9, 5),
    },
    {
      name: "Bea",
      amount: 30,
      dedication: { kind: "memory", name: "Rose Ellery" },
      timestamp: Date.UTC(2026, 5, 14, 8, 0),
    },
  ];
  /** The page at this width, started, with two gifts kept on this device's wall. */
  async function openWithGifts(page: Page, width: number, path: string) {
    await page.setViewportSize({ width, height: 800 });
    await serveWholeStylesheet(page);
    await page.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key as string))
          localStorage.setItem(key as string, value as string);
      },
      [DONORS_KEY, JSON.stringify(donors)],
    );
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByText("See you on the lawn")).toBeVisible();
  }

  async function askToErase(page: Page) {
    await page.getByRole("button", { name: "Erase this device's donor-wall entries" }).click();
    await expect(page.getByRole("button", { name: "Yes, erase them" })).toBeVisible();
  }

  for (const width of widths) {
    test(`the donation form's error and thanks, at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await serveWholeStylesheet(page);
      await stubWindowOpen(page);
      await page.clock.install();
      await page.goto("/donate");
      await hydrated(page);
      // The page's clock stands still from here: the thanks stays until compared.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
      const form = donationForm(page);
      const amount = form.getByRole("textbox", { name: "Or enter another amount" });
      await amount.fill("abc");
      await amount.press("Enter");
      await expect(form.getByText(/Enter an amount/).first()).toBeVisible();
      await expectSameAsWhole(page, "an amount refused");

      const donate = await fillDonation(form, { amount: "30", name: "Kay", wall: true });
      await donate.click();
      await expect(form.getByRole("status")).toContainText("Thank you");
      // Past a double tap's second tap, when a phone brings the thanks into view.
      await page.clock.runFor(1000);
      await expect(form.getByRole("status")).toBeInViewport();
      await expectSameAsWhole(page, "thanked");
    });

    test(`the donor wall's entries and its erase confirmation, at ${width}px`, async ({ page }) => {
      await openWithGifts(page, width, "/donor-wall");
      await expectSameAsWhole(page, "the wall");

      await askToErase(page);
      await expectSameAsWhole(page, "asked to erase");
    });

    test(`About's wall preview, the shop's filter and Privacy's erase, at ${width}px`, async ({
      page,
    }) => {
      await openWithGifts(page, width, "/about");
      await expectSameAsWhole(page, "About, with gifts on the wall");

      await page.goto("/shop");
      await hydrated(page);
      await page
        .getByRole("group", { name: "Filter by category" })
        .getByRole("button")
        .nth(1)
        .click();
      await expect(page).toHaveURL(/category=/);
      await expectSameAsWhole(page, "the shop, filtered");

      await page.goto("/privacy");
      await hydrated(page);
      await askToErase(page);
      await expectSameAsWhole(page, "Privacy, asked to erase");
    });
  }
});
