// The pairs of colours the site shows words in (content/colours.json, and
// white), and WCAG 2.2's contrast between them: the content check refuses a
// pair below AA (src/content/validate.ts), naming both colours and their fields
// (decision 041).
// Every pair here carries ordinary-sized words somewhere, so each needs 4.5:1;
// the same pairs also draw the focus ring, the progress bar and the chips'
// borders, which need 3:1, less than the words already need.
import type { Colours } from "../content/schema.ts";

type Name = keyof Colours | "white";

/** Words in `text` on each colour of `on`, with where the site does it (for the message). */
const textPairs: ReadonlyArray<{ text: Name; on: readonly Name[] }> = [
  // Words, links and small labels on the page, its bands and its notes.
  ...(["ink", "ink-soft", "rose-ink", "rose-deep", "sage-ink"] as const).map((text) => ({
    text,
    on: ["white", "blush", "blush-50", "blush-100", "sage-50"] as const,
  })),
  // A product's category label.
  { text: "sage-ink", on: ["sage"] },
  // Buttons, the closing call, the notice on every page.
  { text: "white", on: ["rose-ink", "rose-deep"] },
  { text: "blush-100", on: ["rose-ink"] },
];

/** WCAG AA for words of ordinary size. */
const MIN_TEXT_CONTRAST = 4.5;

/** The relative luminance of "#rrggbb" (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A ratio as WCAG writes it, never rounded up to a pass: 4.46 is "4.4:1". */
const shown = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

/**
 * Each pair of `colours` the site shows words in whose contrast is below AA,
 * as the organiser's to-do line: both fields, the ratio, and which way to go.
 * Colours that are not written as #rrggbb have their own message (the schema's).
 */
export function contrastErrors(
  colours: Readonly<Record<string, unknown>>,
  titles: Readonly<Record<string, string>> = {},
): string[] {
  const value = (name: Name) =>
    name === "white" ? "#ffffff" : typeof colours[name] === "string" ? colours[name] : "";
  const named = (name: Name) =>
    name === "white" ? "white" : `${name} (${titles[name] ?? name}, ${value(name)})`;
  const errors: string[] = [];
  for (const { text, on } of textPairs) {
    for (const ground of on) {
      const [fore, back] = [value(text), value(ground)];
      if (!/^#[0-9a-f]{6}$/i.test(fore) || !/^#[0-9a-f]{6}$/i.test(back)) continue;
      const ratio = contrastRatio(fore, back);
      if (ratio >= MIN_TEXT_CONTRAST) continue;
      const darker = luminance(fore) <= luminance(back);
      const fix =
        text === "white"
          ? `choose a darker ${ground}`
          : ground === "white"
            ? `choose a darker ${text}`
            : `choose a ${darker ? "darker" : "lighter"} ${text} or a ${darker ? "lighter" : "darker"} ${ground}`;
      errors.push(
        `words in ${named(text)} on ${named(ground)} have a contrast of ${shown(ratio)}; words need at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA): ${fix}`,
      );
    }
  }
  return errors;
}
