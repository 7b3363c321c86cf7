// The editor's preview (src/admin/preview.tsx, decision 045) as the editor's
// build makes it: the site's stylesheet compiled by Tailwind for the preview
// alone, and the worker that draws the site's own pages with Preact, as the
// site's build does, from the content the organiser is editing: the module
// `#content` the site's modules read is the site's pipeline run on it
// (`liveContent`), so the worker is a fresh one for each drawing.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin, PluginOption } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = `${root}src/`;

/**
 * The module `#content` (decision 062), the site's pipeline run in the worker
 * (src/content/picnic-module.ts) on what the organiser is editing
 * (src/admin/preview-content.ts, as `#content/files`).
 */
function liveContent(): Plugin {
  const modules: Record<string, string> = {
    "#content": `${src}content/picnic-module.ts`,
    // The few values the giving islands read (decision 067), from the same picnic.
    "#content/donate-words": `${src}content/picnic-module.ts`,
    "#content/donor-wall-words": `${src}content/picnic-module.ts`,
    "#content/files": `${src}admin/preview-content.ts`,
  };
  return {
    name: "preview:live-content",
    enforce: "pre",
    resolveId: (source) => modules[source] ?? null,
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
        // The icons' "use client" means nothing to Preact, nor here.
        { name: "preview:quiet", onLog: (_level, log) => log.code !== "MODULE_LEVEL_DIRECTIVE" },
      ],
      // Rolldown's note of how long these plugins took, which no organiser can act on.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  };
}
