import type { QrCode } from "../scripts/qr-code";
import type { SocialIconPaths } from "../scripts/social-icons";
import type { OffsetTable } from "./lib/time-zone";

declare global {
  /** The year of the build, written into pre-rendered HTML (scripts/build-constants.ts). */
  const __BUILD_YEAR__: number;
  /** The venue's UTC offsets around the event, tabulated at build time (app/lib/time-zone.ts). */
  const __VENUE_OFFSETS__: OffsetTable | null;
  /** The footer's brand icons, made smaller at build time (scripts/social-icons.ts). */
  const __SOCIAL_ICON_PATHS__: SocialIconPaths;
  /** The QR code of the donate page's address, for the printed pages (scripts/qr-code.ts). */
  const __DONATE_QR_CODE__: QrCode;

  interface Window {
    /** The rest of the stylesheet, for pages after the first (app/lib/page-styles.ts). */
    __picnickyStylesheet?: string;
  }
}
