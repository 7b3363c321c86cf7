// The islands of the shop and its product pages (app/islands/registry.ts);
// each island's code is fetched when it is wanted (app/islands/hydrate.ts).
import { hydrateIslands } from "../hydrate";

hydrateIslands({
  "product-order": () => import("~/routes/product-order").then((m) => m.ProductOrder),
  "shop-products": () => import("~/routes/shop-products").then((m) => m.ShopProducts),
});
