// The shop's terms, as numbers, from content/shop.json (the editor's
// "Products"; or edit the file by hand): the shop's FAQ, the Terms of Service,
// the bulk-order block and its e-mail all say them from here.
import shop from "../../content/shop.json" with { type: "json" };
import { emptiedAsNone } from "./emptied.ts";
import type { ShopTerms } from "./schema.ts";

export const shopTerms = emptiedAsNone(shop).shopTerms as ShopTerms;
