// The shop's terms, as numbers: the shop's FAQ, the Terms of Service, the
// bulk-order block and its e-mail all say them from here.
import type { ShopTerms } from "./schema.ts";

export const shopTerms: ShopTerms = {
  /** UK shipping is free on orders over this many pounds. */
  freeShippingOver: 50,
  /** Unused items can be returned for this many days after delivery. */
  returnDays: 14,
  /** Orders of this many items or more get special pricing. */
  bulkOrderItems: 10,
};
