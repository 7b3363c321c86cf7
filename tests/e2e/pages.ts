import { pageAt, pagePaths, pages, visitorPaths } from "../../src/page-list";
import type { Product } from "../../src/content/schema";
import {
  categories,
  colours,
  defaultColour,
  defaultSize,
  products,
  sizes,
} from "../../src/content/products";
import { formatPrice } from "../../src/lib/format";
import { textsOf } from "./html-head";

/** Every page for visitors (src/page-list.ts): in the sitemap, and in or linked from the navigation. */
export const publicPaths = visitorPaths();

/** Every page the build renders but the not-found pages, for the checks every page must pass. */
export const allPaths = pagePaths();

/** The pages for the organisers to print: noindex, in neither the navigation nor the sitemap. */
export const printPaths = pagePaths(pages.filter((page) => page.organisers));

/** Which of the product page's layouts a product gets: clothing has pickers, a set its saving. */
const layoutOf = (product: Product) =>
  product.productType ? "clothing" : product.contains ? "set" : "plain";

/**
 * Every page, with one product of each layout standing for the rest: the
 * products' pages differ only in their words and pictures, which the checks on
 * every page cover. For the slowest checks, such as axe (decision 026).
 */
export const layoutPaths = allPaths.filter((path) => {
  const product = products.find((item) => path === `/shop/${item.id}`);
  return !product || products.find((item) => layoutOf(item) === layoutOf(product)) === product;
});

/** The organisers' clothing: the products with a size and a colour to choose. */
export const clothing = products.filter((product) => product.productType !== undefined);

/** The shop's category the first piece of clothing is filed under (id and filter label). */
export const clothingCategory = categories.find(
  (category) => category.id === clothing[0]?.category,
)!;

/** The size two ArrowRight presses on from the default (radios wrap round at the end). */
export const sizeTwoOn = sizes[(sizes.indexOf(defaultSize) + 2) % sizes.length]!;

/** The colour one ArrowRight press on from the default: the one clothing's `white` picture shows. */
export const nextColour =
  colours[(colours.findIndex((colour) => colour.name === defaultColour) + 1) % colours.length]!
    .name;

/** The pre-order e-mail's subject for a product in a size and colour, as src/lib/shop.ts writes it. */
export const preOrderSubject = (product: Product, size: string, colour: string) =>
  `Pre-order: ${product.name} (${size}, ${colour}), ${formatPrice(product.price)}`;

/**
 * The pages with something interactive (an island): the donation form, the
 * shop's filter, a product's choices, the donor wall, the erase button. Every
 * other page loads no Preact at all.
 */
const interactive = ["/shop", "/shop/:id", "/about", "/donate", "/donor-wall", "/privacy"];

/** Whether the page at `path` is one with islands (a not-found page, `found` false, has none). */
export const isInteractive = (path: string, found = true) =>
  found && interactive.includes(pageAt(path)?.path ?? "");

/**
 * The pages the sitemap lists, found as a crawler finds them: robots.txt names
 * the sitemap index, which names the sitemaps, which list the pages.
 */
export async function sitemapPages(get: (path: string) => Promise<string>): Promise<string[]> {
  const robots = await get("/robots.txt");
  const index = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? "";
  const sitemaps = textsOf(await get(new URL(index).pathname), "loc");
  const pages = await Promise.all(
    sitemaps.map(async (sitemap) => textsOf(await get(new URL(sitemap).pathname), "loc")),
  );
  return pages.flat();
}
