import type { QrCode } from "../scripts/qr-code";
import type { EventMoment, EventState, NowBounds, StateBounds, StatePlan } from "./lib/event-state";
import type { OffsetTable } from "./lib/time-zone";

declare global {
  /** The year of the build, written into pre-rendered HTML (scripts/build-constants.ts). */
  const __BUILD_YEAR__: number;
  /** The venue's UTC offsets around the event, tabulated at build time (src/lib/time-zone.ts). */
  const __VENUE_OFFSETS__: OffsetTable | null;
  /** What decides the picnic's state, as numbers (src/lib/event-state.ts). */
  const __EVENT_PLAN__: StatePlan;
  /** The part of the plan that decides the state alone. */
  const __EVENT_BOUNDS__: StateBounds;
  /** The part of the plan that says which schedule item is on. */
  const __NOW_BOUNDS__: NowBounds;
  /** The picnic's state when the site was built: what pre-rendered pages show. */
  const __BUILT_STATE__: EventState;
  /** The notice every page shows while plans are changed, or null (src/components/event-notice.tsx). */
  const __EVENT_NOTICE__: string | null;
  /** The inline scripts that set the state and the status note before the first paint. */
  const __EVENT_STATE_SCRIPT__: string;
  const __EVENT_NOTE_SCRIPT__: string;
  /** Marks the schedule item on now, after each schedule list (src/lib/event-state.ts). */
  const __ON_NOW_SCRIPT__: string;
  /** A donation form's amount in every parameter before its island starts (src/lib/plain-form.ts). */
  const __PLAIN_FORM_SCRIPT__: string;
  /** The QR code of the donate page's address, for the printed pages (scripts/qr-code.ts). */
  const __DONATE_QR_CODE__: QrCode;

  interface Window {
    /** The moment the status note's script found, before the first paint (src/lib/event-state.ts). */
    __eventMoment?: EventMoment;
  }
}

// The site's own client directives (src/directives, registered by integrations/site-files).
declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Starts the island when it is used; its code comes near the screen, or at the first
     * touch ("touch"). "kept": as this device's donor wall needs, near the screen where it
     * keeps gifts, else when used or when the wall changes.
     */
    "client:used"?: boolean | "touch" | "kept";
  }
}
