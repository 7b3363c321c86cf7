import { pages } from "../../app/pages";
import type { Product } from "../../app/content/schema";
import { products } from "../../app/content/products";
import { pagePaths, visitorPaths } from "../../app/pages.server";

/** Every page for visitors (app/pages.ts): in the sitemap, and in or linked from the navigation. */
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
