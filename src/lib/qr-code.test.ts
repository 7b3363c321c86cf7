import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrCode } from "./qr-code";

/** Draws a code's path into RGBA pixels, `scale` pixels a module, as a scanner would see it. */
function pixels({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < Number(run) * scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, width };
}

describe("qrCode", () => {
  const address = "https://picnicky.example/donate";

  it("reads back as the address it was made from", () => {
    const code = qrCode(address);
    const { data, width } = pixels(code);
    expect(jsQR(data, width, width)?.data).toBe(address);
  });

  it("keeps a quiet zone of four modules on every side", () => {
    const code = qrCode(address);
    const runs = darkRuns(code);
    expect(Math.min(...runs.map((run) => run.x))).toBe(QUIET_ZONE);
    expect(Math.min(...runs.map((run) => run.y))).toBe(QUIET_ZONE);
    expect(Math.max(...runs.map((run) => run.end))).toBe(code.size - QUIET_ZONE);
    expect(Math.max(...runs.map((run) => run.y)) + 1).toBe(code.size - QUIET_ZONE);
  });

  it("says in its format information that it corrects errors at level Q (above M)", () => {
    const code = qrCode(address);
    const runs = darkRuns(code);
    const dark = (row: number, column: number) =>
      runs.some(
        (run) =>
          run.y === row + QUIET_ZONE &&
          run.x <= column + QUIET_ZONE &&
          column + QUIET_ZONE < run.end,
      );
    // ISO/IEC 18004: format bits 13 and 14 run down column 8 at the foot of the
    // code; they hold the level, masked with 0b10 (L 01, M 00, Q 11, H 10).
    const symbol = code.size - 2 * QUIET_ZONE;
    const level = ((Number(dark(symbol - 1, 8)) << 1) | Number(dark(symbol - 2, 8))) ^ 0b10;
    expect(level).toBe(0b11);
  });
});

/** The code's rows of dark modules, as the path draws them. */
function darkRuns({ path }: { path: string }) {
  return [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => ({
    x: Number(x),
    y: Number(y),
    end: Number(x) + Number(run),
  }));
}
