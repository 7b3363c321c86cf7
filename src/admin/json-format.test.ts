// @vitest-environment node
// How the editor writes a file of content (decision 043): its keys in the
// order of the editor's fields, and the text exactly what the project's
// Prettier makes of it, for each file of the content as it is (whatever the
// organiser's content holds) and for any JSON at all.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fc from "fast-check";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { savedFilePath } from "#src/content/saved-files";
import { editorConfig, editorFormat } from "./config";
import { editorJson, editorJsonFormat, layoutOf } from "./json-format";

const config = editorConfig({ name: "git-gateway", branch: "main" });
const files = config.collections.flatMap((collection) => collection.files);
// The picnic's own files (CONTENT_DIR's, or content/), laid out as Prettier lays out content/.
const read = (file: string) => JSON.parse(readFileSync(savedFilePath(file), "utf8")) as unknown;

/** What the project's Prettier makes of `value` in `file`, written as Decap's own JSON writer does. */
async function prettierFormat(value: unknown, file: string) {
  const filepath = path.resolve(file);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(JSON.stringify(value, null, 2), { ...options, filepath });
}
const layoutFor = async (file: string) =>
  layoutOf((await prettier.resolveConfig(path.resolve(file))) ?? {});

// Decap keeps an entry in Immutable's maps, whose keys come out in an order of their own past
// eight: what its format's toFile is given.
const require = createRequire(import.meta.url);
const { fromJS } = createRequire(require.resolve("decap-cms-core"))("immutable") as {
  fromJS: (value: unknown) => { toJS: () => object };
};

type Field = { name?: string; fields?: Field[]; field?: Field };
/** Each object of `value` whose keys are out of the order of the editor's fields, by its path. */
function outOfOrder(value: unknown, field: Field, at = "file"): string[] {
  if (Array.isArray(value)) {
    const item = field.field ?? { fields: field.fields };
    return value.flatMap((each, index) => outOfOrder(each, item, `${at}[${index}]`));
  }
  if (value === null || typeof value !== "object") return [];
  const names = (field.fields ?? []).map((each) => each.name);
  // Where each key is among the fields (one the editor does not know: after them all).
  const places = Object.keys(value).map((key) =>
    names.includes(key) ? names.indexOf(key) : names.length,
  );
  const sorted = places.every((place, index) => index === 0 || places[index - 1]! <= place);
  return [
    ...(sorted ? [] : [at]),
    ...Object.entries(value).flatMap(([key, inner]) =>
      outOfOrder(inner, field.fields?.find((each) => each.name === key) ?? {}, `${at}.${key}`),
    ),
  ];
}

describe("the editor's save of each file of the content", () => {
  it.each(files.map(({ file }) => file))(
    "%s: in the order of the editor's fields, as the project's Prettier writes it",
    async (file) => {
      const { fields } = files.find((each) => each.file === file)!;
      const value = read(file);
      // As Decap gives it to the format: its data, in its maps' order, and the file's field names.
      const saved = editorJsonFormat(files, await layoutFor(file)).toFile(
        fromJS(value).toJS(),
        fields.map((field) => field.name),
      );
      expect(JSON.parse(saved)).toEqual(value);
      expect(outOfOrder(JSON.parse(saved), { fields })).toEqual([]);
      expect(saved).toBe(await prettierFormat(JSON.parse(saved), file));
    },
  );

  it("finds the file by its fields' names, which no two of the editor's files share", () => {
    const names = files.map(({ fields }) => fields.map((field) => field.name).join());
    expect(new Set(names).size).toBe(files.length);
    for (const collection of config.collections) expect(collection.format).toBe(editorFormat);
  });

  it("leaves out a field the organiser emptied, and writes null where the file must name it", () => {
    const site = files.find((each) => each.name === "names")!;
    const value = read(site.file) as Record<string, unknown>;
    const social = value.social as Record<string, string> | null;
    const emptied = {
      ...value,
      // One network kept, whatever this picnic gives, so the group stays and shows what left it.
      social: { ...social, facebook: "https://www.facebook.com/our-test-picnic", twitter: "" },
      // A group whose every field is emptied (the editor's charity, left blank).
      charity: { name: "", number: " " },
    };
    const saved = JSON.parse(
      editorJsonFormat(files, layoutOf({})).toFile(
        emptied,
        site.fields.map((field) => field.name),
      ),
    ) as Record<string, unknown>;
    expect(saved.social).toHaveProperty("facebook");
    expect(saved.social).not.toHaveProperty("twitter");
    expect(saved).toHaveProperty("charity", null);
    // A required field, emptied, stays: the build names it.
    const event = files.find((each) => each.name === "picnic")!;
    const picnic = read(event.file) as Record<string, unknown>;
    const written = JSON.parse(
      editorJsonFormat(files, layoutOf({})).toFile(
        { ...picnic, venue: { ...(picnic.venue as object), name: "" } },
        event.fields.map((field) => field.name),
      ),
    ) as { venue: { name: string } };
    expect(written.venue.name).toBe("");
  });

  it("reads a file as JSON", () => {
    expect(editorJsonFormat(files, layoutOf({})).fromFile('{ "a": [1, "b"] }')).toEqual({
      a: [1, "b"],
    });
  });
});

describe("any JSON, written as the project's Prettier writes it", () => {
  it("lists that fit on a line, lists that do not, numbers filling lines, wide letters", async () => {
    const file = "content/any.json";
    const layout = await layoutFor(file);
    const value = {
      short: ["a", "b"],
      long: Array.from({ length: 12 }, (_, index) => `item number ${index}`),
      numbers: Array.from({ length: 60 }, (_, index) => index * 1.5 - 7),
      pairs: [
        [1, 2],
        [3, 4],
      ],
      one: [{ a: 1 }],
      empty: [[], {}, [[]]],
      big: 1e21,
      small: 1e-7,
      wide: [
        "野餐野餐野餐野餐野餐野餐野餐野餐野餐野餐",
        "🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺🧺",
      ],
    };
    expect(editorJson(value, [], layout)).toBe(await prettierFormat(value, file));
  });

  it("whatever it holds", async () => {
    const file = "content/any.json";
    const layout = await layoutFor(file);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ stringUnit: "grapheme" }), async (value) => {
        expect(editorJson(value, [], layout)).toBe(await prettierFormat(value, file));
      }),
      { numRuns: 300 },
    );
  });
});
