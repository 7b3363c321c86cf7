// The shop's rules: the category filter, related products, the gift-set
// saving and the pre-order e-mail. Pure functions over the catalogue and the
// shop's address, given: the build hashes the pre-order scripts from the
// picnic it has already read (integrations/content.ts), so nothing here
// imports the content.
import {
  categories,
  colours,
  sizes,
  type Category,
  type Colour,
  type Size,
} from "#src/content/categories";
import type { Product } from "#src/content/schema";
import { formatPrice } from "./format";
import { mailto } from "./mailto";
import type { CategoryFilter } from "./shop-views";

/** The `?category=` value from the URL; anything unknown (or nothing) means all. */
export function parseCategory(value: string | null | undefined): CategoryFilter {
  return categories.some((category) => category.id === value) ? (value as Category) : "all";
}

export function filterProducts<T extends Pick<Product, "category">>(
  catalogue: ReadonlyArray<T>,
  category: CategoryFilter,
): T[] {
  return category === "all"
    ? [...catalogue]
    : catalogue.filter((product) => product.category === category);
}

function findProduct(
  catalogue: ReadonlyArray<Product>,
  id: string | undefined,
): Product | undefined {
  return catalogue.find((product) => product.id === id);
}

/**
 * Up to `limit` other products: the same category first, then the rest, each
 * in catalogue order, so the list never changes between renders or builds.
 */
export function relatedProducts(
  catalogue: ReadonlyArray<Product>,
  product: Product,
  limit = 3,
): Product[] {
  const others = catalogue.filter((item) => item.id !== product.id);
  const sameCategory = others.filter((item) => item.category === product.category);
  const rest = others.filter((item) => item.category !== product.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

export type SetSaving = {
  /** What the contents cost bought one by one, in pounds. */
  separately: number;
  /** How much less the set costs, in pounds. */
  saving: number;
  /** The saving as a percentage of the separate price, to one decimal place. */
  percent: number;
};

/**
 * The saving a set really offers, worked out from the catalogue (in pence, so
 * no floating-point drift). Null when the product is not a set or saves nothing.
 */
export function setSaving(catalogue: ReadonlyArray<Product>, product: Product): SetSaving | null {
  if (!product.contains?.length) return null;
  const pence = (pounds: number) => Math.round(pounds * 100);
  let separatelyPence = 0;
  for (const id of product.contains) {
    const part = findProduct(catalogue, id);
    if (!part) return null;
    separatelyPence += pence(part.price);
  }
  const savingPence = separatelyPence - pence(product.price);
  if (savingPence <= 0) return null;
  return {
    separately: separatelyPence / 100,
    saving: savingPence / 100,
    percent: Math.round((savingPence / separatelyPence) * 1000) / 10,
  };
}

/**
 * What a product's card shows of it: all the shop's island is handed of each
 * product by its page, so no script the shop fetches carries the products'
 * other words (decision 067).
 */
export type ProductSummary = Pick<
  Product,
  "id" | "name" | "summary" | "price" | "image" | "imageAlt" | "category"
>;

export const productSummary = ({
  id,
  name,
  summary,
  price,
  image,
  imageAlt,
  category,
}: Product): ProductSummary => ({ id, name, summary, price, image, imageAlt, category });

/** What a product's pre-order names: all its page's order island is handed of it (decision 067). */
export type OrderedProduct = Pick<Product, "id" | "name" | "price"> & {
  /** Clothing: offered in every size and colour, which the e-mail names. */
  clothing: boolean;
};

export const orderedProduct = ({ id, name, price, productType }: Product): OrderedProduct => ({
  id,
  name,
  price,
  clothing: productType != null,
});

export type ProductChoice = { size?: Size; colour?: Colour };

/** The product as the pre-order e-mail names it: "Awareness T-Shirt (XL, White)". */
function describeChoice(product: Pick<Product, "name">, choice: ProductChoice): string {
  const options = [choice.size, choice.colour].filter(Boolean);
  return options.length ? `${product.name} (${options.join(", ")})` : product.name;
}

/** "XS, S, M, L, XL or XXL". */
const either = (options: readonly string[]) =>
  options.length > 1 ? `${options.slice(0, -1).join(", ")} or ${options.at(-1)}` : options.join("");

/**
 * 'Pre-Order Now': an e-mail to the shop naming the product, its price and,
 * for clothing, the chosen size and colour. There is no cart; the organisers
 * reply to confirm payment and delivery. With the choice not known (`null`:
 * a page without JavaScript cannot read it), the e-mail asks for the size
 * and colour instead of naming any (decision 038).
 */
export function preOrderMailto(
  shopEmail: string,
  product: Pick<Product, "name" | "price">,
  choice: ProductChoice | null = {},
): string {
  const asked = choice === null;
  const chosen = choice ?? {};
  const lines = [
    "Hello,",
    "",
    "I would like to pre-order:",
    "",
    `Product: ${product.name}`,
    `Price: ${formatPrice(product.price)}`,
    ...(asked ? [`Size (${either(sizes)}): `] : chosen.size ? [`Size: ${chosen.size}`] : []),
    ...(asked
      ? [`Colour (${either(colours.map((colour) => colour.name))}): `]
      : chosen.colour
        ? [`Colour: ${chosen.colour}`]
        : []),
    "Quantity: 1",
    "",
    "My name:",
    "Delivery address (or collect at the picnic):",
    "",
    "Thank you!",
  ];
  return mailto(shopEmail, {
    subject: `Pre-order: ${describeChoice(product, chosen)}, ${formatPrice(product.price)}`,
    body: lines.join("\n"),
  });
}

/**
 * The pre-order as a plain HTML form, for a page without JavaScript: a form
 * posted as text/plain to a mailto: address becomes an e-mail whose body is
 * the form's fields, one "name=value" a line (the HTML standard's "post to
 * mailto:"), so the size and colour chosen in the pickers (`size`, `colour`,
 * between `product` and `quantity` here) reach the shop as chosen. The
 * product's name and price go in the subject, written here: Chromium encodes
 * a body's letters beyond ASCII twice ("£" arrives as "Â£"), and the id, the
 * sizes and the colours are ASCII.
 */
export function preOrderForm(shopEmail: string, product: Pick<Product, "id" | "name" | "price">) {
  return {
    action: mailto(shopEmail, {
      subject: `Pre-order: ${product.name}, ${formatPrice(product.price)}`,
    }),
    fields: { product: product.id },
    after: { quantity: "1" },
  };
}

/** 'Contact for Bulk Orders': an enquiry for the number of items that gets special pricing. */
export const bulkOrderMailto = (shopEmail: string, bulkOrderItems: number) =>
  mailto(shopEmail, {
    subject: "Bulk order enquiry",
    body: [
      "Hello,",
      "",
      `We would like to order ${bulkOrderItems} or more items.`,
      "",
      "Items and quantities:",
      "Sizes and colours (for clothing):",
      "Organisation (if any):",
      "When we need them by:",
      "",
      "Thank you!",
    ].join("\n"),
  });

/**
 * For a product's page, before its island starts: a few lines, run as soon
 * as the page is read, that put the size and colour chosen into the
 * Pre-Order link's e-mail and the line under it, and again at each change
 * (the island does the same once it has started), so a visitor quicker than
 * the app never sends the default size. The pre-rendered page asks for the
 * size and colour (with JavaScript off it cannot know them); marking the line
 * `data-scripted` shows the sentence that names them instead (app.css). The
 * e-mail is the one `preOrderMailto` writes, with the choice put in where its
 * placeholders are.
 */
export function preOrderScript(shopEmail: string, product: Product): string {
  const marks = { size: "QQSIZEQQ", colour: "QQCOLOURQQ" };
  const template = preOrderMailto(shopEmail, product, marks as unknown as ProductChoice);
  return `{const u=()=>{const a=document.querySelector("[data-pre-order]"),n=document.querySelector("[data-pre-order-note]"),c=(n)=>document.querySelector('input[name="'+n+'"]:checked')?.value;if(!a||!n||!c("size")||!c("colour"))return;a.href=${JSON.stringify(template)}.replaceAll(${JSON.stringify(marks.size)},encodeURIComponent(c("size"))).replaceAll(${JSON.stringify(marks.colour)},encodeURIComponent(c("colour")));for(const s of n.querySelectorAll("[data-chosen]"))s.textContent=c(s.dataset.chosen);n.dataset.scripted=""};u();document.addEventListener("change",(e)=>{if(["size","colour"].includes(e.target.name))u()})}`;
}
