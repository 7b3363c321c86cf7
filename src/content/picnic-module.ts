// The module `#content` where the build does not serve it: Node's own loader
// (the browser tests), tsc, and the editor's preview. The build serves
// `#content` itself (integrations/content.ts), from the same files through the
// same pipeline, checked first, with the inline scripts minified; here they
// are empty. The one list of its exports, each value of the picnic its own,
// from the saved files `#content/files` gives: the picnic's folder
// (from-files.ts) in Node, the entries being edited in the preview
// (src/admin/preview-content.ts).
import { savedFiles } from "#content/files";
import type { InlineScripts } from "./inline-scripts.ts";
import { picnicFrom } from "./picnic.ts";

const picnic = picnicFrom(savedFiles, Date.now());

export const {
  site,
  event,
  fundraising,
  photos,
  colours,
  products,
  shopTerms,
  shopFaqs,
  donateFaqs,
  aboutCopy,
  homeWords,
  donateCopy,
  impactLines,
  giftAidLines,
  detailsLabel,
  wallPreviewIntro,
  giving,
  charityPage,
  brand,
  eventWords,
  printWords,
  buildYear,
  venueOffsets,
  plan,
  stateBounds,
  nowBounds,
  builtState,
  notice,
} = picnic;

export const { stateScript, noteScript, onNowScript, plainFormScript }: InlineScripts = {
  stateScript: "",
  noteScript: "",
  onNowScript: "",
  plainFormScript: "",
};
