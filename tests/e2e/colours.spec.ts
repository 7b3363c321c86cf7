import { colours } from "../../src/content/colours";
import { expect, test } from "./fixtures";

// The colours are content (content/colours.json): what a visitor sees is
// drawn in them, on the sample's picnic and on another cause's (the
// organiser's content, with its own colours), the stylesheet and the
// pictures drawn at build alike (decision 041).

/** "#9f1239" as the browser computes it: "rgb(159, 18, 57)". */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

test(
  "the pages, the logo, the toolbar and the favicon are in the content's colours",
  { tag: "@content" },
  async ({ page, request }) => {
    await page.goto("/donate");
    const style = (locator: ReturnType<typeof page.locator>, property: string) =>
      locator.evaluate(
        (element, name) => getComputedStyle(element).getPropertyValue(name),
        property,
      );
    // The words, the page's one heading, and the actions.
    await expect.poll(() => style(page.locator("body"), "color")).toBe(rgb(colours.ink));
    const donate = page
      .getByRole("main")
      .getByRole("button", { name: /^Donate/ })
      .first();
    expect(await style(donate, "background-color")).toBe(rgb(colours["rose-ink"]));
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    expect(await style(faq, "background-color")).toBe(rgb(colours["sage-50"]));
    // The top band fades from the band colour.
    const top = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    expect(await style(top, "background-image")).toContain(rgb(colours.blush));
    // The ribbon beside the name, the toolbar's colour and the favicon.
    const logo = page.getByRole("banner").getByRole("link").first().locator("svg path");
    await expect(logo).toHaveAttribute("fill", colours.ribbon);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      "content",
      colours.blush,
    );
    const favicon = await (await request.get("/favicon.svg")).text();
    expect(favicon).toContain(`fill="${colours.ribbon}"`);
  },
);
