// The words around giving: the Donate page and the donor wall. Apart from
// copy.ts (the home and about pages' words), so the Donate page and the wall
// do not download those pages' words too.
import { site } from "./site.ts";

/** What the donor wall says while it is empty (the wall page and the preview beside the form). */
export const emptyWallCopy = {
  title: "No donations yet",
  invitation: `Be the first to support ${site.brand}!`,
};

/** The words around the donation form on the Donate page. */
export const donateCopy = {
  lead: `Every gift funds research into ${site.cause.name} and support for the people living with it.`,
  trustTitle: "Where your gift goes",
  /** Said after the charity's name and number, when the site has them. */
  trustPartner:
    "takes your gift on its own secure page, which opens in a new tab. We never see your card details.",
  trustProgrammes: `Research into ${site.cause.name}, and support for patients and their families.`,
  trustGiftAid: "If you are a UK taxpayer, tick Gift Aid on the donation page at no cost to you.",
  trustNoExtras: "Nothing is added here: no tip, no fee and no box ticked for you.",
} as const;
