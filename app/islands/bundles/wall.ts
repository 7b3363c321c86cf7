// The islands of the donor wall and the privacy page (app/islands/registry.ts);
// each island's code is fetched when it is wanted (app/islands/hydrate.ts).
import { hydrateIslands } from "../hydrate";

hydrateIslands({
  "donor-wall": () => import("~/routes/donor-wall-entries").then((m) => m.DonorWallEntries),
  "donor-wall-head": () => import("~/routes/donor-wall-entries").then((m) => m.DonorWallHead),
  "erase-donors": () => import("~/components/erase-donors").then((m) => m.EraseDonors),
});
