// @vitest-environment node
// An editor's save, as Decap writes it, written back as the file was: its
// keys in the file's order, its layout, the project's format (decision 043).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorConfig } from "../src/admin/config.ts";
import { asTheFileWas } from "./admin-save.mjs";

// Decap keeps an entry in Immutable's maps, whose keys come out in their own
// order past eight, and writes it with JSON.stringify(data, null, 2).
const require = createRequire(import.meta.url);
const { fromJS } = createRequire(require.resolve("decap-cms-core"))("immutable") as {
  fromJS: (value: unknown) => { toJS: () => unknown };
};
const asDecapSaves = (value: unknown) => JSON.stringify(fromJS(value).toJS(), null, 2);

const files = editorConfig({ name: "git-gateway", branch: "main" }).collections.flatMap(
  (collection) => collection.files,
);
const read = (file: string) => readFileSync(path.resolve(file), "utf8");
const save = (file: string, value: unknown) => {
  const { fields } = files.find((each) => each.file === file)!;
  return asTheFileWas(asDecapSaves(value), read(file), fields, path.resolve(file));
};

/** The lines of `after` that are not those of `before`, as [before, after], if as many. */
function changedLines(before: string, after: string) {
  const [was, is] = [before.split("\n"), after.split("\n")];
  expect(is).toHaveLength(was.length);
  return is.flatMap((line, index) => (line === was[index] ? [] : [[was[index], line]]));
}

/** The first words of `value` (a path to them, and the words), as an organiser would change. */
function firstWords(value: unknown, at: (string | number)[] = []): [(string | number)[], string] {
  if (typeof value === "string") return [at, value];
  for (const [key, inner] of Object.entries(value as object)) {
    const found = firstWords(inner, [...at, Array.isArray(value) ? Number(key) : key]);
    if (found[0].length > 0) return found;
  }
  return [[], ""];
}

describe("an editor's save of each file of the content", () => {
  it.each(files.map(({ file }) => file))(
    "%s, saved unchanged, is the file as it was",
    async (file) => {
      // Decap's own order differs from the file's in the larger ones.
      expect(await save(file, JSON.parse(read(file)))).toBe(read(file));
    },
  );

  it.each(files.map(({ file }) => file))(
    "%s, with one field changed, differs in that one line",
    async (file) => {
      const value = JSON.parse(read(file)) as Record<string, unknown>;
      const [at, words] = firstWords(value);
      let node = value as Record<string | number, unknown>;
      for (const key of at.slice(0, -1)) node = node[key] as typeof node;
      node[at.at(-1)!] = `${words} (changed)`;
      const lines = changedLines(read(file), await save(file, value));
      expect(lines).toHaveLength(1);
      expect(lines[0]![1]).toContain(JSON.stringify(`${words} (changed)`).slice(1, -1));
    },
  );
});

describe("a save that adds, drops or empties", () => {
  it("puts a new field where the editor's fields put it, and leaves the other products' lines", async () => {
    const was = read("content/shop.json");
    const shop = JSON.parse(was) as { products: Record<string, unknown>[] };
    // The first product dropped; the first of the rest without a White one given one.
    const [dropped, ...rest] = shop.products;
    const plain = rest.find((product) => !product.white)!;
    const white = { image: "/images/products/white.svg", imageAlt: "The white one" };
    shop.products = rest.map((product) => (product === plain ? { ...product, white } : product));
    const after = await save("content/shop.json", shop);

    const products = (JSON.parse(after) as typeof shop).products;
    expect(products.map((product) => product.id)).toEqual(rest.map((product) => product.id));
    // The editor's fields end "productType", "contains", "white": the new one comes last.
    const changed = products.find((product) => product.id === plain.id)!;
    expect(Object.keys(changed)).toEqual([...Object.keys(plain), "white"]);
    expect(after).not.toContain(`"id": ${JSON.stringify(dropped!.id)}`);
    // The only new lines: the White one's (but those the file has already).
    const lines = new Set(was.split("\n"));
    const whiteLines = [
      '      "white": {',
      `        "image": "${white.image}",`,
      `        "imageAlt": "${white.imageAlt}"`,
      "      }",
    ];
    const added = after.split("\n").filter((line) => !lines.has(line));
    expect(added).toEqual(whiteLines.filter((line) => !lines.has(line)));
    expect(after).toContain(whiteLines.join("\n"));
  });

  it("writes an emptied field as the editor saves it, on its own line", async () => {
    const site = JSON.parse(read("content/site.json")) as { social?: Record<string, string> };
    const network = Object.keys(site.social ?? {})[0];
    if (!network) return;
    site.social![network] = "";
    const lines = changedLines(read("content/site.json"), await save("content/site.json", site));
    expect(lines).toEqual([[expect.stringContaining(`"${network}": `), `    "${network}": "",`]]);
  });
});
