// What the giving islands show of the content (the donation form's charity,
// Gift Aid share and lines, impact lines, the wall preview's line), from a module of
// those values alone (`#content/donate-words`), so an island's script carries
// no other word of the picnic and shares no chunk with what other islands read
// of `#content` (decisions 029, 067). As props, the same words would be a
// second copy in the About and Donate pages' first round trip.
import { charityPage, detailsLabel, giftAidLines, giving } from "#content/donate-words";
import type { DonationFormContent } from "#src/lib/donation";

export { impactLines, wallPreviewIntro } from "#content/donate-words";

/** What the donation form shows of the charity and Gift Aid. */
export const donationFormContent: DonationFormContent = {
  pageUrl: charityPage.url,
  charity: charityPage.charity,
  giftAidPercent: giving.giftAidPercent,
  giftAidLines,
  detailsLabel,
};
