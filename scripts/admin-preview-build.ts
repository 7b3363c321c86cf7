// The editor's preview (src/admin/preview.tsx, decision 045) as the editor's
// build makes it: the site's stylesheet compiled by Tailwind for the preview
// alone, and the worker that draws the site's own pages with Preact, as the
// site's build does, from the content the organiser is editing. The site's
// modules read the content once, as they are loaded (src/content/*.ts), so the
// worker is a fresh one for each drawing and its imports of content/*.json
// read what the editor gives it (`liveContent`); the values the site's build
// writes into its code (integrations/build-constants.ts) are worked out from
// that content too (src/admin/preview-constants.ts).
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin, PluginOption } from "vite";
import { editorFiles } from "../src/admin/config.ts";
import { editorFields } from "../src/admin/fields.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = `${root}src/`;

/** The global the worker (src/admin/preview-worker.ts) puts the content in: each file of content/ by its path. */
const CONTENT_GLOBAL = "__previewContent";
/** The global the worker puts the build's values in (`__EVENT_PLAN__` and the others). */
const CONSTANTS_GLOBAL = "__previewConstants";

const LIVE = "\0preview-content:";
const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * The files of content/ the editor edits, read from the worker's global:
 * each import of one is given what the organiser is editing, not the file
 * as it was when the editor was built. Named exports (`import { giving } from
 * ".../donate.json"`) are the file's fields, from its schema.
 */
function liveContent(): Plugin {
  const files = new Map<string, string[]>(
    editorFiles.map(({ file, schema }) => [
      file,
      editorFields(schema)
        .map((field) => field.name)
        .filter((name) => identifier.test(name) && name !== "default"),
    ]),
  );
  return {
    name: "preview:live-content",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(".json") || !importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved?.id.startsWith(`${root}content/`)) return null;
      const file = resolved.id.slice(root.length);
      if (!files.has(file))
        this.error(
          `${file} is read by the site but has no screen in the editor (src/admin/config.ts), so the preview cannot show it`,
        );
      return `${LIVE}${file.replace(/\.json$/, "")}`;
    },
    load(id) {
      if (!id.startsWith(LIVE)) return null;
      const file = `${id.slice(LIVE.length)}.json`;
      const data = `globalThis.${CONTENT_GLOBAL}[${JSON.stringify(file)}]`;
      return [
        `const data = ${data};`,
        "export default data;",
        ...files.get(file)!.map((name) => `export const ${name} = data?.${name};`),
      ].join("\n");
    },
  };
}

/** React as the site's pages have it: Preact's React layer (as @astrojs/preact's `compat`). */
function preactAsReact(): Plugin {
  const to: Record<string, string> = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/server": "preact/compat/server",
    "react/jsx-runtime": "preact/jsx-runtime",
    "react/jsx-dev-runtime": "preact/jsx-runtime",
  };
  return {
    name: "preview:preact",
    enforce: "pre",
    resolveId(source, importer) {
      const target = to[source];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

/** The build's own values (`__EVENT_PLAN__`…), in the site's code, read from the worker's global. */
function liveConstants(): Plugin {
  const name = /(?<![\w$.@])__([A-Z][A-Z0-9_]*[A-Z0-9])__(?![\w$])/g;
  return {
    name: "preview:constants",
    transform(code, id) {
      if (!id.startsWith(src) || id.startsWith(`${src}admin/`)) return null;
      if (!code.includes("__")) return null;
      return { code: code.replace(name, `globalThis.${CONSTANTS_GLOBAL}.__$1__`), map: null };
    },
  };
}

/** The photos, from the files the editor gives (src/admin/preview-photos.ts), not Astro's image pipeline. */
function photosAsGiven(): Plugin {
  const pipeline = `${src}lib/photo-set.ts`;
  return {
    name: "preview:photos",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!importer?.startsWith(src)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === pipeline ? `${src}admin/preview-photos.ts` : null;
    },
  };
}

/** What the editor's Vite build adds for the preview. */
export function previewBuildOptions(): {
  plugins: PluginOption[];
  worker: {
    format: "es";
    plugins: () => PluginOption[];
    rolldownOptions: { checks: { bundlerTimings: boolean } };
  };
} {
  return {
    // The site's stylesheet, compiled for the preview (imported with ?url: never the editor's own).
    plugins: [tailwindcss()],
    worker: {
      format: "es",
      plugins: () => [
        preactAsReact(),
        liveContent(),
        photosAsGiven(),
        liveConstants(),
        // The icons' "use client" means nothing to Preact, nor here.
        { name: "preview:quiet", onLog: (_level, log) => log.code !== "MODULE_LEVEL_DIRECTIVE" },
      ],
      // Rolldown's note of how long these plugins took, which no organiser can act on.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  };
}
