// Values worked out when the site is built and written into its code (Vite's
// `define`), the same for the build and for the unit tests. Each global is
// declared in app/env.d.ts.
import { event } from "../app/content/event.ts";
import { donateAddress } from "../app/lib/print-sheet.ts";
import { venueOffsetTable } from "../app/lib/time-zone.ts";
import { qrCode } from "./qr-code.ts";
import { socialIconPaths } from "./social-icons.ts";

export function buildConstants(): Record<string, string> {
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __VENUE_OFFSETS__: JSON.stringify(venueOffsetTable(event) ?? null),
    __SOCIAL_ICON_PATHS__: JSON.stringify(socialIconPaths()),
    __DONATE_QR_CODE__: JSON.stringify(qrCode(donateAddress)),
  };
}
