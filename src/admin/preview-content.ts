// The module `#content` in the editor's preview (scripts/admin-preview-build.ts):
// the content the organiser is editing, which the worker is given
// (preview-worker.ts), through the site's own pipeline (src/content/picnic.ts),
// so the preview fills and plans as the build does, at this moment. Nothing
// runs in a preview (it shows the page as it is drawn): no inline scripts.
import { contentFileNames, picnicFrom, type SavedFiles } from "../content/picnic.ts";
import type { InlineScripts } from "../content/inline-scripts.ts";

const given = globalThis.__previewContent ?? {};
const picnic = picnicFrom(
  Object.fromEntries(
    contentFileNames.map((name) => [name, given[`content/${name}.json`]]),
  ) as SavedFiles,
  Date.now(),
);

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
