// Build-time checks of the content, as saved: the pipeline
// (integrations/content.ts) refuses content with any of these, and the
// editor's local server shows them (scripts/admin.mjs); never read by the pages.
import { existsSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { contrastErrors } from "../lib/contrast.ts";
import { contentOf, type SavedFiles } from "./picnic.ts";
import { placeholderFields } from "./placeholder-fields.ts";
import { unknownPlaceholders } from "./placeholders.ts";
import { photosFolder, readSavedFiles, shownPath } from "./saved-files.ts";
import { samples, sampleWords } from "./samples.ts";
import {
  ColoursSchema,
  EventSchema,
  FaqsSchema,
  FundraisingSchema,
  GivingSchema,
  PhotosSchema,
  ProductSchema,
  ShopTermsSchema,
  SiteSchema,
} from "./schema.ts";
import { pagePlaceholdersAt, wordsFiles } from "./words-schema.ts";

/** "site.hospice.links[0].href", from a path of keys. */
const fieldName = (keys: ReadonlyArray<unknown>) =>
  keys
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`,
    )
    .join("");

/** The file each part of the content is typed in, as the organiser opens it. */
const files: Record<keyof Content, string> = {
  site: "content/site.json",
  event: "content/event.json",
  fundraising: "content/fundraising.json",
  products: "content/shop.json",
  shopFaqs: "content/questions.json",
  donateFaqs: "content/questions.json",
  shopTerms: "content/shop.json",
  giving: "content/words/donate.json",
  photos: "content/photos.json",
  colours: "content/colours.json",
};

/** What one item of a list is called in words: products[2] is a "product". */
const itemNouns: Record<string, string> = {
  products: "product",
  schedule: "schedule item",
  details: "paragraph",
  features: "feature",
  links: "link",
  shopFaqs: "shop question",
  donateFaqs: "donate question",
  gallery: "gallery photo",
};

/** The parts kept under a name of their own in their file: shopTerms in content/shop.json. */
const underName: Partial<Record<keyof Content, string>> = {
  shopTerms: "shopTerms",
  giving: "giving",
};

const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

/**
 * An item of a list as the organiser knows it: product "tote-bag", schedule
 * item at 12:00, shop question "Do you ship…", never products[2].
 */
function itemName(list: string, index: number, item: unknown): string {
  const noun = itemNouns[list] ?? `${list} item`;
  const fields = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === "string" && fields[key]) || null;
  const id = text("id");
  if (id) return `${noun} ${quoted(id)}`;
  const time = text("time");
  if (time) return `${noun} at ${time}`;
  const named = text("question") ?? text("label") ?? text("title") ?? text("file");
  if (named) return `${noun} ${quoted(named)}`;
  return `${noun} ${index + 1}`;
}

/**
 * A field that is needed but not there: left out of the file, or left empty
 * (null, as the editor's emptied fields are read: emptied.ts).
 */
const absence = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? "is missing" : issue.input === null ? "must not be empty" : null;

/**
 * A problem as a sentence an organiser can act on: the file, the item and the
 * field in words, and what to write ("src/content/products.ts, product
 * "tote-bag": price must be above zero, such as 19.99").
 */
function describe(where: keyof Content, issues: v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const places: string[] = [];
    let field: unknown[] = [];
    for (const item of issue.path ?? []) {
      if (typeof item.key === "number") {
        // The field path so far names the list; the item is named by its own fields.
        places.push(itemName(String(field.at(-1) ?? where), item.key, item.value));
        field = [];
      } else {
        field.push(item.key);
      }
    }
    if (underName[where] && places.length === 0) field.unshift(underName[where]);
    const problem = absence(issue) ?? issue.message;
    const sentence = field.length > 0 ? `${fieldName(field)} ${problem}` : problem;
    return `${[files[where], ...places].join(", ")}: ${sentence}`;
  });
}

/** Each colour's name in the editor ("Buttons and links"), for the contrast messages. */
const colourTitles = Object.fromEntries(
  Object.entries(ColoursSchema.entries).map(([name, schema]) => [
    name,
    schema.pipe.find((action) => action.type === "title")?.title ?? name,
  ]),
);

export type Content = {
  site: unknown;
  event: unknown;
  fundraising: unknown;
  products: ReadonlyArray<{ id?: unknown; contains?: unknown }>;
  shopFaqs: unknown;
  donateFaqs: unknown;
  shopTerms: unknown;
  giving: unknown;
  photos: unknown;
  colours: unknown;
};

/** The content as its files hold it, before placeholders are filled in: each part by its name. */
export type SavedContent = Partial<Record<keyof Content, unknown>>;

/** The words on the pages as their files hold them (content/words/), by file. */
export type SavedWords = Partial<Record<(typeof wordsFiles)[number]["file"], unknown>>;

/** Each part's schema, for the placeholders a page fills in where it is shown. */
const schemas: Record<keyof Content, v.GenericSchema> = {
  site: SiteSchema,
  event: EventSchema,
  fundraising: FundraisingSchema,
  products: v.array(ProductSchema),
  shopFaqs: FaqsSchema,
  donateFaqs: FaqsSchema,
  shopTerms: ShopTermsSchema,
  giving: GivingSchema,
  photos: PhotosSchema,
  colours: ColoursSchema,
};

const fields = (file: unknown) =>
  file && typeof file === "object" ? (file as Record<string, unknown>) : {};
const part = (file: unknown, name: string) =>
  file && typeof file === "object" ? (file as Record<string, unknown>)[name] : undefined;

/** What the checks read of the files: as the pages read them, as saved, and the words. */
function partsOf(files: SavedFiles) {
  const read = contentOf(files);
  const content: Content = {
    site: read.site,
    event: read.event,
    fundraising: read.fundraising,
    products: read.products,
    shopFaqs: read.shopFaqs,
    donateFaqs: read.donateFaqs,
    shopTerms: read.shopTerms,
    giving: read.giving,
    photos: read.photos,
    colours: read.colours,
  };
  // Every file's text is filled (picnic.ts), so each is checked for braces nothing fills.
  const saved: SavedContent = {
    site: files.site,
    event: files.event,
    fundraising: files.fundraising,
    photos: files.photos,
    products: part(files.shop, "products"),
    shopTerms: part(files.shop, "shopTerms"),
    shopFaqs: part(files.questions, "shopFaqs"),
    donateFaqs: part(files.questions, "donateFaqs"),
  };
  const words: SavedWords = Object.fromEntries(
    wordsFiles.map(({ file }) => [
      file,
      files[file.slice("content/".length, -".json".length) as keyof SavedFiles],
    ]),
  );
  return { content, saved, words };
}

/** The project's own content, for the checks called without any (the tests, the editor's server). */
let project: ReturnType<typeof partsOf> | undefined;
const own = () => (project ??= partsOf(readSavedFiles()));

/** Every string of `value`, with the valibot-like path to it (for `describe`). */
function* stringsIn(
  value: unknown,
  at: { key: string | number; value: unknown }[] = [],
): Generator<[typeof at, string]> {
  if (typeof value === "string") yield [at, value];
  else if (Array.isArray(value)) {
    for (const [key, item] of value.entries())
      yield* stringsIn(item, [...at, { key, value: item }]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      yield* stringsIn(item, [...at, { key, value: item }]);
  }
}

type SchemaNode = {
  type: string;
  pipe?: SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
};

/**
 * Every key of `value` its schema does not know, with the path to it: a field
 * typed by hand with a slip ("colour" for "colours"), or one a newer or older
 * site had, would otherwise be kept in the file and shown nowhere.
 */
function* unknownKeys(
  schema: SchemaNode,
  value: unknown,
  at: { key: string | number; value: unknown }[] = [],
): Generator<[typeof at, string[]]> {
  let node = schema;
  while (node.pipe || node.wrapped) node = node.pipe ? node.pipe[0]! : node.wrapped!;
  if (Array.isArray(value) && node.item) {
    for (const [key, item] of value.entries())
      yield* unknownKeys(node.item, item, [...at, { key, value: item }]);
  } else if (value && typeof value === "object" && node.entries) {
    const entries = node.entries;
    const known = Object.keys(entries);
    for (const [key, item] of Object.entries(value)) {
      const path = [...at, { key, value: item }];
      if (Object.hasOwn(entries, key)) yield* unknownKeys(entries[key]!, item, path);
      else yield [path, known];
    }
  }
}

/** An unknown key's sentence: what to do, and the fields there are. */
const unknownKey = (known: string[]) =>
  `is not a field the site knows: remove it, or correct its name (the fields there are ${known.join(", ")})`;

/** Each key of a part its schema does not know, as the organiser's sentence. */
const unknownKeyErrors = (where: keyof Content, schema: v.GenericSchema, value: unknown) =>
  describe(
    where,
    [...unknownKeys(schema as unknown as SchemaNode, value)].map(([path, known]) => ({
      path,
      input: path.at(-1)?.value,
      message: unknownKey(known),
    })) as unknown as v.BaseIssue<unknown>[],
  );

/**
 * A {placeholder} that names no field (placeholders.ts) would be shown as it
 * is typed: each one, with the file, the item and the ones there are.
 */
function placeholderErrors(content: SavedContent): string[] {
  const known = Object.keys(placeholderFields);
  return (Object.entries(content) as [keyof Content, unknown][]).flatMap(([where, value]) =>
    [...stringsIn(value)].flatMap(([at, words]) => {
      // As the words files are: a field the page fills in as it is shown takes its own too.
      const here = [
        ...known,
        ...pagePlaceholdersAt(
          schemas[where],
          at.map((item) => item.key),
        ),
      ];
      const list = here.map((name) => `{${name}}`).join(", ");
      return describe(
        where,
        unknownPlaceholders(words, here).map((name) => ({
          path: at,
          input: words,
          message: `has {${name}}, which names nothing: the placeholders ${here.length > known.length ? "there " : ""}are ${list}`,
        })) as unknown as v.BaseIssue<unknown>[],
      );
    }),
  );
}

/**
 * The words on the pages: each file against its schema, and each {word} in
 * them a placeholder of placeholders.ts or one the page fills in there (the
 * field's `filledByPage`, words-schema.ts), else it would be shown as typed.
 */
function wordsErrors(words: SavedWords): string[] {
  const known = Object.keys(placeholderFields);
  return wordsFiles.flatMap(({ file, schema }) => {
    if (!(file in words)) return [];
    const value = words[file];
    const result = v.safeParse(schema, value);
    const invalid = result.success
      ? []
      : result.issues.map((issue) => {
          const keys = (issue.path ?? []).map((item) => item.key);
          const problem = absence(issue) ?? issue.message;
          return `${file}: ${keys.length > 0 ? `${fieldName(keys)} ${problem}` : problem}`;
        });
    const unknown = [...unknownKeys(schema as unknown as SchemaNode, value)].map(
      ([path, known]) => `${file}: ${fieldName(path.map((item) => item.key))} ${unknownKey(known)}`,
    );
    invalid.push(...unknown);
    const unnamed = [...stringsIn(value)].flatMap(([at, text]) => {
      const keys = at.map((item) => item.key);
      const here = [...known, ...pagePlaceholdersAt(schema, keys)];
      const list = here.map((name) => `{${name}}`).join(", ");
      return unknownPlaceholders(text, here).map(
        (name) =>
          `${file}: ${fieldName(keys)} has {${name}}, which names nothing: the placeholders there are ${list}`,
      );
    });
    return [...invalid, ...unnamed];
  });
}

/**
 * Every problem with the content of the picnic's folder `dir`, as saved
 * (src/content/saved-files.ts), each naming its file in that folder: the
 * checks name the files as the editor does ("content/event.json"), which a
 * build of another folder (`CONTENT_DIR`) would otherwise send the organiser to.
 */
export function savedContentErrors(files: SavedFiles, dir: string): string[] {
  const inFolder = (error: string) =>
    error.startsWith("content/") ? `${shownPath(dir)}/${error.slice("content/".length)}` : error;
  const { content, saved, words } = partsOf(files);
  // The files that hold two parts, each under its name: nothing else.
  const parted = { shop: ["products", "shopTerms"], questions: ["shopFaqs", "donateFaqs"] };
  const stray = Object.entries(parted).flatMap(([name, known]) =>
    Object.keys(fields(files[name as keyof SavedFiles]))
      .filter((key) => !known.includes(key))
      .map((key) => `content/${name}.json: ${key} ${unknownKey(known)}`),
  );
  return [...stray, ...contentErrors(content, undefined, photosFolder(dir), saved, words)].map(
    inFolder,
  );
}

/**
 * Every problem with the content, as sentences an organiser can act on.
 * `today` (YYYY-MM-DD) is the build's date: figures cannot come from the future.
 */
export function contentErrors(
  content: Content = own().content,
  today: string = new Date().toISOString().slice(0, 10),
  photosDir: string = photosFolder(),
  savedContent: SavedContent = own().saved,
  words: SavedWords = own().words,
): string[] {
  const errors: string[] = [...placeholderErrors(savedContent), ...wordsErrors(words)];
  const check = (where: keyof Content, schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    if (!result.success) errors.push(...describe(where, result.issues));
    errors.push(...unknownKeyErrors(where, schema, value));
  };
  check("site", SiteSchema, content.site);
  check("event", EventSchema, content.event);
  check(
    "fundraising",
    v.pipe(
      FundraisingSchema,
      v.forward(
        v.partialCheck(
          [["asOf"]],
          (value) => value.asOf <= today,
          "is after today: it is the day the figures were copied",
        ),
        ["asOf"],
      ),
    ),
    content.fundraising,
  );
  check("products", v.array(ProductSchema), content.products);
  check("shopFaqs", FaqsSchema, content.shopFaqs);
  check("donateFaqs", FaqsSchema, content.donateFaqs);
  check("shopTerms", ShopTermsSchema, content.shopTerms);
  check("giving", GivingSchema, content.giving);
  check("colours", ColoursSchema, content.colours);
  if (content.colours && typeof content.colours === "object") {
    errors.push(
      ...contrastErrors(content.colours as Record<string, unknown>, colourTitles).map(
        (error) => `${files.colours}: ${error}`,
      ),
    );
  }
  errors.push(...unknownKeyErrors("photos", PhotosSchema, content.photos));
  const photoCheck = v.safeParse(PhotosSchema, content.photos);
  if (!photoCheck.success) errors.push(...describe("photos", photoCheck.issues));
  else {
    const { gallery, ...places } = photoCheck.output;
    const named = [
      ...Object.entries(places).map(([place, photo]) => [`: ${place}.file`, photo] as const),
      ...gallery.map((photo) => [`, gallery photo: file`, photo] as const),
    ];
    for (const [where, photo] of named) {
      if (photo && !existsSync(path.join(photosDir, photo.file))) {
        errors.push(
          `${files.photos}${where} is "${photo.file}", which is not in the photos folder: put the photo in photos/ or correct its name`,
        );
      }
    }
  }

  const ids = content.products.map((product) => product.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) {
      errors.push(`${files.products}: two products have the id "${String(id)}"; give each its own`);
    }
  });
  for (const product of content.products) {
    const parts = Array.isArray(product.contains) ? (product.contains as unknown[]) : [];
    for (const part of parts) {
      if (!ids.includes(part)) {
        errors.push(
          `${files.products}, product "${String(product.id)}": contains "${String(part)}", but no product has that id; use one of ${ids.join(", ")}`,
        );
      }
    }
  }
  return errors;
}

/** Every string in the content, with where it is ("event.schedule[1].description"). */
function* textsIn(value: unknown, path: unknown[]): Generator<[string, string]> {
  if (typeof value === "string") yield [fieldName(path), value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
  }
}

/** Whether `text` is the sample's whole value, in any case, spaces around it aside. */
const sameValue = (text: string, sample: string) =>
  text.trim().toLowerCase() === sample.trim().toLowerCase();

/** Every text of the content by its field ("event.venue.region" -> "Essex"). */
export function contentFields(modules: Record<string, unknown>) {
  return new Map(textsIn(modules, []));
}

/**
 * The sample values still in use, as lines for the build's warning: a sample
 * still in its own field ("site.honoree (Nicky)"), and a replaced one still
 * typed somewhere else, with where (the words around a renamed honoree that
 * still say the old name).
 */
export function sampleValuesInUse(modules: Record<string, unknown>): string[] {
  const texts = [...textsIn(modules, [])];
  const lines: string[] = [];
  for (const { field, value } of samples) {
    const own = texts.find(([where]) => where === field)?.[1];
    if (own === value) {
      lines.push(`${field} (${value.length > 60 ? `${value.slice(0, 60)}…` : value})`);
      continue;
    }
    // Whole values only: an organiser's own https://www.facebook.com/bluebelltea or "Free entry,
    // and everyone is welcome, dogs too" begins like the sample's and is theirs. A sample's words
    // inside other words are sampleWords' (below).
    const elsewhere = texts.filter(([, text]) => sameValue(text, value)).map(([where]) => where);
    if (elsewhere.length > 0) {
      const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
      lines.push(`${field} was "${shown}", which is still in ${elsewhere.join(", ")}`);
    }
  }
  // A word of the sample (its cause's "pink ribbon") in any field, once the field it belongs to is replaced.
  const own = new Map(texts);
  const sampleOf = new Map(samples.map(({ field, value }) => [field, value]));
  for (const { field, word } of sampleWords) {
    const now = own.get(field) ?? "";
    if (now === sampleOf.get(field) || saysWord(now, word)) continue;
    const elsewhere = texts.filter(([, text]) => saysWord(text, word)).map(([where]) => where);
    if (elsewhere.length > 0) {
      lines.push(`"${word}", a word of the sample's ${field}, is still in ${elsewhere.join(", ")}`);
    }
  }
  return lines;
}

/** Whether `text` says `word`, in any case, as a word of its own ("Essex", not "Wessex"). */
function saysWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(text);
}
