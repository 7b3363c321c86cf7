import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA violation, one line each, with where it is. */
export async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}
