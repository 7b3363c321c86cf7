// How `npm run admin` writes an editor's save of a content file (decision
// 043). Decap writes the whole file again, its keys in the order of its own
// Immutable maps and as JSON.stringify lays it out, so one field changed made
// a diff of hundreds of lines that `prettier --check` refused. The guard
// (admin-guard.mjs) writes it instead as the file already was: its keys in
// the order the file has them (a new key where the editor's fields put it),
// each object on one line that was on one line, then formatted with the
// project's Prettier configuration, so the organiser's diff is their change.
import * as prettier from "prettier";
import ts from "typescript";

/**
 * @typedef {{ inline: boolean; keys: Map<string, Shape>; items: Shape[] }} Shape
 * How a JSON text lays out each object (on one line or not), by the same
 * keys and places as its value.
 */

/** @returns {Shape} */
const noShape = () => ({ inline: false, keys: new Map(), items: [] });

/**
 * The layout of `node`, a value of TypeScript's JSON syntax tree.
 * @param {ts.Node} node
 * @param {ts.JsonSourceFile} tree
 * @returns {Shape}
 */
function shapeOf(node, tree) {
  const shape = noShape();
  if (ts.isObjectLiteralExpression(node)) {
    const first = node.properties[0];
    // As Prettier reads it: an object stays broken if a line break follows its "{".
    const between = tree.text.slice(node.getStart(tree), first?.getStart(tree));
    shape.inline = !first || !between.includes("\n");
    for (const property of node.properties)
      if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.name))
        shape.keys.set(property.name.text, shapeOf(property.initializer, tree));
  } else if (ts.isArrayLiteralExpression(node)) {
    shape.items = node.elements.map((element) => shapeOf(element, tree));
  }
  return shape;
}

/** @param {unknown} value */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The editor's field for `key` of an object whose field is `field`, or for an
 * item of a list whose field is `field` (key undefined).
 * @typedef {{ name?: string; widget?: string; fields?: Field[]; field?: Field }} Field
 * @param {Field | undefined} field
 * @param {string} [key]
 * @returns {Field | undefined}
 */
function fieldOf(field, key) {
  if (key === undefined)
    return field?.fields ? { widget: "object", fields: field.fields } : field?.field;
  return field?.fields?.find((inner) => inner.name === key);
}

/**
 * The keys of `saved` in the order `old` has them; each new one after the
 * nearest key before it in the editor's fields (else before the nearest after
 * it, else last).
 * @param {Record<string, unknown>} saved
 * @param {unknown} old
 * @param {Field | undefined} field
 */
function keyOrder(saved, old, field) {
  const keys = isObject(old) ? Object.keys(old).filter((key) => key in saved) : [];
  const fields = (field?.fields ?? []).map((inner) => inner.name);
  for (const key of Object.keys(saved)) {
    if (keys.includes(key)) continue;
    const at = fields.indexOf(key);
    const before = fields.slice(0, Math.max(at, 0)).findLast((name) => keys.includes(name));
    const after = fields.slice(at + 1).find((name) => keys.includes(name));
    if (at >= 0 && before !== undefined) keys.splice(keys.indexOf(before) + 1, 0, key);
    else if (at >= 0 && after !== undefined) keys.splice(keys.indexOf(after), 0, key);
    else keys.push(key);
  }
  return keys;
}

/**
 * The item of the old list that `item` is: the one with its id, else the one in its place.
 * @param {unknown} item
 * @param {number} index
 * @param {unknown[]} old
 */
function oldIndex(item, index, old) {
  const id = isObject(item) ? item.id : undefined;
  const found = id === undefined ? -1 : old.findIndex((each) => isObject(each) && each.id === id);
  return found >= 0 ? found : index;
}

/**
 * `saved` as JSON text, arranged as `old` (laid out as `shape`) was.
 * @param {unknown} saved
 * @param {unknown} old
 * @param {Shape} shape
 * @param {Field | undefined} field
 * @returns {string}
 */
function arranged(saved, old, shape, field) {
  if (Array.isArray(saved)) {
    const was = Array.isArray(old) ? old : [];
    const items = saved.map((item, index) => {
      const at = oldIndex(item, index, was);
      return arranged(item, was[at], shape.items[at] ?? noShape(), fieldOf(field));
    });
    return `[${items.join(",")}]`;
  }
  if (!isObject(saved)) return JSON.stringify(saved);
  const pairs = keyOrder(saved, old, field).map(
    (key) =>
      `${JSON.stringify(key)}: ${arranged(
        saved[key],
        isObject(old) ? old[key] : undefined,
        shape.keys.get(key) ?? noShape(),
        fieldOf(field, key),
      )}`,
  );
  return shape.inline ? `{${pairs.join(", ")}}` : `{\n${pairs.join(",\n")}\n}`;
}

/**
 * The text to write for an editor's save (`raw`, as Decap wrote it) of the
 * JSON file `filepath`, whose text was `before` (null if it is new), and
 * whose fields in the editor are `fields`. A save that is not JSON, or a
 * file that was not, is only formatted, or left as it is.
 * @param {string} raw
 * @param {string | null} before
 * @param {Field[] | undefined} fields
 * @param {string} filepath
 */
export async function asTheFileWas(raw, before, fields, filepath) {
  let saved;
  try {
    saved = JSON.parse(raw);
  } catch {
    return raw;
  }
  let old;
  let shape = noShape();
  try {
    old = before === null ? undefined : JSON.parse(before);
    const tree = ts.parseJsonText(filepath, before ?? "");
    const root = tree.statements[0]?.expression;
    if (root) shape = shapeOf(root, tree);
  } catch {
    old = undefined;
  }
  const text = arranged(saved, old, shape, { widget: "object", fields });
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}
