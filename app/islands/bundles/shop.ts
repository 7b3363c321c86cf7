// The islands of the shop and its product pages (app/islands/registry.ts).
import { ProductOrder } from "~/routes/product-order";
import { ShopProducts } from "~/routes/shop-products";
import { hydrateIslands } from "../hydrate";

hydrateIslands({ "product-order": ProductOrder, "shop-products": ShopProducts });
