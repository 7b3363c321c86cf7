// The values the site's build writes into its code (integrations/build-constants.ts,
// Vite's `define`), worked out in the preview's worker from the content the
// organiser is editing, as the build works them out from the files. The
// inline scripts are left out: nothing runs in a preview, it shows the page as
// it is drawn, at this moment.
import { event } from "../content/event.ts";
import { noticeCopy } from "../content/event-copy.ts";
import { eventMoment, noticeText, stateBounds, statePlan } from "../lib/event-state.ts";
import { donateAddress } from "../lib/print-sheet.ts";
import { venueOffsetTable } from "../lib/time-zone.ts";
import { qrCode } from "../../scripts/qr-code.ts";

export function previewConstants(now = Date.now()) {
  const offsets = venueOffsetTable(event) ?? null;
  const plan = offsets ? statePlan(event) : null;
  return {
    __BUILD_YEAR__: new Date(now).getFullYear(),
    __VENUE_OFFSETS__: offsets,
    __EVENT_PLAN__: plan,
    __EVENT_BOUNDS__: plan && stateBounds(plan),
    __NOW_BOUNDS__: plan && { open: plan.open, times: plan.times },
    __BUILT_STATE__: plan ? eventMoment(now, plan).state : "upcoming",
    __EVENT_NOTICE__: noticeText(event, noticeCopy),
    __EVENT_STATE_SCRIPT__: "",
    __ON_NOW_SCRIPT__: "",
    __EVENT_NOTE_SCRIPT__: "",
    __PLAIN_FORM_SCRIPT__: "",
    __DONATE_QR_CODE__: qrCode(donateAddress),
  };
}
