import { describe, expect, it } from "vitest";
import { colours } from "./colours";
import { event } from "./event";
import { donateFaqs, shopFaqs } from "./faqs";
import { fundraising } from "./fundraising";
import { giving } from "./giving";
import { photos } from "./photos";
import { products } from "./products";
import { shopTerms } from "./shop-terms";
import { site } from "./site";
import { contentErrors } from "./validate";

// The content check refuses colours the site would show words in that cannot
// be read (WCAG AA), naming the pair and the fields (decision 041).
describe("the colours' contrast", () => {
  const withColours = (changed: Record<string, string>) =>
    contentErrors({
      ...{ site, event, fundraising, products, shopFaqs, donateFaqs, shopTerms, giving, photos },
      colours: { ...colours, ...changed },
    }).filter((error) => error.startsWith("content/colours.json"));

  it("accepts the content's own colours", () => {
    expect(withColours({})).toEqual([]);
  });

  it("names each pair of quiet words on a band they cannot be read on, and which way to go", () => {
    const errors = withColours({ "ink-soft": colours["blush-50"] });
    expect(errors).toContain(
      `content/colours.json: words in ink-soft (Quiet words, ${colours["blush-50"]}) on blush-50 (Pale band, ${colours["blush-50"]}) have a contrast of 1:1; words need at least 4.5:1 (WCAG AA): choose a darker ink-soft or a lighter blush-50`,
    );
    // On white too, which is the site's own: only the words can change there.
    expect(errors).toContainEqual(
      expect.stringMatching(/words in ink-soft .* on white .*: choose a darker ink-soft$/),
    );
  });

  it("refuses buttons whose white words are too pale a colour to read on", () => {
    const errors = withColours({ "rose-ink": "#f39bb0" });
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/colours\.json: words in white on rose-ink \(Buttons and links, #f39bb0\) have a contrast of 2(?:\.\d)?:1; .*: choose a darker rose-ink$/,
      ),
    );
  });

  it("says how to write a colour it cannot read", () => {
    expect(withColours({ ink: "dark red" })).toEqual([
      'content/colours.json: ink must be a colour written as # and six digits or letters a-f, such as "#336699"',
    ]);
  });
});
