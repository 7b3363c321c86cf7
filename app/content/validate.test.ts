import { describe, expect, it } from "vitest";
import { event } from "./event";
import { donateFaqs, shopFaqs } from "./faqs";
import { products } from "./products";
import { site } from "./site";
import { contentErrors, sampleValuesInUse } from "./validate";

const shipped = { site, event, products, shopFaqs, donateFaqs };

describe("content validation", () => {
  it("accepts the content as shipped", () => {
    expect(contentErrors()).toEqual([]);
  });

  it("refuses a date that is not a real day, naming the field", () => {
    const errors = contentErrors({ ...shipped, event: { ...event, date: "2026-02-30" } });
    expect(errors).toEqual(["event.date: is not a real calendar date"]);
  });

  it("refuses a product without a price", () => {
    const { price: _price, ...withoutPrice } = products[0]!;
    const errors = contentErrors({ ...shipped, products: [withoutPrice, ...products.slice(1)] });
    expect(errors).toEqual(["products[0].price: is missing"]);
  });

  it("refuses a set that names a product that does not exist", () => {
    const broken = products.map((product) =>
      product.contains ? { ...product, contains: ["picnic-blanket", "kettle"] } : product,
    );
    expect(contentErrors({ ...shipped, products: broken })).toEqual([
      'products.gift-set.contains: no product has the id "kettle"',
    ]);
  });

  it("refuses clothing without a picture of the White one", () => {
    const broken = products.map(({ white: _white, ...product }) => product);
    expect(contentErrors({ ...shipped, products: broken })).toEqual([
      "products[4]: clothing needs a picture of the White one too (white.image and white.imageAlt)",
      "products[5]: clothing needs a picture of the White one too (white.image and white.imageAlt)",
    ]);
  });

  it("lists the sample values an organiser still has to replace", () => {
    const samples = sampleValuesInUse();
    expect(samples).toContain("site.emails.info (hello@picnicky.example)");
    expect(samples).toContain("event.venue.name (Hollybrook House & Gardens)");
  });
});
