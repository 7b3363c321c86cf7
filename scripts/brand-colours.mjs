// The brand's colours, read from the one place they are typed: the @theme of
// src/app.css, with a CSS parser. The share card and icons
// (scripts/make-images.mjs), the browser's toolbar and the installed app
// (src/lib/brand-colours.ts, through the build's constants) take them from here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";

// A path, not a URL: under jsdom (the unit tests) URL is not Node's.
const stylesheet = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "app.css");

/**
 * Every `--color-*` of app.css's @theme, by name without the prefix:
 * { blush: "#ffdee2", "blush-50": "#ffeef1", … }.
 * @returns {Record<string, string>}
 */
export function themeColours(css = readFileSync(stylesheet, "utf8")) {
  /** @type {Record<string, string>} */
  const colours = {};
  postcss.parse(css).walkAtRules("theme", (theme) => {
    theme.walkDecls(/^--color-/, (declaration) => {
      colours[declaration.prop.slice("--color-".length)] = declaration.value;
    });
  });
  return colours;
}

/** The colours used outside the stylesheet, by the names the code gives them. */
export function brandColours(css) {
  const theme = themeColours(css);
  const pick = (name) => {
    const value = theme[name];
    if (!value) throw new Error(`src/app.css: its @theme has no --color-${name}`);
    return value;
  };
  return {
    /** The toolbar, the installed app's theme, the icons' ground, the share card's curve. */
    blush: pick("blush"),
    /** The installed app's splash screen and the share card's ground. */
    blush50: pick("blush-50"),
    roseInk: pick("rose-ink"),
    inkSoft: pick("ink-soft"),
    sage: pick("sage"),
  };
}
