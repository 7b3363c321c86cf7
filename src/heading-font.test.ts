// The headings' fallback faces (src/app.css) take Lora's room: their numbers are
// what @capsizecss/core works out from each face's metrics, so a heading wraps
// and stands the same before Lora arrives and after (decision 064).
import { readFileSync } from "node:fs";
import { createFontStack, type FontMetrics } from "@capsizecss/core";
import georgia from "@capsizecss/metrics/georgia";
import lora from "@capsizecss/metrics/lora";
import notoSerif from "@capsizecss/metrics/notoSerif";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { expect, it } from "vitest";

/**
 * Lora Bold (@fontsource/lora's lora-latin-700-normal.woff2) and DejaVu Serif Bold (Debian's
 * fonts-dejavu-core, what a Linux desktop and the test machine draw serif bold in), measured
 * once with @capsizecss/unpack's fromFile (the heights of H and x from the glyphs): @capsizecss/metrics has neither bold. The other
 * fallbacks are matched regular to regular, the only metrics the package has of them.
 */
const loraBold: FontMetrics = {
  ...lora,
  fullName: "Lora Bold",
  xWidthAvg: 482,
  subsets: { ...lora.subsets, latin: { xWidthAvg: 482 } },
};
const dejaVuSerifBold: FontMetrics = {
  familyName: "DejaVu Serif",
  fullName: "DejaVu Serif Bold",
  postscriptName: "DejaVuSerif-Bold",
  category: "serif",
  ascent: 1923,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  capHeight: 1493,
  xHeight: 1063,
  xWidthAvg: 1168,
  // Its Latin letters' average; Thai, which it does not draw, is not used here.
  subsets: { latin: { xWidthAvg: 1168 }, thai: { xWidthAvg: 1229 } },
};

type Face = Record<string, string>;

/** Each @font-face of src/app.css by its family, its descriptors by name. */
function declaredFaces(): Map<string, Face> {
  const css = readFileSync(new URL("app.css", import.meta.url), "utf8");
  const faces = new Map<string, Face>();
  for (const [, body = ""] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const descriptors = Object.fromEntries(
      body
        .split(";")
        .map((line) => line.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name]) => name && !name.startsWith("/*")),
    ) as Face;
    faces.set((descriptors["font-family"] ?? "").replaceAll('"', ""), descriptors);
  }
  return faces;
}

const expectedFallbacks = [
  ...createFontStack([lora, georgia, timesNewRoman, notoSerif], { fontFaceFormat: "styleObject" })
    .fontFaces,
  ...createFontStack([loraBold, dejaVuSerifBold], { fontFaceFormat: "styleObject" }).fontFaces,
].map(({ "@font-face": face }) => face);

it("each fallback face is set to Lora's size, ascent and descent", () => {
  const faces = declaredFaces();
  const names = ["Georgia", "Times New Roman", "Noto Serif", "DejaVu Serif"];
  expect(expectedFallbacks).toHaveLength(names.length);
  names.forEach((name, index) => {
    const face = faces.get(`Lora Fallback: ${name}`);
    const expected = expectedFallbacks[index];
    expect(face, name).toBeDefined();
    expect(face?.["size-adjust"], name).toBe(expected?.sizeAdjust);
    expect(face?.["ascent-override"], name).toBe(expected?.ascentOverride);
    expect(face?.["descent-override"], name).toBe(expected?.descentOverride);
    expect(face?.["line-gap-override"], name).toBe(expected?.lineGapOverride ?? "0%");
    expect(face?.["font-weight"], `${name}: the bold the headings ask for`).toBe("700");
  });
});

it("Lora is the site's own file, woff2 only, shown in the fallback until it is in", () => {
  const face = declaredFaces().get("Lora");
  expect(face?.src).toBe(
    'url("@fontsource/lora/files/lora-latin-700-normal.woff2") format("woff2")',
  );
  expect(face?.["font-display"]).toBe("swap");
  expect(face?.["font-weight"]).toBe("700");
});
