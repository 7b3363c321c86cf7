// The merchandise catalogue. Prices are in pounds. Images live in public/images/products/.
import type { Product } from "./schema.ts";
import { site } from "./site.ts";

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

export const products: Product[] = [
  {
    id: "picnic-blanket",
    name: "Pink Ribbon Picnic Blanket",
    price: 35.99,
    image: "/images/products/picnic-blanket.svg",
    imageAlt: "A folded pink and white checked picnic blanket with a pink ribbon label",
    category: "blankets",
    summary: "Waterproof-backed, with a carry strap",
    description:
      "A soft, generously sized picnic blanket in pink and white check, with a waterproof backing so the lawn can be as dewy as it likes. It folds into a strap with a carry handle.",
    features: [
      "150 × 200 cm",
      "Soft fleece top with a waterproof backing",
      "Folds flat with a carry strap",
      "Machine washable at 30°C",
    ],
  },
  {
    id: "water-bottle",
    name: "Insulated Water Bottle",
    price: 24.99,
    image: "/images/products/water-bottle.svg",
    imageAlt: "A pink stainless steel water bottle with a white pink-ribbon logo",
    category: "bottles",
    summary: "Cold for 24 hours or hot for 12",
    description:
      "A double-walled stainless steel bottle that keeps drinks cold for 24 hours or hot for 12, printed with the pink ribbon.",
    features: [
      "Stainless steel, double-walled and vacuum insulated",
      "Keeps drinks cold for 24 hours or hot for 12 hours",
      "500 ml, leak-proof screw lid",
      "Free of BPA",
    ],
  },
  {
    id: "tote-bag",
    name: "Canvas Tote Bag",
    price: 19.99,
    image: "/images/products/tote-bag.svg",
    imageAlt: "A natural canvas tote bag with long handles, printed with a large pink ribbon",
    category: "bags",
    summary: "Canvas, room for a picnic for two",
    description:
      "A sturdy canvas tote, big enough for a picnic for two, printed with the pink ribbon. Useful long after the picnic is over.",
    features: [
      "Heavy cotton canvas",
      "38 × 42 cm with a 10 cm gusset",
      "Long handles to carry on the shoulder",
      "Inside pocket for keys and phone",
    ],
  },
  {
    id: "gift-set",
    name: "Picnic Gift Set",
    price: 69.99,
    image: "/images/products/gift-set.svg",
    imageAlt: "The picnic blanket, water bottle and tote bag arranged together in a gift box",
    category: "sets",
    summary: "Blanket, bottle and tote, boxed",
    description:
      "Everything for the perfect picnic: the Pink Ribbon Picnic Blanket, the Insulated Water Bottle and the Canvas Tote Bag, together in a gift box and for less than buying them apart.",
    features: [
      "Pink Ribbon Picnic Blanket",
      "Insulated Water Bottle",
      "Canvas Tote Bag",
      "Presented in a gift box with a card for your message",
    ],
    contains: ["picnic-blanket", "water-bottle", "tote-bag"],
  },
  {
    id: "t-shirt",
    name: "Awareness T-Shirt",
    price: 24.99,
    image: "/images/products/t-shirt.svg",
    imageAlt: "A pink t-shirt with a white pink-ribbon print on the chest",
    white: {
      image: "/images/products/t-shirt-white.svg",
      imageAlt: "A white t-shirt with a pink-ribbon print on the chest",
    },
    category: "clothing",
    productType: "t-shirt",
    summary: "100% organic cotton, XS to XXL",
    description: `A relaxed-fit t-shirt in 100% organic cotton with the pink ribbon on the chest. Wear it to the picnic and start a conversation about ${site.cause.name}.`,
    features: [
      "100% organic cotton",
      "Unisex relaxed fit",
      "Sizes XS to XXL",
      "Machine washable at 30°C",
    ],
  },
  {
    id: "hoodie",
    name: "Awareness Hoodie",
    price: 39.99,
    image: "/images/products/hoodie.svg",
    imageAlt: "A pink hooded sweatshirt with a white pink-ribbon print and a front pocket",
    white: {
      image: "/images/products/hoodie-white.svg",
      imageAlt: "A white hooded sweatshirt with a pink-ribbon print and a front pocket",
    },
    category: "clothing",
    productType: "hoodie",
    summary: "Brushed-back, for cool June evenings",
    description:
      "A warm, brushed-back hoodie for cool June evenings, with the pink ribbon on the chest and a roomy front pocket.",
    features: [
      "Cotton-rich brushed fleece",
      "Unisex fit with a lined hood",
      "Front kangaroo pocket",
      "Sizes XS to XXL",
    ],
  },
];
