import { products } from "../../app/content/products";

/** Every page of the site for visitors: in the navigation or linked from it, and in the sitemap. */
export const publicPaths = [
  "/",
  "/event",
  "/shop",
  "/about",
  "/donate",
  "/donor-wall",
  "/privacy",
  "/terms",
  ...products.map((product) => `/shop/${product.id}`),
];

/** The pages for the organisers to print: noindex, in neither the navigation nor the sitemap. */
export const printPaths = ["/poster", "/table-cards"];

/** Every page the build renders (but the not-found pages), for the checks every page must pass. */
export const allPaths = [...publicPaths, ...printPaths];
