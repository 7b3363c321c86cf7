// @vitest-environment node
// An editor's save, as Decap writes it, written back as the file was: its
// keys in the file's order, its layout, the project's format (decision 043).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as prettier from "prettier";
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
/** The text of `file` as the project's Prettier writes it (as saved through the editor, it is). */
const formatted = async (file: string, text = read(file)) =>
  prettier.format(text, {
    ...(await prettier.resolveConfig(path.resolve(file))),
    filepath: path.resolve(file),
  });
/** What the editor's save of `value` writes to `file`, whose text is `before`. */
const save = (file: string, value: unknown, before = read(file)) => {
  const { fields } = files.find((each) => each.file === file)!;
  return asTheFileWas(asDecapSaves(value), before, fields, path.resolve(file));
};

/** The lines of `after` that are not those of `before`, as [before, after], if as many. */
function changedLines(before: string, after: string) {
  const [was, is] = [before.split("\n"), after.split("\n")];
  expect(is).toHaveLength(was.length);
  return is.flatMap((line, index) => (line === was[index] ? [] : [[was[index], line]]));
}

type Path = (string | number)[];
const isGroup = (value: unknown): value is object =>
  value !== null && typeof value === "object" && Object.keys(value).length > 0;
/**
 * The first field of `value` (a path to it, and its value) that holds no
 * other, and for which `wanted` holds: the field an organiser changes.
 */
function firstField(
  value: unknown,
  wanted: (field: unknown) => boolean,
  at: Path = [],
): [Path, unknown] | undefined {
  if (!isGroup(value)) return wanted(value) && at.length > 0 ? [at, value] : undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = firstField(inner, wanted, [...at, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}
/** `value` with the field at `at` set to `to`. */
function withField(value: unknown, at: Path, to: unknown) {
  let node = value as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as typeof node;
  node[at.at(-1)!] = to;
  return value;
}

describe("an editor's save of each file of the content", () => {
  it.each(files.map(({ file }) => file))(
    "%s, saved unchanged, is the file as it was",
    async (file) => {
      // Decap's own order differs from the file's in the larger ones.
      expect(await save(file, JSON.parse(read(file)))).toBe(await formatted(file));
    },
  );

  it.each(files.map(({ file }) => file))(
    "%s, with one field changed, differs in that one line",
    async (file) => {
      // The first words, else the first field whatever it holds (a photo not chosen yet: null).
      const [at, was] =
        firstField(JSON.parse(read(file)), (field) => typeof field === "string") ??
        firstField(JSON.parse(read(file)), () => true)!;
      const changed = `${typeof was === "string" ? was : ""} (changed)`;
      const after = await save(file, withField(JSON.parse(read(file)), at, changed));
      const lines = changedLines(await formatted(file), after);
      expect(lines).toHaveLength(1);
      expect(lines[0]![1]).toContain(JSON.stringify(changed).slice(1, -1));
    },
  );
});

describe("a save that adds, drops or empties", () => {
  it("puts a new field where the editor's fields put it, and leaves the other products' lines", async () => {
    // A shop of its own: three products, two of them t-shirts, the second with a White one.
    const product = (id: string, more = {}) => ({
      id,
      name: `The ${id}`,
      price: 12.5,
      image: `/images/products/${id}.svg`,
      imageAlt: `A ${id}`,
      category: "clothing",
      summary: `A ${id} for the day`,
      description: `A ${id}, made well.`,
      features: ["Made well"],
      ...more,
    });
    const white = { image: "/images/products/white.svg", imageAlt: "The white one" };
    const shop = {
      products: [
        product("cap"),
        product("tee", { productType: "t-shirt" }),
        product("polo", {
          productType: "t-shirt",
          white: { image: "/images/products/polo-white.svg", imageAlt: "The white polo" },
        }),
      ],
    };
    const was = await formatted("content/shop.json", JSON.stringify(shop));
    // The first product dropped; the t-shirt given a White one.
    const [tee, polo] = [shop.products[1]!, shop.products[2]!];
    const saved = { products: [{ ...tee, white }, polo] };
    const after = await save("content/shop.json", saved, was);

    const products = (JSON.parse(after) as typeof saved).products;
    expect(products.map((each) => each.id)).toEqual(["tee", "polo"]);
    // The editor's fields end "productType", "contains", "white": the new one comes last.
    expect(Object.keys(products[0]!)).toEqual([...Object.keys(tee), "white"]);
    expect(after).not.toContain('"id": "cap"');
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
    // The first words of the file, emptied (the brand: a field the editor requires, but no matter).
    const words = (field: unknown) => typeof field === "string" && field !== "";
    const [at] = firstField(JSON.parse(read("content/site.json")), words)!;
    const site = withField(JSON.parse(read("content/site.json")), at, "");
    const lines = changedLines(
      await formatted("content/site.json"),
      await save("content/site.json", site),
    );
    const key = JSON.stringify(at.at(-1));
    expect(lines).toEqual([
      [expect.stringContaining(`${key}: `), expect.stringMatching(`${key}: "",?$`)],
    ]);
  });
});
