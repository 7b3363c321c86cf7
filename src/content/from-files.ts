// The module `#content` where no bundler serves it: Node's own loader (the
// browser tests, the config before the build starts). The build serves
// `#content` itself (integrations/content.ts), from the same files through
// the same pipeline, checked first; the editor's preview serves it from the
// entry being edited (src/admin/preview-content.ts). The inline scripts are
// the build's alone (minified there): empty here.
import { picnicFrom } from "./picnic.ts";
import { readSavedFiles } from "./saved-files.ts";
import type { InlineScripts } from "./inline-scripts.ts";

const picnic = picnicFrom(readSavedFiles(), Date.now());

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
