// The islands of About and Donate (app/islands/registry.ts); each island's
// code is fetched when it is wanted (app/islands/hydrate.ts).
import { hydrateIslands } from "../hydrate";

hydrateIslands({
  "donation-form": () => import("~/components/donation-form").then((m) => m.DonationForm),
  "share-button": () => import("~/components/share-button").then((m) => m.ShareButton),
  "wall-preview": () => import("~/components/wall-preview").then((m) => m.WallPreview),
});
