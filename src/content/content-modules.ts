// Every content module, by its file: the one list the sample warning reads
// (validate.ts, `sampleValuesInUse`). A unit test fails if a module of
// src/content is missing from it.
import * as colours from "./colours.ts";
import * as copy from "./copy.ts";
import * as event from "./event.ts";
import * as eventCopy from "./event-copy.ts";
import * as faqs from "./faqs.ts";
import * as fundraising from "./fundraising.ts";
import * as giving from "./giving.ts";
import * as donateCopyModule from "./donate-copy.ts";
import * as homeCopy from "./home-copy.ts";
import * as photos from "./photos.ts";
import * as preOrderDelivery from "./pre-order-delivery.ts";
import * as printCopy from "./print-copy.ts";
import * as products from "./products.ts";
import * as shopTerms from "./shop-terms.ts";
import * as site from "./site.ts";
import * as donorWallCopy from "./donor-wall-copy.ts";

export const contentModules: Record<string, Record<string, unknown>> = {
  "site.ts": site,
  "event.ts": event,
  "event-copy.ts": eventCopy,
  "copy.ts": copy,
  "home-copy.ts": homeCopy,
  "faqs.ts": faqs,
  "fundraising.ts": fundraising,
  "products.ts": products,
  "shop-terms.ts": shopTerms,
  "pre-order-delivery.ts": preOrderDelivery,
  "giving.ts": giving,
  "donate-copy.ts": donateCopyModule,
  "print-copy.ts": printCopy,
  "donor-wall-copy.ts": donorWallCopy,
  "photos.ts": photos,
  "colours.ts": colours,
};

/** Every content module's exports, as the pages read them. */
export const shippedModules: Record<string, unknown> = Object.assign(
  {},
  ...Object.values(contentModules),
);
