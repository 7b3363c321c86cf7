import { products } from "../../app/content/products";

/** Every public page of the site. */
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
