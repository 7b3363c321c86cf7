// What the donor wall says while it is empty: the specification's words, kept
// word for word in the code (not in the editor's "Words on the pages"), on the
// wall's page only, under "Saved on this device", so they never read as the picnic's
// own count (review 3 asked to drop them; the specification stands, decision
// 071). The brand from a module of its own, so the wall's islands carry no
// other word of the picnic (decision 067).
import { brand } from "#content/donor-wall-words";

export const emptyDonorWallCopy = {
  /** Above them: whose gifts the wall lists, so they never read as the picnic's own figures. */
  scope: "Saved on this device",
  title: "No donations yet",
  /**
   * Why it can be empty beside the picnic's count of supporters (review 5), in plain words
   * (round 9). That the wall is this device's is said by the page's lead and the label over
   * this: a third sentence saying it was one too many (round 10).
   */
  whose: "The charity's page counts every gift made to the picnic.",
  invitation: `Be the first to support ${brand}!`,
};

/**
 * The wall's page around the entries: it is this device's list, said at its
 * top, and the picnic's own total, everyone's, in a section of its own under
 * it, so the two totals never read as one (issue 40).
 */
export const donorWallCopy = {
  /**
   * The back button's words: where it goes, the page before this one (the specification's
   * history back), as "Back" alone did not say (review 4), named by its footer link
   * ("Back to About"); "Back" alone only for a page with no name there.
   */
  backTo: "Back to",
  back: "Back",
  /** Where it goes with no page of this site before it (the wall opened from a link): Donate (review 5). */
  backToDonate: "Back to Donate",
  lead: "Gifts made from this device, with their messages. They are kept here only: no one else sees them.",
  deviceTotal: "Total raised on this device",
  picnicTitle: "The Picnic's Total",
  picnicLead: "Everyone's gifts, as the charity's page counts them.",
};
