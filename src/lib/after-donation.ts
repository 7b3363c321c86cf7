// What the donation form offers once Donate has opened the charity's page
// (src/components/donation-thank-you.tsx, `AfterDonation`): share the picnic,
// and before the day "See you on …". Worked out at build time and handed to
// the form's island as props, so its script carries no content module.
import { site } from "#src/content/site";
import { eventDate } from "./event-facts";
import { formatDayAndMonth } from "./format";
import { shownIn } from "./shown-by-state";

/**
 * The picnic as it is shared (the share sheet, WhatsApp, a copied link): words
 * true in every state of its year, before the day and after it.
 */
export const picnicShare = {
  url: `${site.siteUrl}/`,
  title: `${site.brand}: a picnic for ${site.cause.name}`,
  text: `${site.brand}: a summer picnic in memory of ${site.honoree}, raising money for ${site.cause.name} research.`,
};

export type PicnicShare = typeof picnicShare;

/** "See you on <the day>!", shown only while the picnic is ahead: null where it never is. */
const seeYouWhen = shownIn(["upcoming"]);
const seeYou = seeYouWhen
  ? { text: `See you on ${formatDayAndMonth(eventDate)}!`, when: seeYouWhen }
  : null;

/** The donation form's `next` prop (src/pages/donate.astro, about.astro). */
export const afterDonation = { share: picnicShare, seeYou };

export type AfterDonationProps = typeof afterDonation;
