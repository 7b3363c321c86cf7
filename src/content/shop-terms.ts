// The shop's terms, as numbers, from content/shop.json (the editor's
// "Products"; or edit the file by hand): the shop's FAQ, the Terms of Service,
// the bulk-order block and its e-mail all say them from here.
import { site } from "./site";

export { shopTerms } from "#content";

/**
 * The shop's one money claim, the specification's own words (its product note), with the
 * cause the content names: said the same way on the shop, each product and Home, never
 * "100% of profits" in one place and "all proceeds" in another (review 2, issue 47).
 */
export const proceedsClaim = `All proceeds go to support ${site.cause.name} research`;
