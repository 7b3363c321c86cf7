// Every island: a part of a page that needs React in the browser (decision
// 022). Each is rendered at build time as a root of its own (island.tsx) and
// hydrated on its own container in the browser by the script of its kind of
// page (app/islands/bundles), so none may use React Router: links are plain
// <a>, the address is read from `location`.
import { DonationForm } from "~/components/donation-form";
import { EraseDonors } from "~/components/erase-donors";
import { ShareButton } from "~/components/share-button";
import { WallPreview } from "~/components/wall-preview";
import { DonorWallEntries, DonorWallHead } from "~/routes/donor-wall-entries";
import { ProductOrder } from "~/routes/product-order";
import { ShopProducts } from "~/routes/shop-products";
import type { Wanted } from "./when-wanted";

export const islands = {
  "donation-form": DonationForm,
  "donor-wall": DonorWallEntries,
  "donor-wall-head": DonorWallHead,
  "erase-donors": EraseDonors,
  "product-order": ProductOrder,
  "share-button": ShareButton,
  "shop-products": ShopProducts,
  "wall-preview": WallPreview,
};

export type IslandName = keyof typeof islands;

/**
 * The script that hydrates each island (app/islands/bundles/<name>.ts): one
 * per kind of page, so a page loads React and one file of its own code.
 */
export const bundleOf = {
  "donation-form": "giving",
  "donor-wall": "wall",
  "donor-wall-head": "wall",
  "erase-donors": "wall",
  "product-order": "shop",
  "share-button": "giving",
  "shop-products": "shop",
  "wall-preview": "giving",
} as const satisfies Record<IslandName, string>;

/**
 * When each island starts (app/islands/when-wanted.ts, decision 033): "near"
 * the screen, for one that shows what only this device knows (its donor
 * wall), or when "used", for one whose plain HTML looks and works as it will
 * once started (decision 008), so a visitor who only reads pays nothing;
 * "kept", the donor wall and its preview, is "near" on a device that keeps
 * entries and "used" on one that keeps none, for which the build drew it.
 * The build draws each page for its bare address: with a query in the
 * address (`/shop?category=bags`), every island starts as if "near"
 * (`wantedNow` in when-wanted.ts).
 */
export const wantedWhen = {
  "donation-form": "used",
  "donor-wall": "kept",
  "donor-wall-head": "kept",
  "erase-donors": "near",
  "product-order": "used",
  "share-button": "used",
  "shop-products": "used",
  "wall-preview": "kept",
} as const satisfies Record<IslandName, Wanted>;

/**
 * The scripts whose islands, when not wanted at load, are fetched only when
 * the visitor first touches one (app/page-script.ts, decision 033): a tap's
 * press, a focus, a key. A click that comes before the script is held and
 * handed over once it is in. Not the giving script: a first tap on Donate
 * opens the charity's page in a new tab, which a browser allows only within
 * the tap itself, so its code must be in the page before it.
 */
export const fetchedWhenTouched: ReadonlySet<(typeof bundleOf)[IslandName]> = new Set([
  "shop",
  "wall",
]);
