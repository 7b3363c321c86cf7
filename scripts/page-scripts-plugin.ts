// The scripts of the pre-rendered pages (decision 022), for app/root.tsx and
// app/islands/island.tsx:
//
//   - "virtual:island-scripts": the address of each script of
//     app/islands/bundles (one per kind of page with islands), built on
//     their own when the client build starts and emitted into it, hashed
//     like every asset; a page loads only its islands' script;
//   - "virtual:page-script": the address of app/page-script.ts, one small
//     hashed file every page loads (the menu, the header, the service
//     worker), so pages without islands load no other JavaScript. A file, not
//     inline: a visitor's browser keeps one copy for every page, and each
//     page's first response stays within the first round trip (decision 022).
//
// React Router builds the client before the server, so the islands' files
// are named by the time the pages are rendered.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { build, minifySync, type Plugin } from "vite";
import { contentFillPlugin } from "./content-fill-plugin.ts";
import { buildConstants } from "./build-constants.ts";

const ISLANDS = "virtual:island-scripts";
const PAGE = "virtual:page-script";
const BUNDLES_DIR = "app/islands/bundles";
const PAGE_SOURCE = "app/page-script.ts";

/**
 * The files of the islands' scripts (their entries and every chunk they
 * import), as JSON in the client build, for the critical CSS step
 * (scripts/postbuild), which removes it.
 */
export const ISLANDS_FILES = "islands-files.json";

/** app/page-script.ts, bundled and minified, as one statement. */
async function pageScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root,
    define: buildConstants(),
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, PAGE_SOURCE), formats: ["es"] },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && "output" in result ? result.output[0] : undefined;
  if (!chunk) throw new Error(`Could not build ${PAGE_SOURCE}.`);
  // In a function of its own: its names must not meet other inline scripts'.
  // Minified again: a library build in ES format keeps its whitespace and
  // comments (Vite leaves them for other bundlers), which every page would carry.
  const { code, errors } = minifySync("page-script.js", `(()=>{${chunk.code}})()`);
  if (errors.length > 0) throw new Error(`Could not minify ${PAGE_SOURCE}: ${errors[0]?.message}`);
  return code.trim().replace(/;$/, "");
}

/** The islands' runtime (Preact) in one file, cached once for every page with islands. */
const runtimeGroup = { name: "preact", test: /node_modules[\\/]preact[\\/]/ };

type BuiltFile = { fileName: string; source: string };

/**
 * The islands' scripts, built on their own: one entry per kind of page
 * (app/islands/bundles) and the chunks they share. Built apart from React
 * Router's client build, whose chunks the islands would otherwise share with
 * the route modules no page loads, carrying code only those use.
 */
async function islandScripts(
  root: string,
  names: string[],
): Promise<{ entries: Record<string, string>; files: BuiltFile[] }> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root,
    mode: "production",
    define: { ...buildConstants(), "process.env.NODE_ENV": JSON.stringify("production") },
    // The content's {placeholders} filled in here, not by the islands in the browser.
    plugins: [contentFillPlugin()],
    resolve: {
      tsconfigPaths: true,
      // The islands are written for React and rendered by React at build
      // time; in the browser Preact's React layer hydrates them, at a tenth of
      // React DOM's size and start-up time on a slow phone (decision 030).
      alias: [
        { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
        { find: /^react-dom$/, replacement: "preact/compat" },
        { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
        { find: /^react$/, replacement: "preact/compat" },
      ],
    },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: Object.fromEntries(
          names.map((name) => [`islands-${name}`, path.join(root, BUNDLES_DIR, `${name}.ts`)]),
        ),
        output: { codeSplitting: { groups: [runtimeGroup] } },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !("output" in result)) throw new Error("Could not build the islands' scripts.");
  const entries: Record<string, string> = {};
  const files: BuiltFile[] = [];
  for (const chunk of result.output) {
    if (chunk.type !== "chunk") continue;
    files.push({ fileName: chunk.fileName, source: chunk.code });
    if (chunk.isEntry) entries[chunk.name.replace(/^islands-/, "")] = `/${chunk.fileName}`;
  }
  return { entries, files };
}

/** The page script's file in the client build, named by its content like every asset. */
function pageScriptFile(code: string): string {
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 8);
  return `assets/page-script-${hash}.js`;
}

export function pageScriptsPlugin(): Plugin {
  const files: Record<string, string> = {};
  let islandFiles: BuiltFile[] = [];
  // Built once, in the client build, which React Router runs first.
  let page: { file: string; code: string } | null = null;
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  const bundles = () =>
    readdirSync(path.join(root, BUNDLES_DIR)).map((file) => path.basename(file, ".ts"));
  return {
    name: "site:page-scripts",
    config: () => ({
      build: {
        // No page loads React Router's own client build (the islands have a
        // build of their own): nothing to preload.
        modulePreload: false,
      },
    }),
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async buildStart() {
      if (this.environment.name !== "client" || command !== "build") return;
      const code = await pageScript(root);
      page = { file: pageScriptFile(code), code };
      const islands = await islandScripts(root, bundles());
      Object.assign(files, islands.entries);
      islandFiles = islands.files;
    },
    generateBundle() {
      if (this.environment.name !== "client" || command !== "build") return;
      if (page) this.emitFile({ type: "asset", fileName: page.file, source: page.code });
      for (const { fileName, source } of islandFiles) {
        this.emitFile({ type: "asset", fileName, source });
      }
      this.emitFile({
        type: "asset",
        fileName: ISLANDS_FILES,
        source: JSON.stringify(islandFiles.map((file) => file.fileName)),
      });
    },
    resolveId: (id) => (id === ISLANDS || id === PAGE ? `\0${id}` : undefined),
    async load(id) {
      // React Router's own client build holds the pages' modules too, which
      // no page loads (decision 022): they need no scripts.
      const client = this.environment.name === "client";
      if (id === `\0${ISLANDS}`) {
        if (client) return "export default {};";
        // The dev server serves the sources themselves.
        const scripts =
          command === "serve"
            ? Object.fromEntries(bundles().map((name) => [name, `/${BUNDLES_DIR}/${name}.ts`]))
            : files;
        if (Object.keys(scripts).length === 0)
          throw new Error("The islands' scripts are not built yet.");
        return `export default ${JSON.stringify(scripts)};`;
      }
      if (id === `\0${PAGE}`) {
        if (client) return `export default "";`;
        // The dev server serves the source itself, as a module.
        if (command === "serve") return `export default ${JSON.stringify(`/${PAGE_SOURCE}`)};`;
        if (!page) throw new Error("The page script is not built yet.");
        return `export default ${JSON.stringify(`/${page.file}`)};`;
      }
      return undefined;
    },
  };
}
