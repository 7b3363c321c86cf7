// Sets content fields by name ("site.cause.name", "aboutCopy.story[0]",
// "event.venue.region") in the content, whatever it holds now: in the JSON
// file content/<name>.json for the content kept there (site, event,
// fundraising, photos), or the file holding <name> at its top (products and
// shopTerms in content/shop.json, aboutCopy in content/words/about.json),
// else in the TypeScript modules of
// src/content: the organiser test content rebrands any organiser's content,
// not only the sample it was shipped with. The modules are read with the
// TypeScript compiler's own parser; a field is found by following the
// exported object literal (through `as const`, `satisfies` and a shorthand
// property's variable), and its value is replaced, or its line removed.
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** A field's value that removes the field (a social network the picnic is not on). */
export const REMOVE = Symbol("remove");

/**
 * "site.hospice.links[0].href" -> ["site", "hospice", "links", 0, "href"]; an
 * item named by its id, "products[hoodie].name", -> ["products", { id: "hoodie" }, "name"],
 * so an edit finds its product wherever the organiser's list has it.
 */
function fieldPath(field) {
  return field.split(/\.|(?=\[)/).map((key) => {
    if (/^\[\d+\]$/.test(key)) return Number(key.slice(1, -1));
    if (/^\[[\w-]+\]$/.test(key)) return { id: key.slice(1, -1) };
    return key;
  });
}

const unwrap = (node) => {
  while (
    node &&
    (ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isTypeAssertionExpression(node))
  )
    node = node.expression;
  return node;
};

/** The initializer of the top-level `const name = …` of a file. */
function variable(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
        return declaration.initializer;
    }
  }
  return undefined;
}

const propertyName = (property) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/**
 * The node holding `keys` (after the export's name) in `source`: { value, property }
 * where `property` is the object's member (to remove it) when the last key is a name.
 */
function find(source, keys, field) {
  const [head, ...rest] = keys;
  let node = unwrap(variable(source, head));
  let property;
  for (const key of rest) {
    if (ts.isIdentifier(node ?? {}) && node) node = unwrap(variable(source, node.text));
    if (!node) break;
    if (typeof key === "number") {
      if (!ts.isArrayLiteralExpression(node)) throw new Error(`${field}: not a list at [${key}]`);
      node = unwrap(node.elements[key]);
      property = undefined;
    } else {
      if (!ts.isObjectLiteralExpression(node)) throw new Error(`${field}: not an object at ${key}`);
      property = node.properties.find((member) => propertyName(member) === key);
      if (!property) return { value: undefined, property: undefined };
      node = ts.isShorthandPropertyAssignment(property)
        ? variable(source, property.name.text)
        : unwrap(property.initializer);
    }
  }
  return { value: node, property };
}

/** The whole lines from `start` to `end`, with the line break after them. */
function wholeLines(text, start, end) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const to = text.indexOf("\n", end);
  return [from, to === -1 ? text.length : to + 1];
}

/**
 * Sets each field of `values` (any JSON value; REMOVE removes the field)
 * in the content folder `contentDir`. Throws, naming the field, if one is not
 * found: an organiser test that edits nothing would prove nothing.
 */
export async function setFields(contentDir, values) {
  const modules = await setJsonFields(path.join(contentDir, "..", "..", "content"), values);
  const files = (await readdir(contentDir)).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  const sources = new Map();
  for (const file of files) {
    const text = await readFile(path.join(contentDir, file), "utf8");
    sources.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  }
  /** The file that exports `name`. */
  const exporting = (name) =>
    [...sources.entries()].find(([, source]) =>
      source.statements.some(
        (statement) =>
          ts.isVariableStatement(statement) &&
          statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
          statement.declarationList.declarations.some(
            (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
          ),
      ),
    );

  const edits = new Map();
  for (const [field, value] of Object.entries(values)) {
    if (!(field in modules)) continue;
    const keys = fieldPath(field);
    const found = exporting(keys[0]);
    if (!found) throw new Error(`${field}: no module of src/content exports ${keys[0]}`);
    const [file, source] = found;
    const { value: node, property } = find(source, keys, field);
    const text = source.text;
    const list = edits.get(file) ?? [];
    if (value === REMOVE) {
      if (!property) continue; // Already left out.
      const [from, to] = wholeLines(text, property.getStart(source), property.getEnd());
      list.push({ from, to, with: "" });
    } else {
      if (!node) throw new Error(`${field}: not found in src/content/${file}`);
      list.push({ from: node.getStart(source), to: node.getEnd(), with: JSON.stringify(value) });
    }
    edits.set(file, list);
  }
  for (const [file, list] of edits) {
    let text = sources.get(file).text;
    for (const edit of list.sort((a, b) => b.from - a.from))
      text = text.slice(0, edit.from) + edit.with + text.slice(edit.to);
    await writeFile(path.join(contentDir, file), text);
  }
}

/**
 * Sets the fields of `values` kept in JSON files (content/<name>.json for a
 * field "<name>.…", or the file that holds <name> at its top, as
 * content/shop.json holds "products") and returns the others, for the
 * TypeScript modules.
 */
async function setJsonFields(jsonDir, values) {
  const schemas = await contentSchemas(path.join(jsonDir, ".."));
  const rest = {};
  const edited = new Map();
  const changed = new Set();
  const read = async (file) => {
    if (!edited.has(file)) edited.set(file, JSON.parse(await readFile(file, "utf8")));
    return edited.get(file);
  };
  // The files of content/, then the words on the pages (content/words/), which hold parts by name.
  const others = [
    ...(await readdir(jsonDir)).filter((file) => file.endsWith(".json")),
    ...(existsSync(path.join(jsonDir, "words"))
      ? (await readdir(path.join(jsonDir, "words")))
          .filter((file) => file.endsWith(".json"))
          .map((file) => path.join("words", file))
      : []),
  ];
  for (const [field, value] of Object.entries(values)) {
    const [name, ...inner] = fieldPath(field);
    // content/<name>.json holds the part whole; another file may hold it under its name.
    let file = path.join(jsonDir, `${name}.json`);
    let keys = inner;
    if (!existsSync(file)) {
      file = undefined;
      for (const other of others) {
        const data = await read(path.join(jsonDir, other));
        if (data && typeof data === "object" && name in data) {
          file = path.join(jsonDir, other);
          keys = [name, ...inner];
          break;
        }
      }
    }
    if (!file) {
      rest[field] = value;
      continue;
    }
    changed.add(file);
    const fileName = path.relative(jsonDir, file).split(path.sep).join("/");
    // A field the content left out or emptied (a social link) is set if its file's schema has it.
    const known = (depth) =>
      schemaAt(schemas.get(`content/${fileName}`), keys.slice(0, depth)) !== undefined;
    let node = await read(file);
    // An item named by its id is found where it is; one the organiser removed is not edited.
    keys = keys.map((key, depth) => {
      if (typeof key !== "object") return key;
      const list = keys.slice(0, depth).reduce((at, inner) => at?.[inner], node);
      return Array.isArray(list) ? list.findIndex((item) => item?.id === key.id) : -1;
    });
    if (keys.includes(-1)) continue;
    for (const [depth, key] of keys.slice(0, -1).entries()) {
      if ((node?.[key] ?? null) === null && node && typeof node === "object" && known(depth + 1))
        node[key] = {};
      node = node?.[key];
      if (node === null || typeof node !== "object")
        throw new Error(`${field}: not found in ${fileName}`);
    }
    const last = keys.at(-1);
    if (value === REMOVE) delete node[last];
    else if (last === undefined) edited.set(file, value);
    else if (last in node || known(keys.length)) node[last] = value;
    else throw new Error(`${field}: not found in ${fileName}, nor a field of its schema`);
  }
  for (const file of changed)
    await writeFile(file, `${JSON.stringify(edited.get(file), null, 2)}\n`);
  return rest;
}

/**
 * Each file of content's schema, by its name ("content/site.json"), as the
 * editor reads them (src/admin/config.ts, src/content/words-schema.ts in
 * `project`), or none for content kept the older way, in TypeScript.
 */
async function contentSchemas(project) {
  const config = path.join(project, "src", "admin", "config.ts");
  const words = path.join(project, "src", "content", "words-schema.ts");
  if (!existsSync(config) || !existsSync(words)) return new Map();
  const { screens } = await import(pathToFileURL(config).href);
  const { wordsFiles } = await import(pathToFileURL(words).href);
  return new Map([...screens, ...wordsFiles].map(({ file, schema }) => [file, schema]));
}

/** The part of a valibot `schema` at `keys` (["social", "twitter"]), or undefined if it has none. */
function schemaAt(schema, keys) {
  const bare = (node) => {
    while (node?.pipe || node?.wrapped) node = node.pipe ? node.pipe[0] : node.wrapped;
    return node;
  };
  let node = schema;
  for (const key of keys) {
    node = bare(node);
    node = typeof key === "number" ? node?.item : node?.entries?.[key];
    if (node === undefined) return undefined;
  }
  return node;
}

/** The sample list of src/content/samples.ts, read as TypeScript: [{ field, value }]. */
export async function readSamples(contentDir) {
  const text = await readFile(path.join(contentDir, "samples.ts"), "utf8");
  const source = ts.createSourceFile("samples.ts", text, ts.ScriptTarget.Latest, true);
  const list = unwrap(variable(source, "samples"));
  return list.elements.map((element) => {
    const entry = Object.fromEntries(
      element.properties.map((property) => [propertyName(property), property.initializer.text]),
    );
    return { field: entry.field, value: entry.value };
  });
}
