// The Donate page's words its island reads (the form's impact lines, the wall
// preview's line): only those fields of content/words/donate.json, imported by
// name, as Vite's JSON plugin gives each field its own export, so the island's
// script carries no other word of the file (decision 029). Filled in at build
// for the islands (scripts/content-fill-plugin.ts), where `fillAll` returns
// what it is given, hence the calls marked pure. The pages, the content check
// and the tests read the same words from src/content/giving-copy.ts, by the
// file's default import: a named import of JSON works only where Vite loads
// the module (the islands, the pages' build, Vitest), not in Node's own
// loader (Playwright's tests) nor, Vite warns, in its configuration.
import {
  giving,
  impactLines as impact,
  wallPreviewIntro as intro,
} from "../../content/words/donate.json" with { type: "json" };
import { fillAll } from "#src/content/placeholders";

/** What each preset amount does (giving-copy.ts says more). */
export const impactLines: Record<number, string> = /* @__PURE__ */ fillAll(impact);

/** What the preview beside the form says while this device has given nothing. */
export const wallPreviewIntro: string = /* @__PURE__ */ fillAll(intro);

/** The Gift Aid share the form's lines count with (src/content/giving.ts says more). */
export const giftAidPercent: number = giving.giftAidPercent;
