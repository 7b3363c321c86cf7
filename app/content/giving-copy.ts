// The words around giving: the Donate page and the donor wall. Apart from
// copy.ts (the home and about pages' words), so the Donate page and the wall
// do not download those pages' words too.
import { site } from "./site.ts";

/** What the donor wall says while it is empty (the specification's words, on the wall page). */
export const emptyWallCopy = {
  /** Above them: whose gifts the wall lists, so they never read as the picnic's own figures. */
  scope: "Gifts made from this device",
  title: "No donations yet",
  invitation: `Be the first to support ${site.brand}!`,
  /** Under them: why the wall is empty while the picnic's total above is not. */
  note: "Only gifts given on this device are listed here, so it starts empty. The picnic's figures above count every supporter.",
};

/**
 * What the preview beside the form says while this device has given nothing:
 * what the wall is, not "no donations" under the organisers' own figures.
 */
export const wallPreviewIntro = "Gifts you make here, with your name, appear on the donor wall.";

/**
 * What each preset amount does, shown under the amounts as the visitor
 * chooses (the form) and in "Your Impact" (the Donate page). One line for
 * every amount in PRESET_AMOUNTS (app/lib/donation.ts); a typed amount shows
 * the line of the largest preset it reaches.
 */
export const impactLines: Record<number, string> = {
  10: "puts a guide to living with the diagnosis in the hands of a patient's family.",
  25: "provides educational materials for a newly diagnosed patient.",
  50: "funds one hour of laboratory research.",
  100: "pays for a patient's transport to treatment.",
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
