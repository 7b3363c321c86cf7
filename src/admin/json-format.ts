// How the editor writes a file of content, online and on this computer alike
// (decision 043): its keys in the order of the editor's fields, laid out as
// the project's Prettier lays out JSON, so `prettier --check` passes after a
// save and one field changed is one line changed. Decap's own JSON writer
// gives its (Immutable) maps' order and JSON.stringify's layout. A Decap
// format writes synchronously, and Prettier's `format` is asynchronous, so
// this builds the document Prettier's printer builds for such JSON (each
// object broken over lines, as JSON.stringify writes them; a list on one line
// where it fits; numbers filling lines) and prints it with Prettier's own
// line-fitting printer (prettier/doc). Its unit test compares it with
// `prettier.format` on every file of the content.
import { builders, printer, type builders as Builders } from "prettier/doc";

const { fill, group, hardline, indent, join, line, softline } = builders;

/** The options of the project's Prettier configuration that lay JSON out. */
export type Layout = { printWidth: number; tabWidth: number; useTabs: boolean };

/** The layout in a Prettier configuration (.prettierrc), with Prettier's defaults. */
export const layoutOf = (config: Partial<Layout>): Layout => ({
  printWidth: config.printWidth ?? 80,
  tabWidth: config.tabWidth ?? 2,
  useTabs: config.useTabs ?? false,
});

/**
 * What of an editor's field (fields.ts) orders and empties its value: its
 * fields, or its list's item; whether it may be empty, and how it is saved so.
 */
type Field = { fields?: Fields; field?: Field; required?: boolean; emptied?: "null" | "kept" };
type Fields = readonly (Field & { name: string })[];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** `value` with each object's keys in the order of the editor's fields (any other after them). */
function ordered(value: Json, field?: Field): Json {
  if (Array.isArray(value)) {
    // A list's items: each an object of its `fields`, or its `field`.
    const item = field?.field ?? (field?.fields ? { fields: field.fields } : undefined);
    return value.map((each) => ordered(each, item));
  }
  if (!isObject(value)) return value;
  const fields = field?.fields ?? [];
  const names = fields.map(({ name }) => name).filter((name) => name in value);
  return Object.fromEntries(
    [...new Set([...names, ...Object.keys(value)])].flatMap((key) => {
      const own = fields.find(({ name }) => name === key);
      const saved = ordered(value[key]!, own);
      if (own?.required !== false || own.emptied === "kept" || !isEmptied(saved))
        return [[key, saved]];
      return own.emptied === "null" ? [[key, null]] : [];
    }),
  );
}

/**
 * Whether a value is what Decap saves for a field an organiser emptied: ""
 * for words, a date or a picture, or a group of nothing but such fields. Such
 * a field that may be empty is left out (README: "a field you empty is left out").
 */
const isEmptied = (value: Json): boolean =>
  (typeof value === "string" && value.trim() === "") ||
  (isObject(value) && Object.values(value).every((each) => each === null || isEmptied(each)));

/** How many items a list or an object holds. */
const size = (value: Json) =>
  Array.isArray(value) ? value.length : Object.keys(value ?? {}).length;

/** Prettier's document for `value`, as it prints JSON text laid out as JSON.stringify(…, 2) lays it. */
function docOf(value: Json): Builders.Doc {
  if (typeof value === "number") return JSON.stringify(value).replace("e+", "e");
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map(docOf);
    // Numbers fill the lines; lists or objects of more than one item each are one to a line.
    const numbers = value.length > 1 && value.every((each) => typeof each === "number");
    const broken =
      value.length > 1 &&
      value.every(
        (each, index) =>
          each !== null &&
          typeof each === "object" &&
          Array.isArray(each) === Array.isArray(value[index + 1] ?? each) &&
          size(each) > 1,
      );
    const joined = numbers
      ? fill(
          items.flatMap((each, index) => (index < items.length - 1 ? [[each, ","], line] : [each])),
        )
      : join([",", line], items);
    return group(["[", indent([softline, joined]), softline, "]"], { shouldBreak: broken });
  }
  if (isObject(value)) {
    if (size(value) === 0) return "{}";
    const pairs = Object.entries(value).map(([key, each]) => [
      JSON.stringify(key),
      ": ",
      docOf(each),
    ]);
    return ["{", indent([hardline, join([",", hardline], pairs)]), hardline, "}"];
  }
  return JSON.stringify(value);
}

/** The text of a file whose editor's fields are `fields`, holding `value`. */
export function editorJson(value: unknown, fields: Fields, layout: Layout): string {
  const json = JSON.parse(JSON.stringify(value) ?? "null") as Json;
  return `${printer.printDocToString(docOf(ordered(json, { fields })), layout).formatted}\n`;
}

/**
 * The editor's format (CMS.registerCustomFormat) for its `files`, each with
 * its fields. Decap gives `toFile` the names of the saved file's own fields,
 * by which its file is found (no two of the editor's files have the same).
 */
export function editorJsonFormat(files: readonly { fields: Fields }[], layout: Layout) {
  return {
    fromFile: (text: string): unknown => JSON.parse(text),
    toFile(data: object, names: string[] = []): string {
      const file = files.find(
        ({ fields }) => fields.map((field) => field.name).join() === names.join(),
      );
      return editorJson(data, file?.fields ?? names.map((name) => ({ name })), layout);
    },
  };
}
