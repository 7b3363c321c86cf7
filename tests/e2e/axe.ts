import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA violation, one line each, with where it is. */
export async function violations(page: Page) {
  // Legacy mode runs axe in the page itself. The default also opens a blank page to
  // gather the results of cross-origin frames, which the site has none of (its policy
  // allows none): the same results, in a third of the time. Only the violations are
  // wanted: axe then keeps one node of each passing or inapplicable rule instead of
  // every node, to send back from the page (decision 026); violations keep them all.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}

/** The widths every page is checked at: a phone's and a desktop's. */
export const widths = [375, 1280] as const;

/**
 * The page as it stands, checked at a phone's width and then widened to a
 * desktop's and checked again: the media queries apply to the page as it
 * stands, and a second load cost as much as axe itself (decision 026). A
 * width's violations are reported even when the other width's were found first.
 */
export async function checkEachWidth(page: Page, height = 800) {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    expect.soft(await violations(page), `at ${width}px`).toEqual([]);
  }
}
