// The merchandise catalogue: its categories, sizes and colours, which the
// shop's code is written for, and the products, from content/shop.json.
// Prices are in pounds. Images live in public/images/products/.
export { categories, colours, defaultColour, defaultSize, sizes } from "./categories.ts";

/**
 * The products, from content/shop.json (the editor's "Products"; or edit the
 * file by hand), in the order the shop shows them. Words in {braces} are
 * filled in, and a part left empty, or a set's emptied list, is left out, as
 * if never typed (picnic.ts).
 */
export { products } from "#content";
