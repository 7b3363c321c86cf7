// The {placeholders} of content/*.json filled in when the site is built, for
// the browser's scripts: the islands' code (Vite's client build) reads
// each file of content with its placeholders already filled, and `fillAll`
// (src/content/placeholders.ts) as a function that returns what it is given. So an island that reads the
// products carries neither the fill nor the fields it fills from (the shop's
// terms, the giving figures): what a page loads does not grow with the
// placeholders (decision 029). The pages are pre-rendered, and the tests
// read the modules, with the real fill: the same words either way.
import path from "node:path";
import type { Plugin } from "vite";
import { fillAll } from "../src/content/placeholders.ts";

const PLACEHOLDERS = path.resolve("src/content/placeholders.ts");
const CONTENT = path.resolve("content");
const FILLED = "\0site:placeholders-filled";

export function contentFillPlugin(): Plugin {
  return {
    name: "site:content-fill",
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (!importer || !/placeholders(?:\.ts)?$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id.split("?")[0] === PLACEHOLDERS ? FILLED : undefined;
    },
    load: (id) =>
      id === FILLED ? "export function fillAll(content) { return content; }" : undefined,
    transform(code, id) {
      const file = id.split("?")[0]!;
      // content/*.json and the words on the pages, content/words/*.json.
      if (!file.startsWith(`${CONTENT}${path.sep}`) || !file.endsWith(".json")) return undefined;
      return { code: JSON.stringify(fillAll(JSON.parse(code) as unknown)), map: null };
    },
  };
}
