// Sets content fields by name ("site.cause.name", "aboutCopy.story[0]",
// "event.venue.region", "products[hoodie].name") in a folder of content, whatever
// it holds now: in <name>.json for the parts kept there (site, event,
// fundraising, photos), or the file that holds <name> at its top (products and
// shopTerms in shop.json, aboutCopy in words/about.json): the organiser's test
// picnic rebrands any organiser's content, not only the sample it was shipped
// with.
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { samples } from "../../src/content/samples.ts";
import { screens } from "../../src/admin/config.ts";
import { wordsFiles } from "../../src/content/words-schema.ts";

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

/**
 * Sets each field of `values` (any JSON value; REMOVE removes the field) in
 * the folder of content `jsonDir`: <name>.json for a field "<name>.…", or the
 * file that holds <name> at its top, as shop.json holds "products". Throws,
 * naming the field, if no file holds it: an organiser test that edits nothing
 * would prove nothing.
 */
export async function setFields(jsonDir, values) {
  // Each file's schema, by its name ("content/site.json"), as the editor reads them.
  const schemas = new Map([...screens, ...wordsFiles].map(({ file, schema }) => [file, schema]));
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
    if (!file) throw new Error(`${field}: no file of the content holds ${name}`);
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

/** The fields src/content/samples.ts names, each with the sample's value: [{ field, value }]. */
export const readSamples = () => samples;
