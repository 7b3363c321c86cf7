import type { OffsetTable } from "./lib/time-zone";

declare global {
  /**
   * The venue's UTC offsets around the event, tabulated by the build's content
   * pipeline (integrations/content.ts): the one value written into the code, as
   * time-zone.ts reads it, and as it is also needed by the modules `#content` is
   * made with (src/lib/time-zone.ts says why). Undefined elsewhere: Intl answers.
   */
  const __VENUE_OFFSETS__: OffsetTable | null | undefined;

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
