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

// The Donate page's second charity is optional, with as many links as the organisers give.
describe("the second charity on Donate (site.hospice)", () => {
  const content = { site, event, fundraising, products, shopFaqs, donateFaqs, shopTerms, giving };
  const withHospice = (hospice: unknown) =>
    contentErrors({ ...content, photos, colours, site: { ...site, hospice } });
  const link = (n: number) => ({ label: `Link ${n}`, href: `https://charity.example.org/${n}` });

  it("may be left out", () => {
    expect(withHospice(null)).toEqual([]);
  });

  it("takes one link, or three", () => {
    for (const links of [[link(1)], [link(1), link(2), link(3)]]) {
      expect(withHospice({ title: "Support the Lantern", text: "It cares.", links })).toEqual([]);
    }
  });

  it("needs its heading and words when it is there", () => {
    expect(withHospice({ title: "", text: "It cares.", links: [link(1)] })).toEqual([
      "content/site.json: hospice.title must not be empty: write the words between the quotes",
    ]);
  });
});
