// The merchandise catalogue: its categories, sizes and colours, which the
// shop's code is written for, and the products, from content/shop.json.
// Prices are in pounds. Images live in public/images/products/.
import shop from "../../content/shop.json" with { type: "json" };
import { fillAll } from "./placeholders.ts";
import type { Product } from "./schema.ts";

export const categories = [
  { id: "blankets", label: "Blankets" },
  { id: "bottles", label: "Bottles" },
  { id: "bags", label: "Bags" },
  { id: "clothing", label: "Clothing" },
  { id: "sets", label: "Sets" },
] as const;
export type Category = (typeof categories)[number]["id"];

export const sizes = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export type Size = (typeof sizes)[number];
export const defaultSize: Size = "M";

export const colours = [
  { name: "Pink", hex: "#FFDEE2" },
  { name: "White", hex: "#FFFFFF" },
] as const;
export type Colour = (typeof colours)[number]["name"];
export const defaultColour: Colour = "Pink";

type Saved = Omit<Product, "productType" | "contains" | "white"> & {
  productType?: Product["productType"] | "" | null;
  contains?: string[] | null;
  white?: { image?: string; imageAlt?: string } | null;
};

/**
 * The products, from content/shop.json (the editor's "Products"; or edit the
 * file by hand), in the order the shop shows them. Words in {braces} are
 * filled in (placeholders.ts). The editor saves a part it emptied as "", an
 * empty list or an empty object, which here means none.
 */
export const products = fillAll(shop.products as Saved[]).map(
  ({ productType, contains, white, ...product }) =>
    ({
      ...product,
      ...(productType ? { productType } : {}),
      ...(contains?.length ? { contains } : {}),
      ...(white && (white.image || white.imageAlt) ? { white } : {}),
    }) as Product,
);
