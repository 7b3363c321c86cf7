import { describe, expect, it } from "vitest";
import { colours, products, sizes } from "#src/content/products";
import { formatPrice } from "./format";
import type { Product } from "#src/content/schema";
import { site } from "#src/content/site";
import {
  bulkOrderMailto,
  filterProducts,
  parseCategory,
  preOrderMailto,
  relatedProducts,
  setSaving,
} from "./shop";

// The prices the shop was shipped with, so the sums below hold whatever the
// organisers charge (spec: blanket 35.99, bottle 24.99, tote 19.99, set 69.99,
// t-shirt 24.99, hoodie 39.99).
const shippedPrices: Record<string, number> = {
  "picnic-blanket": 35.99,
  "water-bottle": 24.99,
  "tote-bag": 19.99,
  "gift-set": 69.99,
  "t-shirt": 24.99,
  hoodie: 39.99,
};
const catalogue = products.map((product) => ({
  ...product,
  price: shippedPrices[product.id] ?? product.price,
}));

const byId = (id: string): Product => {
  const product = catalogue.find((item) => item.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

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
  it("accepts the five categories", () => {
    for (const id of ["blankets", "bottles", "bags", "clothing", "sets"]) {
      expect(parseCategory(id)).toBe(id);
    }
  });

  it("reads anything else, or nothing, as all", () => {
    for (const value of [null, undefined, "", "all", "hats", "CLOTHING", "toString", "__proto__"]) {
      expect(parseCategory(value)).toBe("all");
    }
  });
});

describe("filterProducts", () => {
  it("shows all six for all", () => {
    expect(filterProducts(products, "all")).toHaveLength(6);
  });

  it("shows only the chosen category, in catalogue order", () => {
    expect(ids(filterProducts(products, "clothing"))).toEqual(["t-shirt", "hoodie"]);
    expect(ids(filterProducts(products, "bags"))).toEqual(["tote-bag"]);
    expect(ids(filterProducts(products, "sets"))).toEqual(["gift-set"]);
  });

  it("shows all for an unknown category from the URL", () => {
    expect(filterProducts(products, parseCategory("hats"))).toHaveLength(6);
  });
});

describe("relatedProducts", () => {
  it("never includes the product itself and gives at most three", () => {
    for (const product of products) {
      const related = relatedProducts(products, product);
      expect(related).toHaveLength(3);
      expect(ids(related)).not.toContain(product.id);
      expect(new Set(ids(related)).size).toBe(3);
    }
  });

  it("puts the same category first, then the catalogue order", () => {
    expect(ids(relatedProducts(products, byId("t-shirt")))).toEqual([
      "hoodie",
      "picnic-blanket",
      "water-bottle",
    ]);
    expect(ids(relatedProducts(products, byId("picnic-blanket")))).toEqual([
      "water-bottle",
      "tote-bag",
      "gift-set",
    ]);
  });

  it("gives fewer when the catalogue is small", () => {
    const two = products.slice(0, 2);
    expect(ids(relatedProducts(two, byId("picnic-blanket")))).toEqual(["water-bottle"]);
  });
});

describe("setSaving", () => {
  it("works out the gift set's true saving from the catalogue", () => {
    expect(setSaving(catalogue, byId("gift-set"))).toEqual({
      separately: 80.97,
      saving: 10.98,
      percent: 13.6,
    });
  });

  it("is null for a product that is not a set", () => {
    expect(setSaving(catalogue, byId("hoodie"))).toBeNull();
  });

  it("is null when the set would cost more, or a part is missing", () => {
    const giftSet = byId("gift-set");
    expect(setSaving(catalogue, { ...giftSet, price: 99 })).toBeNull();
    expect(setSaving(catalogue, { ...giftSet, contains: ["nope"] })).toBeNull();
  });
});

describe("preOrderMailto", () => {
  it("names the product, price, size and colour for clothing", () => {
    const href = preOrderMailto(byId("t-shirt"), { size: "XL", colour: "White" });
    const mail = readMailto(href);
    expect(mail.to).toBe(site.emails.shop);
    expect(mail.subject).toBe(`Pre-order: ${byId("t-shirt").name} (XL, White), £24.99`);
    expect(mail.body).toContain(`Product: ${byId("t-shirt").name}`);
    expect(mail.body).toContain("Price: £24.99");
    expect(mail.body).toContain("Size: XL");
    expect(mail.body).toContain("Colour: White");
  });

  it("encodes every space, line break and the pound sign", () => {
    const href = preOrderMailto(byId("t-shirt"), { size: "XL", colour: "White" });
    expect(href.startsWith(`mailto:${site.emails.shop}?subject=`)).toBe(true);
    expect(href).toMatch(/^mailto:[^?]+\?subject=[^&]+&body=[^&]+$/);
    expect(href).not.toMatch(/[ \n£+]/);
    expect(href).toContain("%C2%A324.99");
    expect(href).toContain("%0A");
  });

  it("asks for the size and colour, naming none, when the choice is not known (a page without JavaScript)", () => {
    const garment = catalogue.find((product) => product.productType)!;
    const mail = readMailto(preOrderMailto(garment, null));
    expect(mail.subject).toBe(`Pre-order: ${garment.name}, ${formatPrice(garment.price)}`);
    const either = (names: readonly string[]) =>
      `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
    expect(mail.body).toContain(`\nSize (${either(sizes)}): \n`);
    expect(mail.body).toContain(`\nColour (${either(colours.map(({ name }) => name))}): \n`);
    expect(mail.body).not.toMatch(/Size: |Colour: /);
  });

  it("leaves size and colour out for products without them", () => {
    const mail = readMailto(preOrderMailto(byId("water-bottle")));
    expect(mail.subject).toBe(`Pre-order: ${byId("water-bottle").name}, £24.99`);
    expect(mail.body).not.toContain("Size:");
    expect(mail.body).not.toContain("Colour:");
  });
});

describe("bulkOrderMailto", () => {
  it("writes to the shop with a subject", () => {
    const mail = readMailto(bulkOrderMailto);
    expect(mail.to).toBe(site.emails.shop);
    expect(mail.subject).toBe("Bulk order enquiry");
  });
});
