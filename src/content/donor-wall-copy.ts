// What the donor wall says while it is empty, kept in the code (not in the
// editor's "Words on the pages"), on the wall's page only, so the wall's islands
// carry no other word of the picnic (decision 067). Not the specification's "No
// donations yet / Be the first": over the picnic's own supporters they read as
// false (review 3, decision 071). The brand from a module of its own (decision 067).
import { brand } from "#content/donor-wall-words";

export const emptyDonorWallCopy = {
  /** Whose gifts the wall lists, said in its heading, so the empty wall never reads as the picnic's. */
  title: "No gifts on this device yet",
  invitation: `Give to ${brand} on the donation page, and your name and message will appear here.`,
};

/**
 * The wall's page around the entries: it is this device's list, said at its
 * top, and the picnic's own total, everyone's, in a section of its own under
 * it, so the two totals never read as one (issue 40).
 */
export const donorWallCopy = {
  lead: "Gifts made from this device, with their messages. They are kept here only: no one else sees them.",
  deviceTotal: "Total raised on this device",
  picnicTitle: "The picnic's total",
  picnicLead: "Everyone's gifts, as the charity's page counts them.",
};
