// The islands of About and Donate (app/islands/registry.ts).
import { DonationForm } from "~/components/donation-form";
import { ShareButton } from "~/components/share-button";
import { WallPreview } from "~/components/wall-preview";
import { hydrateIslands } from "../hydrate";

hydrateIslands({
  "donation-form": DonationForm,
  "share-button": ShareButton,
  "wall-preview": WallPreview,
});
