// The Donate page's words its island reads (the form's impact lines, the wall
// preview's line): only those fields of content/words/donate.json, each its
// own export of `#content`, so the island's script carries no other word of
// the file (decision 029). The pages read the rest from donate-copy.ts.
import { giving } from "#content";

export { impactLines, wallPreviewIntro } from "#content";

/** The Gift Aid share the form's lines count with (src/content/giving.ts says more). */
export const giftAidPercent: number = giving.giftAidPercent;
