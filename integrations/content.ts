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
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { gpsRefusal } from "../scripts/photo-privacy.mjs";
import { inlineScripts, scriptHashes } from "../src/content/inline-scripts.ts";
import { preOrderScript } from "../src/lib/shop.ts";
import { picnicFrom, type Picnic } from "../src/content/picnic.ts";
import {
  contentDir,
  photosFolder,
  pipelineFiles,
  readSavedFiles,
  shownPath,
} from "../src/content/saved-files.ts";
import { savedContentErrors } from "../src/content/validate.ts";

const MODULE = "#content";
/**
 * Modules of a few values each, for the code that runs in the browser: every
 * page's own script (src/site-script.ts), which Astro writes into each page
 * only while it shares no module with an island (decision 055), and the words
 * the giving islands read (src/content/donate-words.ts, donor-wall-copy.ts), which must share no
 * chunk with what other islands read of `#content` (decision 067).
 */
const views = new Map<string, readonly string[]>([
  ["#content/site-script", ["stateBounds", "nowBounds"]],
  [
    "#content/donate-words",
    ["impactLines", "giftAidLines", "detailsLabel", "wallPreviewIntro", "giving", "charityPage"],
  ],
  ["#content/donor-wall-words", ["brand"]],
]);

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

const PHOTOS = "#content/photos";

/**
 * The source of `#content/photos`: each photo the content names, imported from
 * the picnic's photos folder (src/lib/photo-set.ts makes the copies the pages
 * show from it). Only these: Astro makes, and may publish, whatever is
 * imported, so a photo left in the folder that no place names stays out.
 */
function photosSource({ gallery, ...places }: Picnic["photos"], folder: string): string {
  const files = [
    ...new Set([...Object.values(places), ...gallery].flatMap((photo) => photo?.file ?? [])),
  ];
  const imports = files.map(
    (file, index) => `import photo${index} from ${JSON.stringify(path.join(folder, file))};`,
  );
  const entries = files.map((file, index) => `${JSON.stringify(file)}: photo${index}`);
  return `${imports.join("\n")}\nexport const originals = { ${entries.join(", ")} };`;
}

/** The Vite plugin that serves `#content`, its views and `#content/photos`. */
function contentModules(values: Record<string, unknown>, photos: string): Plugin {
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, values[name]]));
  const sources = new Map([
    [MODULE, moduleSource(values)],
    ...[...views].map(([id, names]): [string, string] => [id, moduleSource(pick(names))]),
    [PHOTOS, photos],
  ]);
  return {
    name: "picnic:content",
    enforce: "pre",
    // "\0" before an id is Vite's mark of a module that no file holds.
    resolveId: (source) => (sources.has(source) ? `\0${source}` : undefined),
    load: (id) => (id.startsWith("\0") ? sources.get(id.slice(1)) : undefined),
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

/** The content read, checked and filled, or what the organiser must change first. */
async function checkedPicnic(root: string, dir: string) {
  let errors: string[];
  let picnic: Picnic | undefined;
  try {
    const files = readSavedFiles(dir);
    errors = savedContentErrors(files, dir);
    if (errors.length === 0) {
      picnic = picnicFrom(files, Date.now());
      pipelineFiles.set(dir, files);
    }
  } catch (error) {
    errors = [`the content could not be read: ${(error as Error).message ?? String(error)}`];
  }
  // The picnic's photos (photos/ beside its content), and the pictures of public/.
  const photos = photosFolder(dir);
  const refusal =
    (await gpsRefusal(path.dirname(photos), [path.basename(photos)])) ??
    (await gpsRefusal(root, ["public"]));
  return refusal ? { errors, refusal } : picnic ? { picnic } : { errors };
}

/**
 * The build stopped with the organiser's to-do list, and the folder it would
 * have written (Astro's outDir, a test picnic's own or dist/) removed.
 */
function refuse(outDir: string, dir: string, errors: string[], refusal?: string): never {
  rmSync(outDir, { recursive: true, force: true });
  if (errors.length > 0) {
    const list = errors.map((error) => `  - ${error}`).join("\n");
    console.error(
      `\nThe site was not built. Please change these in ${shownPath(dir)}/, then build again:\n${list}\n`,
    );
  }
  if (refusal) console.error(`\n${refusal}\n`);
  process.exit(1);
}

/**
 * The pipeline, run once, as the configuration loads, before anything else
 * reads the content (astro.config.ts). Its integration serves what it made as
 * `#content`, and gives the configuration the site's address and the CSP's
 * hashes and form targets; content it refuses stops the build there, as Astro
 * sets it up, with the folder Astro would write. `whenAccepted` loads what
 * imports the content in Node (`#content`, from the files read here), only
 * once it is accepted. `themeColours` is the stylesheet's step (astro.config.ts
 * lists it before Tailwind's).
 */
export async function contentPipeline(root: string) {
  const dir = contentDir();
  const checked = await checkedPicnic(root, dir);
  const { picnic } = checked;
  const integration: AstroIntegration = {
    name: "picnic-content",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        if (!picnic)
          return refuse(fileURLToPath(config.outDir), dir, checked.errors ?? [], checked.refusal);
        const scripts = inlineScripts(picnic);
        const preOrders = picnic.products.map((product) =>
          preOrderScript(picnic.site.emails.shop, product),
        );
        updateConfig({
          site: picnic.site.siteUrl,
          security: {
            csp: {
              algorithm: "SHA-256",
              // The donation form works as a plain form before its island starts, and
              // without JavaScript: it submits to the charity's page. Without JavaScript a
              // garment's pre-order is a form posted to a mailto: address (decision 060).
              directives: [
                `form-action 'self' ${new URL(picnic.site.donationPageUrl).origin} mailto:`,
              ],
              // The few inline scripts the pages write themselves (the picnic's state
              // before the first paint, each product's pre-order e-mail, and the like).
              scriptDirective: { hashes: scriptHashes([...Object.values(scripts), ...preOrders]) },
            },
          },
          vite: {
            plugins: [
              contentModules(
                { ...picnic, ...scripts },
                photosSource(picnic.photos, photosFolder(dir)),
              ),
            ],
            // The venue's UTC offsets, for src/lib/time-zone.ts alone (its note says why).
            define: { __VENUE_OFFSETS__: JSON.stringify(picnic.venueOffsets) },
          },
        });
      },
    },
  };
  return {
    integration,
    themeColours: themeColours(picnic?.colours ?? {}, path.join(root, "src", "app.css")),
    /** What `load` gives, once the content is accepted; with content refused, nothing. */
    whenAccepted: async <T>(load: () => Promise<T[]>): Promise<T[]> => (picnic ? load() : []),
  };
}
