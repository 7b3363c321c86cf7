// Test content "saved-in-editor": another organiser's picnic (organiser.mjs)
// as the content editor saves it (decision 043). The content it starts from
// is saved as the editor left it (the optional fields emptied, no social
// network), so the organiser's fields are set over fields left out or
// emptied; then every file is saved again: one product dropped and one
// added, the prices changed, the optional fields emptied (a line as "", a
// choice as null, a group as a group of those, one social network left out),
// and written by the editor's own writer (src/admin/json-format.ts). Made
// from whatever the content holds. `npm test` builds it and runs the unit
// tests that read the content on it (tests/content/unit-tests.mjs): an
// organiser's `npm test` stays green after the editor's saves.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import * as prettier from "prettier";
import { screens } from "../../src/admin/config.ts";
import { editorFields } from "../../src/admin/fields.ts";
import { editorJson, layoutOf } from "../../src/admin/json-format.ts";
import { wordsFiles } from "../../src/content/words-schema.ts";
import { fields as organiser, photoFiles } from "./organiser.mjs";

export { photoFiles };

/** The organiser's picnic, by field name (build.mjs sets them first). */
export const fields = organiser;

/** A valibot schema without its pipes, and whether it may be left out or null. */
function unwrap(schema) {
  let node = schema;
  let optional = false;
  for (;;) {
    if (node.pipe) node = node.pipe[0];
    else if (node.wrapped) [node, optional] = [node.wrapped, true];
    else return { node, optional };
  }
}

/** What the editor saves for a field an organiser emptied: "" for words, null for a choice. */
function emptied(schema) {
  const { node } = unwrap(schema);
  if (node.type === "object")
    return Object.fromEntries(
      Object.entries(node.entries).map(([key, inner]) => [key, emptied(inner)]),
    );
  if (node.type === "array") return [];
  return node.type === "picklist" ? null : "";
}

/**
 * `value` as the editor saves it for `schema`: keys in the order of its
 * fields (any it does not know after them), and, while `emptying`, each
 * optional line emptied, and each optional group the file left empty saved
 * as a group of empty fields.
 */
function asSaved(schema, value, emptying = true) {
  const { node } = unwrap(schema);
  if (node.type === "array" && Array.isArray(value))
    return value.map((item) => asSaved(node.item, item, emptying));
  if (node.type !== "object" || value === null || typeof value !== "object") return value;
  const saved = {};
  for (const [key, entry] of Object.entries(node.entries)) {
    if (!(key in value)) continue;
    const { node: inner, optional } = unwrap(entry);
    const empty = emptying && optional && (value[key] === null || inner.type !== "object");
    // The products and the social links are changed as an organiser would (below).
    const within = emptying && !["products", "social"].includes(key);
    saved[key] = empty ? emptied(entry) : asSaved(entry, value[key], within);
  }
  for (const key of Object.keys(value)) if (!(key in saved)) saved[key] = value[key];
  return saved;
}

/** The shop as an organiser changed it: the prices, one product fewer, one more. */
function changeShop(shop) {
  const products = shop.products.map((product) => ({
    ...product,
    price: Math.round(product.price * 108) / 100,
  }));
  // Dropped: the last that no set holds, and not a set itself (its parts stay listed).
  const inSets = new Set(products.flatMap((product) => product.contains ?? []));
  const dropped = products.findLast(
    (product) => !inSets.has(product.id) && !product.contains?.length,
  );
  if (!dropped)
    throw new Error("saved-in-editor.mjs: every product is a set or in one; none to drop");
  const kept = products.filter((product) => product !== dropped);
  // Added, from a plain product's picture, with words of its own.
  const model = kept.find((product) => !product.contains?.length && !product.productType);
  const added = {
    id: "garden-cushion",
    name: "Garden Cushion",
    price: 14.5,
    image: model.image,
    imageAlt: "A plump square cushion in a striped cover",
    category: model.category,
    summary: "Soft seat for the lawn",
    description: "A cushion for the grass, in a cover that wipes clean.",
    features: ["Wipe-clean cover", "Filled with recycled fibre"],
    // The parts of a product the editor shows that this one has none of, as it saves them.
    productType: null,
    contains: [],
    white: { image: "", imageAlt: "" },
  };
  return { ...shop, products: [...kept, added] };
}

/**
 * Every file of the test picnic `picnic`'s content (its content/ folder),
 * saved as the editor saves it. Twice (build.mjs): `"before"` the organiser's
 * fields are set, as the editor left the content they start from (the
 * optional fields emptied, no social network at all), then `"after"`, with
 * the organiser's changes to the shop and the social links.
 * @param {string} picnic
 * @param {"before" | "after"} when
 */
export async function saveAsTheEditorDoes(picnic, when) {
  for (const { file, schema } of [...screens, ...wordsFiles]) {
    // As the editor names them ("content/shop.json"), in the picnic's folder.
    const at = path.join(picnic, file);
    const layout = layoutOf((await prettier.resolveConfig(at)) ?? {});
    let content = JSON.parse(await readFile(at, "utf8"));
    if (file === "content/shop.json" && when === "after") content = changeShop(content);
    if (file === "content/site.json") {
      // Social links: none before; after, Facebook emptied, Instagram left out, the others kept.
      const { instagram: _, ...social } = content.social ?? {};
      content.social = when === "before" ? {} : { ...social, facebook: "" };
    }
    await writeFile(at, editorJson(asSaved(schema, content), editorFields(schema), layout));
  }
}
