// How pre-orders reach the buyer, from content/shop.json's shop terms (the
// editor's "Products": How pre-orders arrive; or edit the file by hand):
// beside each product's Pre-Order Now and in the shop. Emptied, it is none and
// the pages say nothing of it (emptied.ts). Its {placeholders} are filled in (picnic.ts).
// On the picnic's day, and from its evening (or once it is cancelled), when
// nothing can be collected there, the words for then, where the organisers
// gave some (src/components/pre-order-delivery.tsx).
import { shopTerms } from "./shop-terms.ts";

export const preOrderDelivery: string | null = shopTerms?.preOrderDelivery
  ? shopTerms.preOrderDelivery
  : null;

/** The words on the day, while the stall is open; none where left empty (the words above say it then too). */
export const preOrderDeliveryToday: string | null = shopTerms?.preOrderDeliveryToday
  ? shopTerms.preOrderDeliveryToday
  : null;

/** The words once the picnic is over; none where left empty (the words above say it all year). */
export const preOrderDeliveryAfter: string | null = shopTerms?.preOrderDeliveryAfter
  ? shopTerms.preOrderDeliveryAfter
  : null;
