import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { event } from "./event";
import { fundraising } from "./fundraising";
import { donateFaqs, shopFaqs } from "./faqs";
import { giving } from "./giving";
import { photos } from "./photos";
import { products } from "./products";
import { shopTerms } from "./shop-terms";
import { site } from "./site";
import { contentErrors, sampleValuesInUse } from "./validate";

const shipped = {
  site,
  event,
  fundraising,
  products,
  shopFaqs,
  donateFaqs,
  shopTerms,
  giving,
  photos,
};

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

  it("takes a postponed or cancelled picnic, with a notice and a postponed one's new date", () => {
    const notice = "The lawns are flooded.";
    for (const changed of [
      { status: "postponed", notice, newDate: null },
      { status: "postponed", notice: null, newDate: "2026-07-14" },
      { status: "cancelled", notice, newDate: null },
    ]) {
      expect(contentErrors({ ...shipped, event: { ...event, ...changed } })).toEqual([]);
    }
  });

  it("explains each wrong status field", () => {
    const errors = (changed: object) =>
      contentErrors({ ...shipped, event: { ...event, ...changed } });
    expect(errors({ status: "delayed" })).toEqual([
      'event.status: must be "scheduled", "postponed" or "cancelled"',
    ]);
    expect(errors({ notice: "Rain!" })).toEqual([
      'event.notice: is only shown while the status is "postponed" or "cancelled"; set it to null',
    ]);
    expect(errors({ status: "cancelled", notice: "x".repeat(201) })).toEqual([
      "event.notice: must be at most 200 characters: it is a short line on every page",
    ]);
    expect(errors({ newDate: "2026-07-14" })).toEqual([
      'event.newDate: belongs to a postponed picnic: set "status" to "postponed", or set "date" to the new date and "newDate" to null',
    ]);
    expect(errors({ status: "cancelled", newDate: "2026-07-14" })).toEqual([
      'event.newDate: belongs to a postponed picnic; a cancelled one has no new date (to announce next year\'s picnic, set "date" to it and "status" to "scheduled")',
    ]);
    expect(errors({ status: "postponed", newDate: "2026-06-01" })).toEqual([
      "event.newDate: must be after the original date",
    ]);
    expect(errors({ status: "postponed", newDate: "2027-02-30" })).toEqual([
      "event.newDate: is not a real calendar date",
    ]);
  });

  it("refuses a schedule out of time order", () => {
    const [first, second, ...rest] = event.schedule;
    const schedule = [second, first, ...rest];
    expect(contentErrors({ ...shipped, event: { ...event, schedule } })).toEqual([
      "event.schedule: must list the items in time order, each at a different time",
    ]);
  });

  it("explains wrong fundraising figures", () => {
    const errors = (changed: object) =>
      contentErrors({ ...shipped, fundraising: { ...fundraising, ...changed } }, "2026-06-10");
    expect(errors({})).toEqual([]);
    expect(errors({ target: 0, raised: -5 })).toEqual([
      "fundraising.target: must be at least £1",
      "fundraising.raised: must not be negative",
    ]);
    expect(errors({ raised: 10.005, supporters: 1.5 })).toEqual([
      "fundraising.raised: must be whole pence",
      "fundraising.supporters: must be a whole number",
    ]);
    expect(errors({ raised: "6,420" })).toEqual(["fundraising.raised: must be a number"]);
    expect(errors({ asOf: "2026-06-11" })).toEqual([
      "fundraising.asOf: is after today: it is the day the figures were copied",
    ]);
  });

  it("refuses clothing without a picture of the White one", () => {
    const broken = products.map(({ white: _white, ...product }) => product);
    expect(contentErrors({ ...shipped, products: broken })).toEqual([
      "products[4]: clothing needs a picture of the White one too (white.image and white.imageAlt)",
      "products[5]: clothing needs a picture of the White one too (white.image and white.imageAlt)",
    ]);
  });

  it("refuses a shop card's line that would not fit on one line", () => {
    const [first, ...rest] = products;
    const long = { ...first!, summary: "A soft blanket with a waterproof backing and a strap" };
    expect(contentErrors({ ...shipped, products: [long, ...rest] })).toEqual([
      "products[0].summary: must fit one line of a shop card (40 characters at most)",
    ]);
  });

  it("lists the sample values an organiser still has to replace", () => {
    const samples = sampleValuesInUse();
    expect(samples).toContain("site.emails.info (hello@picnicky.example)");
    expect(samples).toContain("event.venue.name (Hollybrook House & Gardens)");
    expect(samples).toContain("site.hospice.links[0].href (https://hospice.example/)");
    expect(samples).toContain("fundraising.asOf (2026-06-01)");
  });

  it("names the words that still say a sample after its field has changed", () => {
    const renamed = {
      site: { ...site, honoree: "Rose", mission: "A picnic in memory of Rose." },
      copy: { story: ["Rose loved picnics.", "Nicky's friends still gather at PicNicky."] },
    };
    const samples = sampleValuesInUse(renamed);
    expect(samples).toContain('site.honoree was "Nicky", which is still in copy.story[1]');
    expect(samples).toContain("site.brand (PicNicky)");
    // "Nicky" inside "PicNicky" is not the honoree's name.
    expect(sampleValuesInUse({ site: { ...site, honoree: "Rose", mission: "" } })).not.toContain(
      expect.stringMatching(/^site\.honoree/),
    );
  });
});

describe("the shipped content", () => {
  // Organisers replace a sample in one place; if it were typed anywhere else
  // too, the old value would stay there. So every line of the app that holds
  // a sample value is the one line that sets it, marked // SAMPLE.
  const app = path.join(process.cwd(), "app");
  const sources = readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|samples\.ts$/.test(file))
    .map((file) => ({ file, lines: readFileSync(path.join(app, file), "utf8").split("\n") }));

  it("types each sample value once, on the line marked SAMPLE that sets it", async () => {
    const { samples } = await import("./samples");
    const unmarked: string[] = [];
    for (const { value } of samples) {
      const lines = sources.flatMap(({ file, lines }) =>
        lines
          .map((line) => line.trim())
          // Comments may quote a sample as an example.
          .filter((line) => line.includes(value) && !/^(\/\/|\/?\*)/.test(line))
          .map((line) => `${file}: ${line}`),
      );
      expect(lines.length, `${value} is set somewhere`).toBeGreaterThan(0);
      unmarked.push(...lines.filter((line) => !line.endsWith("// SAMPLE")));
    }
    expect(unmarked, "sample values typed where they are not set").toEqual([]);
  });
});

describe("photo validation", () => {
  const venue = { file: "sample-woodland-path.jpg", alt: "The lawn in front of the house" };
  const withPhotos = (changes: Record<string, unknown>) => ({
    ...shipped,
    photos: { ...photos, ...changes },
  });

  it("takes photos with alt text, with or without a credit, and places left empty", () => {
    const content = withPhotos({ hero: null, portrait: null, venue, gallery: [venue] });
    expect(contentErrors(content)).toEqual([]);
  });

  it("refuses a photo without alt text, or whose alt text says nothing", () => {
    const errors = contentErrors(
      withPhotos({
        venue: { file: venue.file },
        gallery: [
          { ...venue, alt: "   " },
          { ...venue, alt: "A photo of" },
          { ...venue, alt: "IMG_2024_0612.jpg" },
        ],
      }),
    );
    expect(errors).toEqual([
      "photos.venue.alt: is missing",
      "photos.gallery[0].alt: must not be empty",
      "photos.gallery[1].alt: must say what the photo shows, not that it is a photo",
      "photos.gallery[2].alt: must say what the photo shows, not its file name",
    ]);
  });

  it("refuses a photo that is not in the photos folder, naming the place and the file", () => {
    expect(contentErrors(withPhotos({ portrait: { ...venue, file: "nicky.jpg" } }))).toEqual([
      'photos.portrait.file: there is no file "nicky.jpg" in the photos folder',
    ]);
    expect(contentErrors(withPhotos({ portrait: { ...venue, file: "../secret.jpg" } }))).toEqual([
      "photos.portrait.file: must be the name of a file in photos/ ending .jpg, .png, .webp, .avif or .tiff (no folders)",
    ]);
  });

  it("lists the sample photos among the sample values still in place", () => {
    expect(sampleValuesInUse()).toEqual(
      expect.arrayContaining([
        "photos.hero.file (sample-kite.jpg)",
        "photos.venue.file (sample-woodland-path.jpg)",
      ]),
    );
  });
});
