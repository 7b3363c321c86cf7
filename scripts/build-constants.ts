// Values worked out when the site is built and written into its code (Vite's
// `define`), the same for the build and for the unit tests. Each global is
// declared in app/env.d.ts.
import { minifySync } from "vite";
import { event } from "../app/content/event.ts";
import { noteCopy, noticeCopy } from "../app/content/event-copy.ts";
import {
  eventMoment,
  noticeText,
  onNowScriptSource,
  stateBounds,
  stateScriptSource,
  statePlan,
} from "../app/lib/event-state.ts";
import { AMOUNT_HINT, AMOUNT_INPUT_PATTERN } from "../app/lib/donation.ts";
import { AMOUNT_PARAMS, plainFormAmounts } from "../app/lib/plain-form.ts";
import { donateAddress } from "../app/lib/print-sheet.ts";
import { noteScriptSource, noteTable } from "../app/lib/status-note.ts";
import { venueOffsetTable } from "../app/lib/time-zone.ts";
import { brandColours } from "./brand-colours.mjs";
import { qrCode } from "./qr-code.ts";

/** Source text as small as it goes, for a script inlined into every page. */
function minified(source: string): string {
  const { code, errors } = minifySync("inline.js", source);
  if (errors.length > 0)
    throw new Error(`Could not minify an inline script: ${errors[0]?.message}`);
  return code.trim().replace(/;$/, "");
}

export function buildConstants(): Record<string, string> {
  // Content the build refuses (vite.config.ts says why) has no plan.
  const plan = venueOffsetTable(event) ? statePlan(event) : null;
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __VENUE_OFFSETS__: JSON.stringify(venueOffsetTable(event) ?? null),
    __EVENT_PLAN__: JSON.stringify(plan),
    __EVENT_BOUNDS__: JSON.stringify(plan && stateBounds(plan)),
    __NOW_BOUNDS__: JSON.stringify(plan && { open: plan.open, times: plan.times }),
    // What the pre-rendered pages show, and so all a visitor without JavaScript sees.
    __BUILT_STATE__: JSON.stringify(plan ? eventMoment(Date.now(), plan).state : "upcoming"),
    // Worded here, so the layout every page loads needs none of the content.
    __EVENT_NOTICE__: JSON.stringify(noticeText(event, noticeCopy)),
    __EVENT_STATE_SCRIPT__: JSON.stringify(plan ? minified(stateScriptSource(plan)) : ""),
    __ON_NOW_SCRIPT__: JSON.stringify(minified(onNowScriptSource)),
    __EVENT_NOTE_SCRIPT__: JSON.stringify(
      plan ? minified(noteScriptSource(plan, noteTable(event, noteCopy))) : "",
    ),
    __PLAIN_FORM_SCRIPT__: JSON.stringify(
      minified(
        `(${plainFormAmounts.toString()})(${[AMOUNT_PARAMS, AMOUNT_INPUT_PATTERN, AMOUNT_HINT].map((arg) => JSON.stringify(arg)).join(",")})`,
      ),
    ),
    __DONATE_QR_CODE__: JSON.stringify(qrCode(donateAddress)),
    __BRAND_COLOURS__: JSON.stringify(
      (({ blush, blush50 }) => ({ blush, blush50 }))(brandColours() as Record<string, string>),
    ),
  };
}
