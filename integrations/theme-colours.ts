// The site's colours are content (content/colours.json, the editor's
// "Colours"); the stylesheet is src/app.css. As Vite reads the stylesheet,
// before Tailwind compiles it, this adds the colours to it as Tailwind's own
// theme variables (--color-rose-ink: …), so every class (text-rose-ink,
// bg-blush-50) follows the content, and the built stylesheet is the one
// external file it was: no inline style for the Content-Security-Policy to
// allow, nothing more in each page (decision 041).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const coloursFile = path.join(root, "content", "colours.json");
const stylesheet = path.join(root, "src", "app.css");

/** The colours as a Tailwind @theme block: one --color-<name> a colour. */
function themeBlock(colours: Readonly<Record<string, string>>): string {
  const lines = Object.entries(colours).map(([name, value]) => `  --color-${name}: ${value};`);
  return `\n/* content/colours.json (integrations/theme-colours.ts) */\n@theme {\n${lines.join("\n")}\n}\n`;
}

/** The Vite plugin: listed before Tailwind's, which compiles what it hands on. */
export function themeColours(): Plugin {
  return {
    name: "picnic:theme-colours",
    enforce: "pre",
    transform: {
      filter: { id: /\/src\/app\.css(?:\?.*)?$/ },
      handler(code, id) {
        if (path.resolve(id.split("?")[0]!) !== stylesheet) return null;
        // Read at each transform, so `astro dev` follows an edit of the colours.
        this.addWatchFile(coloursFile);
        const colours = JSON.parse(readFileSync(coloursFile, "utf8")) as Record<string, string>;
        return { code: `${code}${themeBlock(colours)}`, map: null };
      },
    },
  };
}
