import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { event } from "./event";
import { fundraising } from "./fundraising";
import { donateFaqs, shopFaqs } from "./faqs";
import { colours } from "./colours";
import { giving } from "./giving";
import { photos } from "./photos";
import { contentModules } from "./content-modules";
import { fillAll, placeholderValuesOf } from "./placeholders";
import { products } from "./products";
import { shopTerms } from "./shop-terms";
import { site } from "./site";
import { contentDir } from "./saved-files";
import { contentErrors, contentFields, sampleValuesInUse } from "./validate";
import aboutWords from "../../content/words/about.json" with { type: "json" };
import donateWords from "../../content/words/donate.json" with { type: "json" };
import eventWords from "../../content/words/event.json" with { type: "json" };
import homeWords from "../../content/words/home.json" with { type: "json" };
import printWords from "../../content/words/print.json" with { type: "json" };

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
  colours,
};

const placeholderValues = placeholderValuesOf({ site, event, shopTerms, giving });

/** Every placeholder as the words write it: "{cause}". */
const placeholderNames = Object.keys(placeholderValues).map((name) => `{${name}}`);

describe("content validation", () => {
  it("accepts the content as shipped", () => {
    expect(contentErrors()).toEqual([]);
  });

  it("says what to write instead of a date written the wrong way", () => {
    const errors = (date: string) => contentErrors({ ...shipped, event: { ...event, date } });
    expect(errors("19/06/2027")).toEqual([
      'content/event.json: date is written "19/06/2027": write dates year first, as 2027-06-19',
    ]);
    expect(errors("next June")).toEqual([
      'content/event.json: date is written "next June": write dates year first, such as 2027-06-19',
    ]);
    expect(errors("2026-02-30")).toEqual([
      "content/event.json: date is 2026-02-30, which is not a day of the calendar: check the month and the day",
    ]);
  });

  it("names a product by its id, not its place in the list", () => {
    const [first, second, ...rest] = products;
    const { price: _price, ...withoutPrice } = first!;
    const errors = contentErrors({
      ...shipped,
      products: [withoutPrice, { ...second!, price: -19.99 }, ...rest],
    });
    expect(errors).toEqual([
      `content/shop.json, product "${first!.id}": price is missing`,
      `content/shop.json, product "${second!.id}": price must be above zero, such as 19.99`,
    ]);
    // In a shop of its own alone: a set would name products it no longer has.
    const { contains: _contains, ...alone } = first!;
    const typedAsText = { ...alone, price: "£19.99" };
    expect(contentErrors({ ...shipped, products: [typedAsText] })).toEqual([
      `content/shop.json, product "${first!.id}": price must be a number without quotes or a £ sign, such as 19.99`,
    ]);
  });

  it("names the shop's terms by their place in content/shop.json", () => {
    expect(contentErrors({ ...shipped, shopTerms: { ...shopTerms, bulkOrderItems: 1 } })).toEqual([
      "content/shop.json: shopTerms.bulkOrderItems must be at least 2",
    ]);
  });

  it("refuses a {placeholder} that names nothing, naming the file, the item and the ones there are", () => {
    const [first, ...rest] = products;
    const known = placeholderNames.join(", ");
    const typo = { ...first!, description: "Profits go to {couse} research." };
    expect(contentErrors(shipped, undefined, undefined, { products: [typo, ...rest] })).toEqual([
      `content/shop.json, product "${first!.id}": description has {couse}, which names nothing: the placeholders are ${known}`,
    ]);
    // Each one there is fills in its field's words.
    const filled = fillAll(
      {
        description: `${placeholderNames.join(" ")} {date}`,
      },
      placeholderValues,
    );
    expect(filled.description).toBe(`${Object.values(placeholderValues).join(" ")} {date}`);
    expect(
      contentErrors(shipped, undefined, undefined, {
        products: [{ ...typo, description: "{cause}" }],
      }),
    ).toEqual([]);
  });

  it("refuses a question's {placeholder} that names nothing, listing the ones there are", () => {
    const [first, ...rest] = donateFaqs;
    const known = placeholderNames.join(", ");
    const typo = { ...first!, answer: "Gift Aid adds {giftAid}% to your gift." };
    expect(contentErrors(shipped, undefined, undefined, { donateFaqs: [typo, ...rest] })).toEqual([
      `content/questions.json, donate question "${first!.question.length > 40 ? `${first!.question.slice(0, 40)}…` : first!.question}": answer has {giftAid}, which names nothing: the placeholders are ${known}`,
    ]);
  });

  it("fills each question's placeholders from the fields they name", () => {
    const shipping = shopFaqs.find((faq) => faq.question === "How much is shipping?");
    // The shipped questions, as the pages read them: no {braces} left.
    for (const faq of [...shopFaqs, ...donateFaqs]) expect(faq.answer).not.toMatch(/\{\w+\}/);
    if (shipping) expect(shipping.answer).toContain(placeholderValues.freeShippingOver);
  });

  it("refuses a set that names a product that does not exist", () => {
    // The picnic's set, or its first product made one, whatever the shop sells.
    const set = products.find((product) => product.contains) ?? products[0]!;
    const broken = products.map((product) =>
      product === set ? { ...product, contains: [products[0]!.id, "kettle"] } : product,
    );
    expect(contentErrors({ ...shipped, products: broken })).toEqual([
      `content/shop.json, product "${set.id}": contains "kettle", but no product has that id; use one of ${products.map((product) => product.id).join(", ")}`,
    ]);
  });

  it("takes a postponed or cancelled picnic, with a notice and a postponed one's new date", () => {
    const notice = "The lawns are flooded.";
    for (const changed of [
      { status: "postponed", notice, newDate: null },
      { status: "postponed", notice: null, newDate: "2026-07-14" },
      { status: "cancelled", notice, newDate: null },
    ]) {
      const planned = { ...event, date: "2026-06-16", ...changed };
      expect(contentErrors({ ...shipped, event: planned })).toEqual([]);
    }
  });

  it("explains each wrong status field", () => {
    const errors = (changed: object) =>
      contentErrors({ ...shipped, event: { ...event, date: "2026-06-16", ...changed } });
    const at = (message: string) => [`content/event.json: ${message}`];
    expect(errors({ status: "delayed" })).toEqual(
      at('status must be "scheduled", "postponed" or "cancelled"'),
    );
    expect(errors({ notice: "Rain!" })).toEqual(
      at('notice is only shown while the status is "postponed" or "cancelled"; set it to null'),
    );
    expect(errors({ status: "cancelled", notice: "x".repeat(201) })).toEqual(
      at("notice must be at most 200 characters: it is a short line on every page"),
    );
    expect(errors({ newDate: "2026-07-14" })).toEqual(
      at(
        'newDate belongs to a postponed picnic: set "status" to "postponed", or set "date" to the new date and "newDate" to null',
      ),
    );
    expect(errors({ status: "cancelled", newDate: "2026-07-14" })).toEqual(
      at(
        'newDate belongs to a postponed picnic; a cancelled one has no new date (to announce next year\'s picnic, set "date" to it and "status" to "scheduled")',
      ),
    );
    expect(errors({ status: "postponed", newDate: "2026-06-01" })).toEqual(
      at("newDate must be after the original date"),
    );
    expect(errors({ status: "postponed", newDate: "2027-02-30" })).toEqual(
      at("newDate is 2027-02-30, which is not a day of the calendar: check the month and the day"),
    );
  });

  it("names a schedule item by its time, and refuses a schedule out of time order", () => {
    const [first, second, ...rest] = event.schedule;
    const errors = (schedule: unknown[]) =>
      contentErrors({ ...shipped, event: { ...event, schedule } });
    expect(errors([second, first, ...rest])).toEqual([
      "content/event.json: schedule must list the items in time order, each at a different time",
    ]);
    expect(errors([first, { ...second!, title: " ", time: "2pm" }, ...rest])).toEqual([
      `content/event.json, schedule item at 2pm: time is written "2pm": write times on the 24-hour clock, such as 14:30`,
      `content/event.json, schedule item at 2pm: title must not be empty: write the words between the quotes`,
    ]);
  });

  it("explains wrong fundraising figures", () => {
    const errors = (changed: object) =>
      contentErrors(
        { ...shipped, fundraising: { ...fundraising, asOf: "2026-06-01", ...changed } },
        "2026-06-10",
      );
    const at = (...messages: string[]) =>
      messages.map((message) => `content/fundraising.json: ${message}`);
    expect(errors({})).toEqual([]);
    expect(errors({ target: 0, raised: -5 })).toEqual(
      at("target must be at least £1", "raised must not be negative"),
    );
    expect(errors({ raised: 10.005, supporters: 1.5 })).toEqual(
      at("raised must be whole pence, such as 19.99", "supporters must be a whole number"),
    );
    expect(errors({ raised: "6,420" })).toEqual(
      at("raised must be a number without quotes or a £ sign, such as 19.99"),
    );
    expect(errors({ asOf: "2026-06-11" })).toEqual(
      at("asOf is after today: it is the day the figures were copied"),
    );
  });

  it("refuses clothing without a picture of the White one", () => {
    const broken = products.map(({ white: _white, ...product }) => product);
    expect(contentErrors({ ...shipped, products: broken })).toEqual(
      products
        .filter((product) => product.productType)
        .map(
          (product) =>
            `content/shop.json, product "${product.id}": clothing needs a picture of the White one too (white.image and white.imageAlt)`,
        ),
    );
  });

  it("refuses a product picture no browser but Safari shows, saying what to save it as", () => {
    const [first, ...rest] = products;
    const heic = { ...first!, image: "/images/products/mug.HEIC" };
    expect(contentErrors({ ...shipped, products: [heic, ...rest] })).toEqual([
      `content/shop.json, product "${first!.id}": image must be an SVG, PNG, JPEG, WebP or AVIF picture, which every browser shows (save a phone's HEIC photo as JPEG first)`,
    ]);
  });

  it("names the file and the question of a wrong FAQ, and the link of a wrong address", () => {
    const faq = shopFaqs[0]!;
    // A panel of its own: the organiser's content may have none.
    const link = { label: "Its website", href: "https://example.org/" };
    const hospice = {
      title: "Support it",
      text: "It helps.",
      links: [{ ...link, href: "www" }, link],
    };
    expect(
      contentErrors({
        ...shipped,
        shopFaqs: [{ ...faq, answer: "" }],
        site: { ...site, hospice },
      }),
    ).toEqual([
      `content/site.json, link "${link.label}": href must be a full address starting https://, such as https://example.org/`,
      `content/questions.json, shop question "${faq.question.length > 40 ? `${faq.question.slice(0, 40)}…` : faq.question}": answer must not be empty: write the words between the quotes`,
    ]);
  });

  it("refuses a shop card's line that would not fit on one line", () => {
    const [first, ...rest] = products;
    const long = { ...first!, summary: "A soft blanket with a waterproof backing and a strap" };
    expect(contentErrors({ ...shipped, products: [long, ...rest] })).toEqual([
      `content/shop.json, product "${first!.id}": summary must fit one line of a shop card (40 characters at most)`,
    ]);
  });

  it("lists the sample values an organiser still has to replace", () => {
    const withSamples = {
      site: { ...site, emails: { ...site.emails, info: "hello@picnicky.example" } },
      event: { ...event, venue: { ...event.venue, name: "Hollybrook House & Gardens" } },
      fundraising: { ...fundraising, asOf: "2026-04-28" },
    };
    const samples = sampleValuesInUse(withSamples);
    expect(samples).toContain("site.emails.info (hello@picnicky.example)");
    expect(samples).toContain("event.venue.name (Hollybrook House & Gardens)");
    expect(samples).toContain("fundraising.asOf (2026-04-28)");
  });

  it("names the words that still say a sample after its field has changed", () => {
    const renamed = {
      site: {
        ...site,
        brand: "PicNicky",
        honoree: "Rose",
        mission: "A picnic in memory of Rose.",
        organisers: null,
      },
      copy: { story: ["Rose loved picnics.", "Nicky's friends still gather at PicNicky."] },
    };
    const samples = sampleValuesInUse(renamed);
    expect(samples).toContain(
      '"Nicky", a word of the sample\'s site.honoree, is still in copy.story[1]',
    );
    expect(samples).toContain("site.brand (PicNicky)");
    // "Nicky" inside "PicNicky" is not the honoree's name.
    const onlyBrand = { site: { ...site, brand: "PicNicky", honoree: "Rose", mission: "" } };
    expect(sampleValuesInUse(onlyBrand)).not.toContain(expect.stringMatching(/^site\.honoree/));
  });
});

describe("the words on the pages (content/words/)", () => {
  const saved = {
    "content/words/about.json": aboutWords,
    "content/words/donate.json": donateWords,
    "content/words/event.json": eventWords,
    "content/words/home.json": homeWords,
    "content/words/print.json": printWords,
  };
  /** The content check's errors with one file of words changed by `change`. */
  const errors = <File extends keyof typeof saved>(
    file: File,
    change: (words: (typeof saved)[File]) => void,
  ) => {
    const words = structuredClone(saved);
    change(words[file]);
    return contentErrors(shipped, undefined, undefined, undefined, words);
  };
  const known = placeholderNames.join(", ");

  it("accepts the words as shipped, each with the page's own placeholders", () => {
    expect(contentErrors(shipped, undefined, undefined, undefined, saved)).toEqual([]);
  });

  it("refuses a welcome line longer than the poster's one line", () => {
    expect(
      errors("content/words/event.json", (words) => {
        words.heroWelcome = "Free to come, and everyone is very welcome";
      }),
    ).toEqual([
      "content/words/event.json: heroWelcome must be at most 40 characters: it is one line under the date, on the poster too",
    ]);
  });

  it("refuses a {placeholder} that names nothing, naming the file and the field", () => {
    expect(
      errors("content/words/event.json", (words) => {
        words.dateCopy.past = "The {yaer} picnic";
      }),
    ).toEqual([
      `content/words/event.json: dateCopy.past has {yaer}, which names nothing: the placeholders there are ${known}, {date}, {previousDate}, {dayHeld}, {shortDate}, {year}, {open}, {close}, {raised}, {target}, {percent}, {supporters}, {asOf}, {charity}`,
    ]);
    expect(
      errors("content/words/about.json", (words) => {
        words.aboutCopy.story[1] = "{honoree} and {honouree}";
      }),
    ).toEqual([
      `content/words/about.json: aboutCopy.story[1] has {honouree}, which names nothing: the placeholders there are ${known}`,
    ]);
  });

  it("takes a page's own placeholder only in the fields where the page fills it in", () => {
    // {days} is the status note's count, and only its headline's. (In the file's order, the editor's.)
    expect(
      errors("content/words/event.json", (words) => {
        words.summaryCopy.upcoming = "{days} days to go";
        words.noteCopy.days.detail = "{days} days";
      }).sort(),
    ).toEqual(
      [
        `content/words/event.json: summaryCopy.upcoming has {days}, which names nothing: the placeholders there are ${known}`,
        `content/words/event.json: noteCopy.days.detail has {days}, which names nothing: the placeholders there are ${known}, {date}, {open}`,
      ].sort(),
    );
    // The Donate page fills in none: {date} there would be shown as it is typed.
    expect(
      errors("content/words/donate.json", (words) => {
        words.donateCopy.lead = "Give before {date}.";
      }),
    ).toEqual([
      `content/words/donate.json: donateCopy.lead has {date}, which names nothing: the placeholders there are ${known}`,
    ]);
    expect(
      errors("content/words/event.json", (words) => {
        words.dateCopy.upcoming = "{date}: gates open at {open}, until {close}.";
        words.noteCopy.next = "Then {title} at {time}";
      }),
    ).toEqual([]);
  });

  it("checks each file against its schema, naming the field", () => {
    expect(
      errors("content/words/home.json", (words) => {
        words.homeCopy.cards.pop();
        words.homeCopy.heroTitle = " ";
      }),
    ).toEqual([
      "content/words/home.json: homeCopy.heroTitle must not be empty: write the words between the quotes",
      "content/words/home.json: homeCopy.cards needs three cards: the cause and the mission (to the About page), and how to help (to Donate)",
    ]);
    expect(
      errors("content/words/donate.json", (words) => {
        words.giving.giftAidPercent = 125;
      }),
    ).toEqual(["content/words/donate.json: giving.giftAidPercent must be at most 100"]);
  });
});

describe("the content modules", () => {
  it("are all in the one list the sample warning reads", () => {
    const dir = path.join(process.cwd(), "src", "content");
    const modules = readdirSync(dir).filter(
      (file) =>
        file.endsWith(".ts") &&
        !file.endsWith(".test.ts") &&
        ![
          "schema.ts",
          "words-schema.ts",
          "samples.ts",
          "validate.ts",
          "placeholders.ts",
          // How the content modules read a field the editor emptied.
          "emptied.ts",
          // The code's, for the schemas and the editor: no content.
          "categories.ts",
          "placeholder-fields.ts",
          // The fields of donate-copy.ts its islands read, by name.
          "donate-words.ts",
          // The pipeline, and this list itself.
          "picnic.ts",
          "saved-files.ts",
          "from-files.ts",
          "picnic-module.ts",
          "photo-originals.ts",
          "inline-scripts.ts",
          "content-modules.ts",
        ].includes(file),
    );
    expect(Object.keys(contentModules).sort()).toEqual(modules.sort());
  });

  it("warn of a sample's words wherever they are, in the copy of the pages too", () => {
    // A replaced cause, still named by the poster's ask.
    const lines = sampleValuesInUse({
      site: { ...site, cause: { name: "motor neurone disease", shortName: "MND" } },
      printCopy: { posterAsk: "Scan to give to triple-negative breast cancer research" },
    });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^"triple-negative", a word of the sample's site\.cause\.name, is still in .*printCopy\.posterAsk/,
      ),
    );
  });

  it("match a sample value whole, not the start of an organiser's own", () => {
    const social = {
      facebook: "https://www.facebook.com/bluebelltea",
      instagram: "https://www.instagram.com/bluebell.tea/",
    };
    const lines = sampleValuesInUse({
      site: { ...site, brand: "Bluebell Tea", honoree: "Rose", social },
      eventCopy: { heroWelcome: "Free entry, and everyone is welcome, dogs too" },
    });
    expect(lines).not.toContainEqual(expect.stringMatching(/facebook|instagram|Free entry/));
    // The sample's whole value, typed into another field, is still named.
    expect(
      sampleValuesInUse({
        site: { ...site, brand: "Bluebell Tea", honoree: "Rose" },
        eventCopy: { heroWelcome: "Free entry, and everyone is welcome", other: " PicNicky " },
      }),
    ).toContainEqual('site.brand was "PicNicky", which is still in eventCopy.other');
  });

  it("leave the social networks optional: a picnic without Instagram leaves it out", () => {
    const { instagram: _, ...social } = site.social ?? {};
    expect(contentErrors({ ...shipped, site: { ...site, social } })).toEqual([]);
    expect(sampleValuesInUse({ site: { ...site, social } })).not.toContain(
      expect.stringMatching(/^site\.social\.instagram/),
    );
  });
});

describe("the shipped content", () => {
  // Organisers replace a sample in one place; if it were typed anywhere else
  // too, the old value would stay there. So every sample is a field of a
  // file of content/ (JSON), which the editor edits, and none is typed in
  // the app's code (the // SAMPLE lines of the modules are gone, decision 029).
  const app = path.join(process.cwd(), "src");
  const sources = readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|samples\.ts$/.test(file))
    .map((file) => ({ file, lines: readFileSync(path.join(app, file), "utf8").split("\n") }));

  // The content kept as JSON (content/*.json, which the editor writes) has no
  // comments to mark a line: there a sample value may only be in a field
  // samples.ts lists, so the build names every field still holding one.
  const jsonDir = contentDir();
  const jsonFiles = readdirSync(jsonDir).filter((file) => file.endsWith(".json"));
  // A file named after a part of the content holds it whole (content/site.json);
  // another holds parts under their names (content/shop.json: products, shopTerms).
  const parts = Object.assign({}, ...Object.values(contentModules)) as Record<string, unknown>;
  const jsonData = new Map([
    ...jsonFiles.map((file) => {
      const name = file.slice(0, -".json".length);
      const data = JSON.parse(readFileSync(path.join(jsonDir, file), "utf8")) as Record<
        string,
        unknown
      >;
      return [file, name in parts ? { [name]: data } : data] as const;
    }),
    // The words on the pages (content/words/) hold each part under its name.
    ...readdirSync(path.join(jsonDir, "words"))
      .filter((file) => file.endsWith(".json"))
      .map(
        (file) =>
          [
            `words/${file}`,
            JSON.parse(readFileSync(path.join(jsonDir, "words", file), "utf8")) as Record<
              string,
              unknown
            >,
          ] as const,
      ),
  ]);
  const inJson = (field: string) =>
    [...jsonData.values()].some((data) => field.split(/[.[]/)[0]! in data);

  it("has sample values in content/*.json only in the fields samples.ts lists", async () => {
    const { samples } = await import("./samples");
    const listed = new Set(samples.map(({ field }) => field));
    const stray: string[] = [];
    for (const [file, data] of jsonData) {
      for (const [field, text] of contentFields(data)) {
        if (listed.has(field)) continue;
        for (const { value } of samples)
          if (text.includes(value)) stray.push(`content/${file}: ${field} says "${value}"`);
      }
    }
    expect(stray, "sample values in fields the build would not name").toEqual([]);
  });

  it("keeps every sample value in content/ (JSON), and types none in the code", async () => {
    const { samples } = await import("./samples");
    expect(
      samples.filter(({ field }) => !inJson(field)).map(({ field }) => field),
      "samples kept outside content/",
    ).toEqual([]);
    const typed: string[] = [];
    for (const { value } of samples) {
      typed.push(
        ...sources.flatMap(({ file, lines }) =>
          lines
            .map((line) => line.trim())
            // Comments may quote a sample as an example.
            .filter((line) => line.includes(value) && !/^(\/\/|\/?\*)/.test(line))
            .map((line) => `${file}: ${line}`),
        ),
      );
    }
    expect(typed, "sample values typed in the code").toEqual([]);
  });
});

describe("photo validation", () => {
  // A photos folder of the test's own, whatever the organisers put in photos/.
  const photosDir = mkdtempSync(path.join(tmpdir(), "photos-"));
  writeFileSync(path.join(photosDir, "lawn.jpg"), "");
  const venue = { file: "lawn.jpg", alt: "The lawn in front of the house" };
  const withPhotos = (changes: Record<string, unknown>) => ({
    ...shipped,
    photos: { ...photos, hero: null, venue: null, gallery: [], ...changes },
  });
  const errorsOf = (content: ReturnType<typeof withPhotos>) =>
    contentErrors(content, undefined, photosDir);

  it("takes photos with alt text, with or without a credit, and places left empty", () => {
    const content = withPhotos({ hero: null, portrait: null, venue, gallery: [venue] });
    expect(errorsOf(content)).toEqual([]);
  });

  it("refuses a photo without alt text, or whose alt text says nothing", () => {
    const errors = errorsOf(
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
      "content/photos.json: venue.alt is missing",
      `content/photos.json, gallery photo "${venue.file}": alt must not be empty: write the words between the quotes`,
      `content/photos.json, gallery photo "${venue.file}": alt must say what the photo shows, not that it is a photo`,
      `content/photos.json, gallery photo "${venue.file}": alt must say what the photo shows, not its file name`,
    ]);
  });

  it("refuses a photo that is not in the photos folder, naming the place and the file", () => {
    expect(errorsOf(withPhotos({ portrait: { ...venue, file: "nicky.jpg" } }))).toEqual([
      'content/photos.json: portrait.file is "nicky.jpg", which is not in the photos folder: put the photo in photos/ or correct its name',
    ]);
    expect(errorsOf(withPhotos({ portrait: { ...venue, file: "../secret.jpg" } }))).toEqual([
      "content/photos.json: portrait.file must be the name of a file in photos/ ending .jpg, .png, .webp, .avif or .tiff (no folders)",
    ]);
  });
});
