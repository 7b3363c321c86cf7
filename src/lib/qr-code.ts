// QR codes for the printed poster and table cards, made when the site is
// pre-rendered (src/components/print-sheet.tsx) with the `qrcode` library, so no QR code
// library reaches a visitor's browser. The pages draw the result as inline SVG.
import QRCode from "qrcode";

/** The modules of a QR code as one SVG path, on a square grid that keeps the quiet zone. */
export type QrCode = { size: number; path: string };

/** The blank border a scanner needs around the code, in modules (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/**
 * Error correction Q: a quarter of the code may be smudged, folded or rained
 * on and it still scans; the short address keeps the code small all the same.
 */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "Q" });
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    // Each run of dark modules in a row is one rectangle.
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      let end = column;
      while (end < modules.size && modules.get(row, end)) end += 1;
      path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h${end - column}v1h-${end - column}z`;
      column = end;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}
