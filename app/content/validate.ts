// Build-time checks of the content modules. Imported by vite.config.ts (the
// build refuses invalid content) and by a unit test; never by the pages.
import { existsSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import * as copy from "./copy.ts";
import * as homeCopy from "./home-copy.ts";
import * as event from "./event.ts";
import * as eventCopy from "./event-copy.ts";
import * as faqs from "./faqs.ts";
import * as fundraising from "./fundraising.ts";
import * as giving from "./giving.ts";
import * as photos from "./photos.ts";
import * as products from "./products.ts";
import { samples } from "./samples.ts";
import {
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
import * as site from "./site.ts";

/** "site.hospice.links[0].href", from a path of keys. */
const fieldName = (keys: ReadonlyArray<unknown>) =>
  keys
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`,
    )
    .join("");

function describe(where: string, issues: v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = fieldName([where, ...(issue.path?.map((item) => item.key) ?? [])]);
    const message = issue.input === undefined ? "is missing" : issue.message;
    return `${path}: ${message}`;
  });
}

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
};

/**
 * Every problem with the content, as sentences an organiser can act on.
 * `today` (YYYY-MM-DD) is the build's date: figures cannot come from the future.
 */
export function contentErrors(
  content: Content = shipped,
  today: string = new Date().toISOString().slice(0, 10),
  photosDir: string = path.resolve("photos"),
): string[] {
  const errors: string[] = [];
  const check = (where: string, schema: v.GenericSchema, value: unknown) => {
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
  content.products.forEach((product, index) => check(`products[${index}]`, ProductSchema, product));
  check("shopFaqs", FaqsSchema, content.shopFaqs);
  check("donateFaqs", FaqsSchema, content.donateFaqs);
  check("shopTerms", ShopTermsSchema, content.shopTerms);
  check("giving", GivingSchema, content.giving);
  const photoCheck = v.safeParse(PhotosSchema, content.photos);
  if (!photoCheck.success) errors.push(...describe("photos", photoCheck.issues));
  else {
    const { gallery, ...places } = photoCheck.output;
    const named = [
      ...Object.entries(places).map(([place, photo]) => [`photos.${place}`, photo] as const),
      ...gallery.map((photo, index) => [`photos.gallery[${index}]`, photo] as const),
    ];
    for (const [where, photo] of named) {
      if (photo && !existsSync(path.join(photosDir, photo.file))) {
        errors.push(`${where}.file: there is no file "${photo.file}" in the photos folder`);
      }
    }
  }

  const ids = content.products.map((product) => product.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) errors.push(`products: the id "${String(id)}" is used twice`);
  });
  for (const product of content.products) {
    const parts = Array.isArray(product.contains) ? (product.contains as unknown[]) : [];
    for (const part of parts) {
      if (!ids.includes(part)) {
        errors.push(
          `products.${String(product.id)}.contains: no product has the id "${String(part)}"`,
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

/** Whether `text` has `sample` in it: as a whole word where it starts and ends as one ("Nicky", not "PicNicky"). */
function mentions(text: string, sample: string): boolean {
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = /^\w/.test(sample) ? "(?<![\\w])" : "";
  const end = /\w$/.test(sample) ? "(?![\\w])" : "";
  return new RegExp(`${start}${escaped}${end}`).test(text);
}

/** Every content module's exports, as the pages read them. */
const shippedModules: Record<string, unknown> = {
  ...site,
  ...event,
  ...eventCopy,
  ...copy,
  ...homeCopy,
  ...faqs,
  ...fundraising,
  ...products,
  ...shopTerms,
  ...giving,
  ...photos,
};

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
      lines.push(`${field} (${value})`);
      continue;
    }
    const elsewhere = texts.filter(([, text]) => mentions(text, value)).map(([where]) => where);
    if (elsewhere.length > 0) {
      lines.push(`${field} was "${value}", which is still in ${elsewhere.join(", ")}`);
    }
  }
  return lines;
}
