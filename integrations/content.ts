// The content's one pipeline (decision 062). Before anything is built, it
// reads the picnic's folder (content/, or the one `CONTENT_DIR` names),
// checks it (validate.ts: a key no schema knows, a placeholder nothing fills,
// a date typed "19/06/2027"), fills it and works out its plan
// (src/content/picnic.ts) and the pages' inline scripts, and serves the result
// as the module `#content`, which the pages, the layout, the islands' modules
// and the host files' writers import. A problem stops the build as the
// organiser's to-do list, with no stack trace (it is not a bug in the code),
// and leaves no dist/ behind, so the last good one is never deployed by
// mistake as if it were this one. So do photos that carry a GPS position, as
// they are published with the repository.
import { rmSync } from "node:fs";
import path from "node:path";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { gpsRefusal } from "../scripts/photo-privacy.mjs";
import { inlineScripts, scriptHashes } from "../src/content/inline-scripts.ts";
import { picnicFrom, type Picnic } from "../src/content/picnic.ts";
import { contentDir, readSavedFiles } from "../src/content/saved-files.ts";
import { savedContentErrors } from "../src/content/validate.ts";

const MODULE = "#content";
const RESOLVED = "\0virtual:picnic/content";
/**
 * Modules of a few values each, for the code that runs in the browser: every
 * page's own script (src/site-script.ts), which Astro writes into each page
 * only while it shares no module with an island (decision 055), and the words
 * the giving islands read (src/content/donate-words.ts, donor-wall-copy.ts), which must share no
 * chunk with what other islands read of `#content` (decision 067).
 */
const views: Record<string, readonly string[]> = {
  "#content/site-script": ["stateBounds", "nowBounds"],
  "#content/donate-words": ["impactLines", "wallPreviewIntro", "giving", "charityPage"],
  "#content/donor-wall-words": ["brand"],
};

/** Every export of `#content`, each its own, so a script carries only the ones it reads. */
const moduleSource = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");

/** The colours as a Tailwind @theme block: one --color-<name> a colour. */
function themeBlock(colours: Readonly<Record<string, string>>): string {
  const lines = Object.entries(colours).map(([name, value]) => `  --color-${name}: ${value};`);
  return `\n/* content/colours.json (integrations/content.ts) */\n@theme {\n${lines.join("\n")}\n}\n`;
}

/** The Vite plugin that serves `#content`. */
function contentModule(values: Record<string, unknown>): Plugin {
  return {
    name: "picnic:content",
    enforce: "pre",
    resolveId: (source) =>
      source === MODULE
        ? RESOLVED
        : views[source]
          ? `${RESOLVED}:${source.slice(`${MODULE}/`.length)}`
          : undefined,
    load(id) {
      if (id === RESOLVED) return moduleSource(values);
      const view =
        id.startsWith(`${RESOLVED}:`) && views[`#content/${id.slice(RESOLVED.length + 1)}`];
      if (view) return moduleSource(Object.fromEntries(view.map((name) => [name, values[name]])));
      return undefined;
    },
  };
}

/**
 * The colours added to src/app.css as Tailwind's own theme variables
 * (--color-rose-ink: …) before Tailwind compiles it, so every class follows the
 * content and the stylesheet stays one external file (decision 041). Listed
 * before Tailwind's plugin (astro.config.ts).
 */
function themeColours(colours: Readonly<Record<string, string>>, stylesheet: string): Plugin {
  return {
    name: "picnic:theme-colours",
    enforce: "pre",
    transform: {
      filter: { id: /\/src\/app\.css(?:\?.*)?$/ },
      handler(code, id) {
        if (path.resolve(id.split("?")[0]!) !== stylesheet) return null;
        return { code: `${code}${themeBlock(colours)}`, map: null };
      },
    },
  };
}

/** The content read, checked and filled, or the build stopped with the organiser's list. */
async function checkedPicnic(root: string, outDir: string): Promise<Picnic> {
  const dir = contentDir();
  let errors: string[];
  let picnic: Picnic | undefined;
  try {
    const files = readSavedFiles(dir);
    errors = savedContentErrors(files, path.join(root, "photos"));
    if (errors.length === 0) picnic = picnicFrom(files, Date.now());
  } catch (error) {
    errors = [`the content could not be read: ${(error as Error).message ?? String(error)}`];
  }
  const refusal = await gpsRefusal();
  if (picnic && !refusal) return picnic;
  rmSync(outDir, { recursive: true, force: true });
  if (errors.length > 0) {
    const folder = path.relative(root, dir) || dir;
    console.error(
      `\nThe site was not built. Please change these in ${folder}/, then build again:\n${errors
        .map((error) => `  - ${error}`)
        .join("\n")}\n`,
    );
  }
  if (refusal) console.error(`\n${refusal}\n`);
  process.exit(1);
}

/** Where this build writes: Astro's `--outDir` (a test picnic's own), else dist/. */
function outDirOf(root: string): string {
  const flag = process.argv.indexOf("--outDir");
  return path.resolve(root, (flag > 0 && process.argv[flag + 1]) || "dist");
}

/**
 * The pipeline, run once as the configuration loads, before anything else
 * reads the content (astro.config.ts): `integration` serves what it made as
 * `#content`; the site's address and the CSP's hashes are read from it.
 */
export async function contentPipeline(root: string) {
  const picnic = await checkedPicnic(root, outDirOf(root));
  const scripts = inlineScripts(picnic);
  const integration: AstroIntegration = {
    name: "picnic-content",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [contentModule({ ...picnic, ...scripts })],
            // The venue's UTC offsets, for src/lib/time-zone.ts alone (its note says why).
            define: { __VENUE_OFFSETS__: JSON.stringify(picnic.venueOffsets) },
          },
        });
      },
    },
  };
  return {
    picnic,
    integration,
    themeColours: themeColours(picnic.colours, path.join(root, "src", "app.css")),
    /** The inline scripts' hashes, with each product's pre-order script (src/lib/shop.ts). */
    async scriptHashes() {
      const { preOrderScript } = await import("../src/lib/shop.ts");
      return scriptHashes([
        ...Object.values(scripts),
        ...picnic.products.map((product) => preOrderScript(product)),
      ]);
    },
  };
}
