// The scripts of the pre-rendered pages (decision 022), for app/root.tsx and
// app/islands/island.tsx:
//
//   - "virtual:island-scripts": the address of each script of
//     app/islands/bundles (one per kind of page with islands), which the
//     client build makes as entries of their own, hashed like every asset;
//     a page loads only its islands' script;
//   - "virtual:page-script": app/page-script.ts as one small inline script
//     that every page carries (the menu, the header, the service worker), so
//     pages without islands load no other JavaScript. Its hash goes into the
//     Content-Security-Policy with the rest (scripts/postbuild/csp.ts).
//
// React Router builds the client before the server, so the islands' files
// are named by the time the pages are rendered.
import { readdirSync } from "node:fs";
import path from "node:path";
import { build, minifySync, type Plugin } from "vite";
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

export function pageScriptsPlugin(): Plugin {
  const refs = new Map<string, string>();
  const files: Record<string, string> = {};
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  const bundles = () =>
    readdirSync(path.join(root, BUNDLES_DIR)).map((file) => path.basename(file, ".ts"));
  return {
    name: "site:page-scripts",
    config: () => ({
      build: {
        // The island scripts import what they need statically, and no page
        // loads React Router's own client build: nothing to preload.
        modulePreload: false,
        rollupOptions: {
          output: {
            // React in one file, cached once for every page with islands.
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (this.environment.name !== "client" || command !== "build") return;
      for (const name of bundles()) {
        const id = path.join(root, BUNDLES_DIR, `${name}.ts`);
        refs.set(name, this.emitFile({ type: "chunk", id, name: `islands-${name}` }));
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || refs.size === 0) return;
      const all = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (all.has(name) || chunk?.type !== "chunk") return;
        all.add(name);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const [name, ref] of refs) {
        const file = this.getFileName(ref);
        files[name] = `/${file}`;
        visit(file);
      }
      this.emitFile({ type: "asset", fileName: ISLANDS_FILES, source: JSON.stringify([...all]) });
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
        return `export default ${JSON.stringify(await pageScript(root))};`;
      }
      return undefined;
    },
  };
}
