import { describe, expect, it } from "vitest";
import { categories, colours, sizes } from "#src/content/categories";
import type { Product } from "#src/content/schema";
import { formatPrice } from "./format";
import {
  bulkOrderMailto,
  filterProducts,
  parseCategory,
  preOrderMailto,
  relatedProducts,
  setSaving,
} from "./shop";

// The rules are tested on a catalogue of their own, so they hold whatever the
// organisers sell (tests of the content read it as it is: src/content).
const item = (id: string, category: Product["category"], price: number, more = {}): Product => ({
  id,
  name: `The ${id}`,
  price,
  image: `/images/products/${id}.svg`,
  imageAlt: `A ${id}`,
  category,
  summary: `A ${id} for the day`,
  description: `A ${id}.`,
  features: ["Made well"],
  ...more,
});
const white = { image: "/images/products/white.svg", imageAlt: "The white one" };
const rug = item("rug", "blankets", 30);
const flask = item("flask", "bottles", 20);
const bag = item("bag", "bags", 12.5);
const hamper = item("hamper", "sets", 52.5, { contains: ["rug", "flask", "bag"] });
const tee = item("tee", "clothing", 15, { productType: "t-shirt", white });
const jumper = item("jumper", "clothing", 35, { productType: "hoodie", white });
const catalogue = [rug, flask, bag, hamper, tee, jumper];

/** The shop's address: the tests give their own, as the pages give the picnic's. */
const shop = "orders@shop.example";

const ids = (list: Product[]) => list.map((product) => product.id);

/** The subject and body of a mailto: link, decoded as a mail client would. */
function readMailto(href: string) {
  const url = new URL(href);
  const field = (name: string) => {
    const match = new RegExp(`[?&]${name}=([^&]*)`).exec(url.search);
    return match?.[1] === undefined ? "" : decodeURIComponent(match[1]);
  };
  return { to: url.pathname, subject: field("subject"), body: field("body") };
}

describe("parseCategory", () => {
  it("accepts each category", () => {
    for (const { id } of categories) expect(parseCategory(id)).toBe(id);
  });

  it("reads anything else, or nothing, as all", () => {
    for (const value of [null, undefined, "", "all", "hats", "CLOTHING", "toString", "__proto__"]) {
      expect(parseCategory(value)).toBe("all");
    }
  });
});

describe("filterProducts", () => {
  it("shows every product for all", () => {
    expect(filterProducts(catalogue, "all")).toEqual(catalogue);
  });

  it("shows only the chosen category, in catalogue order", () => {
    expect(ids(filterProducts(catalogue, "clothing"))).toEqual(["tee", "jumper"]);
    expect(ids(filterProducts(catalogue, "bags"))).toEqual(["bag"]);
    expect(filterProducts([rug, flask], "sets")).toEqual([]);
  });

  it("shows all for an unknown category from the URL", () => {
    expect(filterProducts(catalogue, parseCategory("hats"))).toEqual(catalogue);
  });
});

describe("relatedProducts", () => {
  it("never includes the product itself and gives at most three", () => {
    for (const product of catalogue) {
      const related = relatedProducts(catalogue, product);
      expect(related).toHaveLength(3);
      expect(ids(related)).not.toContain(product.id);
      expect(new Set(ids(related)).size).toBe(3);
    }
  });

  it("puts the same category first, then the catalogue order", () => {
    expect(ids(relatedProducts(catalogue, tee))).toEqual(["jumper", "rug", "flask"]);
    expect(ids(relatedProducts(catalogue, rug))).toEqual(["flask", "bag", "hamper"]);
  });

  it("gives fewer when the catalogue is small", () => {
    expect(ids(relatedProducts([rug, flask], rug))).toEqual(["flask"]);
  });
});

describe("setSaving", () => {
  it("works out a set's true saving from the catalogue, in pence", () => {
    // 30 + 20 + 12.50 = 62.50 apart, 52.50 together: £10 less, 16.0%.
    expect(setSaving(catalogue, hamper)).toEqual({ separately: 62.5, saving: 10, percent: 16 });
    const dearer = catalogue.map((product) =>
      product === flask ? { ...flask, price: 20.1 } : product,
    );
    expect(setSaving(dearer, hamper)).toEqual({ separately: 62.6, saving: 10.1, percent: 16.1 });
  });

  it("is null for a product that is not a set", () => {
    expect(setSaving(catalogue, jumper)).toBeNull();
  });

  it("is null when the set would cost more, or a part is missing", () => {
    expect(setSaving(catalogue, { ...hamper, price: 99 })).toBeNull();
    expect(setSaving(catalogue, { ...hamper, contains: ["nope"] })).toBeNull();
  });
});

describe("preOrderMailto", () => {
  const size = sizes.at(-1)!;
  const colour = colours.at(-1)!.name;

  it("names the product, price, size and colour for clothing", () => {
    const mail = readMailto(preOrderMailto(shop, tee, { size, colour }));
    expect(mail.to).toBe(shop);
    expect(mail.subject).toBe(`Pre-order: ${tee.name} (${size}, ${colour}), £15.00`);
    expect(mail.body).toContain(`Product: ${tee.name}`);
    expect(mail.body).toContain("Price: £15.00");
    expect(mail.body).toContain(`Size: ${size}`);
    expect(mail.body).toContain(`Colour: ${colour}`);
  });

  it("encodes every space, line break and the pound sign", () => {
    const href = preOrderMailto(shop, tee, { size, colour });
    expect(href.startsWith(`mailto:${shop}?subject=`)).toBe(true);
    expect(href).toMatch(/^mailto:[^?]+\?subject=[^&]+&body=[^&]+$/);
    expect(href).not.toMatch(/[ \n£+]/);
    expect(href).toContain("%C2%A315.00");
    expect(href).toContain("%0A");
  });

  it("asks for the size and colour, naming none, when the choice is not known (a page without JavaScript)", () => {
    const mail = readMailto(preOrderMailto(shop, jumper, null));
    expect(mail.subject).toBe(`Pre-order: ${jumper.name}, ${formatPrice(jumper.price)}`);
    const either = (names: readonly string[]) =>
      `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
    expect(mail.body).toContain(`\nSize (${either(sizes)}): \n`);
    expect(mail.body).toContain(`\nColour (${either(colours.map(({ name }) => name))}): \n`);
    expect(mail.body).not.toMatch(/Size: |Colour: /);
  });

  it("leaves size and colour out for products without them", () => {
    const mail = readMailto(preOrderMailto(shop, flask));
    expect(mail.subject).toBe(`Pre-order: ${flask.name}, £20.00`);
    expect(mail.body).not.toContain("Size:");
    expect(mail.body).not.toContain("Colour:");
  });
});

describe("bulkOrderMailto", () => {
  it("writes to the shop with a subject", () => {
    const mail = readMailto(bulkOrderMailto(shop, 25));
    expect(mail.to).toBe(shop);
    expect(mail.subject).toBe("Bulk order enquiry");
  });
});
