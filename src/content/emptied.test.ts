// Every field the editor shows, saved empty as the editor saves it (decision
// 040): an optional one is read as left out and passes the content check; a
// required one is refused, naming the file and the field. The fields are
// walked from the schemas the editor is made from (src/admin/config.ts), on
// the content as it is, whatever the organisers have typed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { screens } from "../admin/config";
import { editorField, type EditorField, type SchemaNode as Node } from "../admin/fields";
import { contentOf, type ContentFileName } from "./picnic";
import { contentDir, readSavedFiles, savedFilePath, shownPath } from "./saved-files";
import { savedContentErrors } from "./validate";
import { wordsFiles } from "./words-schema";

const unpiped = (node: Node): Node => (node.pipe ? unpiped(node.pipe[0]!) : node);
type Keys = (string | number)[];

/**
 * Each field of `value` that `schema` lets be left out or null, as keys from
 * the file's top ("social", "twitter"); in a list, in its first item.
 */
function* optionalFields(schema: Node, value: unknown, keys: Keys = []): Generator<[Keys, Node]> {
  let node = unpiped(schema);
  if (node.wrapped) {
    yield [keys, node];
    if (value === null || value === undefined) return;
    node = unpiped(node.wrapped);
  }
  if (node.type === "object" && value && typeof value === "object") {
    for (const [key, entry] of Object.entries(node.entries!))
      yield* optionalFields(entry, (value as Record<string, unknown>)[key], [...keys, key]);
  } else if (node.type === "array" && Array.isArray(value) && value.length > 0) {
    yield* optionalFields(node.item!, value[0], [...keys, 0]);
  }
}

/**
 * Each field the editor requires that takes one value (words, a date, a
 * number…), and each group it requires (the cause: its name and short name).
 */
function* requiredFields(fields: EditorField[], value: unknown, keys: Keys = []): Generator<Keys> {
  const fieldsOf = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  for (const field of fields) {
    const at = [...keys, field.name];
    const own = fieldsOf[field.name];
    if (field.widget === "object") {
      if (field.required !== false) yield at;
      yield* requiredFields(field.fields!, own, at);
    } else if (field.widget === "list" && field.fields && Array.isArray(own) && own.length > 0)
      yield* requiredFields(field.fields, own[0], [...at, 0]);
    else if (!["list", "hidden"].includes(field.widget) && field.required !== false) yield at;
  }
}

/** What the editor saves for a field an organiser emptied: "" for words, null for a choice. */
function emptied(field: EditorField): unknown {
  switch (field.widget) {
    case "object":
      return Object.fromEntries(field.fields!.map((inner) => [inner.name, emptied(inner)]));
    case "list":
      return [];
    case "select":
      return null;
    default:
      return "";
  }
}

/** `file`'s JSON with the field at `keys` set to `value`, or left out (`leftOut`). */
function withField(file: unknown, keys: Keys, value: unknown, leftOut = false): unknown {
  const copy = structuredClone(file) as Record<string | number, unknown>;
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as typeof node;
  if (leftOut) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

/** The field left out, as the schema reads that: its default, null where it must be there, or no key. */
function leftOutOf(file: unknown, keys: Keys, schema: Node): unknown {
  if (schema.type === "nullable") return withField(file, keys, null);
  if (schema.default !== undefined) return withField(file, keys, schema.default);
  return withField(file, keys, undefined, true);
}

const files = [...screens, ...wordsFiles].map(({ file, schema }) => ({
  file,
  schema: schema as unknown as Node,
  fields: editorField("root", schema).fields!,
  saved: JSON.parse(readFileSync(savedFilePath(file), "utf8")) as unknown,
}));

const project = readSavedFiles();

/**
 * What the site makes of `json` saved as `file`: the content check's
 * messages, and the pipeline's reading (null and left out alike).
 */
function readAs(file: string, json: unknown) {
  const name = file.slice("content/".length, -".json".length) as ContentFileName;
  const saved = { ...project, [name]: json };
  const reading = JSON.parse(
    JSON.stringify(contentOf(saved), (_, value: unknown) => (value === null ? undefined : value)),
  ) as unknown;
  return { errors: savedContentErrors(saved, contentDir()), reading };
}

describe.each(files)("$file, saved by the editor", ({ file, schema, fields, saved }) => {
  const optional = [...optionalFields(schema, saved)];
  const required = [...requiredFields(fields, saved)];

  it.each(optional.map(([keys, node]) => [keys.join("."), keys, node] as const))(
    "%s emptied is read as left out",
    (_, keys, node) => {
      const field = editorField(String(keys.at(-1)), node as never);
      const empty = readAs(file, withField(saved, keys, emptied(field)));
      const leftOut = readAs(file, leftOutOf(saved, keys, node));
      // As the content's own rules take it left out (a garment's white picture, whichever
      // product comes first): none of the picnic's files as shipped has any error.
      expect(empty.errors).toEqual(leftOut.errors);
      expect(empty.reading).toEqual(leftOut.reading);
    },
  );

  it.each(required.map((keys) => [keys.join("."), keys] as const))(
    "%s emptied is refused, naming the file and the field",
    (_, keys) => {
      const named = fields.find((field) => field.name === keys[0])!;
      const field = keys.slice(1).reduce<EditorField>((at, key) => {
        if (typeof key === "number") return { ...at, widget: "object" };
        return (at.fields ?? [at.field!]).find((inner) => inner.name === key)!;
      }, named);
      const { errors } = readAs(file, withField(saved, keys, emptied(field)));
      // The file as the picnic's folder has it (content/, or CONTENT_DIR's).
      const shown = shownPath(savedFilePath(file)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(errors).toContainEqual(
        expect.stringMatching(new RegExp(`^${shown}[,:].*\\b${String(keys.at(-1))}\\b`)),
      );
    },
  );
});
