// What the donor wall says while it is empty: the specification's words, kept
// word for word in the code (not in the editor's "Words on the pages"), on the
// wall's page only; the brand from a module of its own, so the wall's islands
// carry no other word of the picnic (decision 067).
import { brand } from "#content/donor-wall-words";

export const emptyDonorWallCopy = {
  /** Above them: whose gifts the wall lists, so they never read as the picnic's own figures. */
  scope: "On this device",
  title: "No donations yet",
  invitation: `Be the first to support ${brand}!`,
  /** Under them: why the wall is empty while the picnic's total is not. */
  note: "Only gifts made from this device are listed here. Everyone's gifts count in the picnic's total, below.",
};

/**
 * The wall's page around the entries: it is this device's list, said at its
 * top, and the picnic's own total, everyone's, in a section of its own under
 * it, so the two totals never read as one (issue 40).
 */
export const donorWallCopy = {
  scope: "Kept on this device only",
  lead: "The donations made from this device, with their messages. They stay here: no one else sees them, and they are not the picnic's total.",
  deviceTotal: "Total raised on this device",
  picnicTitle: "The picnic's total",
  picnicLead: "Every supporter's gifts, as the charity's page counts them, not only this device's.",
};
