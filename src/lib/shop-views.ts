// The shop's views of one category each, which its page holds for a visitor
// without JavaScript (src/components/shop-products.tsx), and the header that shows
// one for an address a plain page cannot read. Imported by the build's own
// step too (integrations/site-files), so by relative paths only.
import { categories, type Category } from "../content/categories.ts";

export type CategoryFilter = Category | "all";

/**
 * The fragment of a category's view ("category-bags"): the shop's page holds
 * one per category, which the stylesheet shows when the address ends with it
 * (:target), before the island starts and without JavaScript.
 */
export const categoryViewId = (category: CategoryFilter) => `category-${category}`;

/**
 * For the hosts that can answer by the query (npm start, nginx.conf): the
 * shop's address with a category and no fragment, which a plain page cannot
 * read, and the `Refresh` header that shows that category's view without
 * JavaScript. The browser adds the fragment itself, with no request; a
 * redirect could not (the fragment is never sent, so it would loop). Only
 * these exact addresses get it, and its value is written here, never taken
 * from the request (decision 038).
 */
export function categoryRefreshes(): Record<string, string> {
  return Object.fromEntries(
    categories.map(({ id }) => [`/shop?category=${id}`, `0; url=#${categoryViewId(id)}`]),
  );
}
