// Build-time checks of the content modules. Imported by vite.config.ts (the
// build refuses invalid content) and by a unit test; never by the pages.
import { existsSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import * as colours from "./colours.ts";
import { contrastErrors } from "../lib/contrast.ts";
import * as copy from "./copy.ts";
import * as homeCopy from "./home-copy.ts";
import * as event from "./event.ts";
import * as eventCopy from "./event-copy.ts";
import * as faqs from "./faqs.ts";
import * as fundraising from "./fundraising.ts";
import * as giving from "./giving.ts";
import * as givingCopy from "./giving-copy.ts";
import * as photos from "./photos.ts";
import { placeholderValues, unknownPlaceholders } from "./placeholders.ts";
import * as printCopy from "./print-copy.ts";
import * as products from "./products.ts";
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
import * as shopTerms from "./shop-terms.ts";
import * as preOrderDelivery from "./pre-order-delivery.ts";
import * as site from "./site.ts";
import * as wallCopy from "./wall-copy.ts";
import { pagePlaceholdersAt, wordsFiles } from "./words-schema.ts";
import questionsFile from "../../content/questions.json" with { type: "json" };
import shopFile from "../../content/shop.json" with { type: "json" };
import aboutWords from "../../content/words/about.json" with { type: "json" };
import donateWords from "../../content/words/donate.json" with { type: "json" };
import eventWords from "../../content/words/event.json" with { type: "json" };
import homeWords from "../../content/words/home.json" with { type: "json" };
import printWords from "../../content/words/print.json" with { type: "json" };

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

const shipped: Content = {
  site: site.site,
  event: event.event,
  fundraising: fundraising.fundraising,
  products: products.products,
  shopFaqs: faqs.shopFaqs,
  donateFaqs: faqs.donateFaqs,
  shopTerms: shopTerms.shopTerms,
  giving: giving.giving,
  photos: photos.photos,
  colours: colours.colours,
};

/** The content as its files hold it, before placeholders are filled in: each part by its name. */
export type SavedContent = Partial<Record<keyof Content, unknown>>;
const saved: SavedContent = {
  products: shopFile.products,
  shopTerms: shopFile.shopTerms,
  shopFaqs: questionsFile.shopFaqs,
  donateFaqs: questionsFile.donateFaqs,
};

/** The words on the pages as their files hold them (content/words/), by file. */
export type SavedWords = Partial<Record<(typeof wordsFiles)[number]["file"], unknown>>;
const savedWords: SavedWords = {
  "content/words/about.json": aboutWords,
  "content/words/donate.json": donateWords,
  "content/words/event.json": eventWords,
  "content/words/home.json": homeWords,
  "content/words/print.json": printWords,
};

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

/**
 * A {placeholder} that names no field (placeholders.ts) would be shown as it
 * is typed: each one, with the file, the item and the ones there are.
 */
function placeholderErrors(content: SavedContent = saved): string[] {
  const known = Object.keys(placeholderValues);
  const list = known.map((name) => `{${name}}`).join(", ");
  return (Object.entries(content) as [keyof Content, unknown][]).flatMap(([where, value]) =>
    [...stringsIn(value)].flatMap(([at, words]) =>
      describe(
        where,
        unknownPlaceholders(words, known).map((name) => ({
          path: at,
          input: words,
          message: `has {${name}}, which names nothing: the placeholders are ${list}`,
        })) as unknown as v.BaseIssue<unknown>[],
      ),
    ),
  );
}

/**
 * The words on the pages: each file against its schema, and each {word} in
 * them a placeholder of placeholders.ts or one the page fills in there (the
 * field's `filledByPage`, words-schema.ts), else it would be shown as typed.
 */
function wordsErrors(words: SavedWords): string[] {
  const known = Object.keys(placeholderValues);
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
 * Every problem with the content, as sentences an organiser can act on.
 * `today` (YYYY-MM-DD) is the build's date: figures cannot come from the future.
 */
export function contentErrors(
  content: Content = shipped,
  today: string = new Date().toISOString().slice(0, 10),
  photosDir: string = path.resolve("photos"),
  savedContent: SavedContent = saved,
  words: SavedWords = savedWords,
): string[] {
  const errors: string[] = [...placeholderErrors(savedContent), ...wordsErrors(words)];
  const check = (where: keyof Content, schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    if (!result.success) errors.push(...describe(where, result.issues));
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

/**
 * Every content module, by its file: the one list the sample warning reads. A
 * unit test fails if a module of src/content is missing from it.
 */
export const contentModules: Record<string, Record<string, unknown>> = {
  "site.ts": site,
  "event.ts": event,
  "event-copy.ts": eventCopy,
  "copy.ts": copy,
  "home-copy.ts": homeCopy,
  "faqs.ts": faqs,
  "fundraising.ts": fundraising,
  "products.ts": products,
  "shop-terms.ts": shopTerms,
  "pre-order-delivery.ts": preOrderDelivery,
  "giving.ts": giving,
  "giving-copy.ts": givingCopy,
  "print-copy.ts": printCopy,
  "wall-copy.ts": wallCopy,
  "photos.ts": photos,
  "colours.ts": colours,
};

/** Every content module's exports, as the pages read them. */
const shippedModules: Record<string, unknown> = Object.assign({}, ...Object.values(contentModules));

/** Every text of the content by its field ("event.venue.region" -> "Essex"). */
export function contentFields(modules: Record<string, unknown> = shippedModules) {
  return new Map(textsIn(modules, []));
}

/**
 * The sample values still in use, as lines for the build's warning: a sample
 * still in its own field ("site.honoree (Nicky)"), and a replaced one still
 * typed somewhere else, with where (the words around a renamed honoree that
 * still say the old name).
 */
export function sampleValuesInUse(modules: Record<string, unknown> = shippedModules): string[] {
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
