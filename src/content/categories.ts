// The shop's categories, sizes and colours, which its code is written for (the
// filter, the addresses /shop?category=…, the pickers), re-exported by
// products.ts. Apart from the products, so that the schemas, the editor made
// from them (decision 040) and the shop's rules (src/lib/shop.ts, which the
// build runs to hash the pre-order scripts) read no file of content/.
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
  // The garment's own pink, as its picture draws it: the blush it was looked white (review 7).
  { name: "Pink", hex: "#F39BB0" },
  { name: "White", hex: "#FFFFFF" },
] as const;
export type Colour = (typeof colours)[number]["name"];
export const defaultColour: Colour = "Pink";
