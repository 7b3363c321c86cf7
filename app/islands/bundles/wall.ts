// The islands of the donor wall and the privacy page (app/islands/registry.ts).
import { EraseDonors } from "~/components/erase-donors";
import { DonorWallEntries, DonorWallHead } from "~/routes/donor-wall-entries";
import { hydrateIslands } from "../hydrate";

hydrateIslands({
  "donor-wall": DonorWallEntries,
  "donor-wall-head": DonorWallHead,
  "erase-donors": EraseDonors,
});
