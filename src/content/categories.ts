// The shop's categories, which its code is written for (the filter, the
// addresses /shop?category=…), re-exported by products.ts. Apart from the
// products, so that the schemas, and the editor made from them, read no file
// of content/ (decision 040).
export const categories = [
  { id: "blankets", label: "Blankets" },
  { id: "bottles", label: "Bottles" },
  { id: "bags", label: "Bags" },
  { id: "clothing", label: "Clothing" },
  { id: "sets", label: "Sets" },
] as const;
export type Category = (typeof categories)[number]["id"];
