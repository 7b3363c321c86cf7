// Values worked out when the site is built and written into its code (Vite's
// `define`), the same for the build and for the unit tests. Each global is
// declared in src/env.d.ts.
import { createHash } from "node:crypto";
import { minifySync } from "vite";
import { event } from "../src/content/event.ts";
import { noteCopy, noticeCopy } from "../src/content/event-copy.ts";
import {
  eventMoment,
  noticeText,
  onNowScriptSource,
  stateBounds,
  stateScriptSource,
  statePlan,
} from "../src/lib/event-state.ts";
import { AMOUNT_HINT, AMOUNT_INPUT_PATTERN } from "../src/lib/donation.ts";
import { AMOUNT_PARAMS, plainFormAmounts } from "../src/lib/plain-form.ts";
import { donateAddress } from "../src/lib/print-sheet.ts";
import { preOrderScript } from "../src/lib/shop.ts";
import { products } from "../src/content/products.ts";
import { noteScriptSource, noteTable } from "../src/lib/status-note.ts";
import { venueOffsetTable } from "../src/lib/time-zone.ts";
import { qrCode } from "../scripts/qr-code.ts";

/** Source text as small as it goes, for a script inlined into every page. */
function minified(source: string): string {
  const { code, errors } = minifySync("inline.js", source);
  if (errors.length > 0)
    throw new Error(`Could not minify an inline script: ${errors[0]?.message}`);
  return code.trim().replace(/;$/, "");
}

/** Content the build refuses (check-content.ts) has no plan. */
const plan = () => (venueOffsetTable(event) ? statePlan(event) : null);

/**
 * The scripts the pages write inline, worked out from the content: the
 * picnic's state and its status note before the first paint, the schedule's
 * item on now, and a donation form's amount in all three parameters before
 * its island starts.
 */
function inlineScripts() {
  const picnic = plan();
  return {
    state: picnic ? minified(stateScriptSource(picnic)) : "",
    onNow: minified(onNowScriptSource),
    note: picnic ? minified(noteScriptSource(picnic, noteTable(event, noteCopy))) : "",
    plainForm: minified(
      `(${plainFormAmounts.toString()})(${[AMOUNT_PARAMS, AMOUNT_INPUT_PATTERN, AMOUNT_HINT].map((arg) => JSON.stringify(arg)).join(",")})`,
    ),
  };
}

/** The hashes of every inline script a page may write, for the Content-Security-Policy. */
export function inlineScriptHashes(): `sha256-${string}`[] {
  const scripts = [
    ...Object.values(inlineScripts()),
    ...products.map((product) => preOrderScript(product)),
  ].filter(Boolean);
  return [...new Set(scripts)].map(
    (text) => `sha256-${createHash("sha256").update(text).digest("base64")}` as const,
  );
}

export function buildConstants(): Record<string, string> {
  const picnic = plan();
  const scripts = inlineScripts();
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __VENUE_OFFSETS__: JSON.stringify(venueOffsetTable(event) ?? null),
    __EVENT_PLAN__: JSON.stringify(picnic),
    __EVENT_BOUNDS__: JSON.stringify(picnic && stateBounds(picnic)),
    __NOW_BOUNDS__: JSON.stringify(picnic && { open: picnic.open, times: picnic.times }),
    // What the pre-rendered pages show, and so all a visitor without JavaScript sees.
    __BUILT_STATE__: JSON.stringify(picnic ? eventMoment(Date.now(), picnic).state : "upcoming"),
    // Worded here, so the layout every page loads needs none of the content.
    __EVENT_NOTICE__: JSON.stringify(noticeText(event, noticeCopy)),
    __EVENT_STATE_SCRIPT__: JSON.stringify(scripts.state),
    __ON_NOW_SCRIPT__: JSON.stringify(scripts.onNow),
    __EVENT_NOTE_SCRIPT__: JSON.stringify(scripts.note),
    __PLAIN_FORM_SCRIPT__: JSON.stringify(scripts.plainForm),
    __DONATE_QR_CODE__: JSON.stringify(qrCode(donateAddress)),
  };
}
