// How pre-orders reach the buyer, from content/shop.json's shop terms (the
// editor's "Products": How pre-orders arrive; or edit the file by hand):
// beside each product's Pre-Order Now and in the shop. Emptied, it is none and
// the pages say nothing of it (emptied.ts). Its {placeholders} are filled in.
import { fillAll } from "./placeholders.ts";
import { shopTerms } from "./shop-terms.ts";

export const preOrderDelivery: string | null = shopTerms?.preOrderDelivery
  ? fillAll(shopTerms.preOrderDelivery)
  : null;
