// Build-time checks of the content modules. Imported by vite.config.ts (the
// build refuses invalid content) and by a unit test; never by the pages.
import * as v from "valibot";
import { event } from "./event.ts";
import { donateFaqs, shopFaqs } from "./faqs.ts";
import { fundraising, sampleFigures } from "./fundraising.ts";
import { categories, products } from "./products.ts";
import { sampleValues, site } from "./site.ts";

const text = v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"));
const url = v.pipe(v.string(), v.url("must be a full URL such as https://example.org/"));
const email = v.pipe(v.string(), v.email("must be an e-mail address"));
const isoDate = v.pipe(
  v.string(),
  v.isoDate("must be a date written YYYY-MM-DD"),
  v.check((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "is not a real calendar date"),
);
const time = v.pipe(v.string(), v.isoTime("must be a 24-hour time written HH:MM"));
/** Whole pounds or pence: 6420 or 6420.5, never 6420.123. */
const pounds = (minimum: number, below: string) =>
  v.pipe(
    v.number("must be a number"),
    v.minValue(minimum, below),
    v.check(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      "must be whole pence",
    ),
  );

const SiteSchema = v.object({
  brand: text,
  honoree: text,
  honoreePassing: text,
  siteUrl: v.pipe(
    url,
    v.check((value) => !value.endsWith("/"), "must not end with a slash"),
  ),
  mission: text,
  emails: v.record(v.string(), email),
  phone: text,
  social: v.record(v.string(), url),
  charity: v.nullable(v.object({ name: text, number: text })),
  donationPageUrl: url,
  hospice: v.object({
    name: text,
    links: v.pipe(v.array(v.object({ label: text, href: url })), v.length(2, "needs two links")),
  }),
});

const EventSchema = v.pipe(
  v.object({
    name: text,
    date: isoDate,
    startTime: time,
    endTime: time,
    timeZone: v.literal("Europe/London"),
    venue: v.object({
      name: text,
      street: text,
      locality: text,
      region: text,
      postcode: text,
      country: text,
      mapsQuery: text,
      website: url,
      description: text,
    }),
    summary: text,
    details: v.pipe(v.array(text), v.minLength(1, "needs at least one paragraph")),
    schedule: v.pipe(
      v.array(v.object({ time, title: text, description: text })),
      v.minLength(1, "needs at least one item"),
      v.check(
        (items) => items.every((item, index) => index === 0 || items[index - 1]!.time < item.time),
        "must list the items in time order, each at a different time",
      ),
    ),
    status: v.picklist(
      ["scheduled", "postponed", "cancelled"],
      'must be "scheduled", "postponed" or "cancelled"',
    ),
    notice: v.nullable(
      v.pipe(
        text,
        v.maxLength(200, "must be at most 200 characters: it is a short line on every page"),
      ),
    ),
    newDate: v.nullable(isoDate),
  }),
  v.check((value) => value.startTime < value.endTime, "the end time must be after the start time"),
  v.forward(
    v.partialCheck(
      [["status"], ["notice"]],
      (value) => value.notice === null || value.status !== "scheduled",
      'is only shown while the status is "postponed" or "cancelled"; set it to null',
    ),
    ["notice"],
  ),
  v.forward(
    v.partialCheck(
      [["status"], ["newDate"]],
      (value) => value.newDate === null || value.status === "postponed",
      (value) =>
        value.input.status === "cancelled"
          ? 'belongs to a postponed picnic; a cancelled one has no new date (to announce next year\'s picnic, set "date" to it and "status" to "scheduled")'
          : 'belongs to a postponed picnic: set "status" to "postponed", or set "date" to the new date and "newDate" to null',
    ),
    ["newDate"],
  ),
  v.forward(
    v.partialCheck(
      [["date"], ["newDate"]],
      (value) => value.newDate === null || value.newDate > value.date,
      "must be after the original date",
    ),
    ["newDate"],
  ),
);

const FundraisingSchema = v.pipe(
  v.object({
    target: pounds(1, "must be at least £1"),
    raised: pounds(0, "must not be negative"),
    supporters: v.pipe(
      v.number("must be a number"),
      v.integer("must be a whole number"),
      v.minValue(0, "must not be negative"),
    ),
    asOf: isoDate,
  }),
);

const categoryIds = categories.map((category) => category.id) as string[];

const image = v.pipe(v.string(), v.startsWith("/images/", "must be a file under public/images/"));

const ProductSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug")),
    name: text,
    price: v.pipe(
      v.number("must be a number"),
      v.minValue(0.01, "must be above zero"),
      v.check(
        (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        "must be whole pence",
      ),
    ),
    image,
    imageAlt: text,
    category: v.picklist(categoryIds, `must be one of ${categoryIds.join(", ")}`),
    description: text,
    features: v.pipe(v.array(text), v.minLength(1, "needs at least one feature")),
    productType: v.optional(v.picklist(["t-shirt", "hoodie"])),
    contains: v.optional(v.array(v.string())),
    white: v.optional(v.object({ image, imageAlt: text })),
  }),
  // Both colours are offered for clothing, so the picture must follow the choice.
  v.check(
    (product) => product.productType === undefined || product.white !== undefined,
    "clothing needs a picture of the White one too (white.image and white.imageAlt)",
  ),
);

const FaqSchema = v.array(v.object({ question: text, answer: text }));

function describe(where: string, issues: v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join(".");
    const message = issue.input === undefined ? "is missing" : issue.message;
    return `${where}${path ? `.${path}` : ""}: ${message}`;
  });
}

export type Content = {
  site: unknown;
  event: unknown;
  fundraising: unknown;
  products: ReadonlyArray<{ id?: unknown; contains?: unknown }>;
  shopFaqs: unknown;
  donateFaqs: unknown;
};

const shipped: Content = { site, event, fundraising, products, shopFaqs, donateFaqs };

/**
 * Every problem with the content, as sentences an organiser can act on.
 * `today` (YYYY-MM-DD) is the build's date: figures cannot come from the future.
 */
export function contentErrors(
  content: Content = shipped,
  today: string = new Date().toISOString().slice(0, 10),
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
  check("shopFaqs", FaqSchema, content.shopFaqs);
  check("donateFaqs", FaqSchema, content.donateFaqs);

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

/** The sample values still present, as "field (value)" lines. */
export function sampleValuesInUse(): string[] {
  const flat = JSON.stringify({ site, event, fundraising });
  return [...sampleValues, sampleFigures]
    .filter((sample) => flat.includes(JSON.stringify(sample.value)))
    .map((sample) => `${sample.field} (${sample.value})`);
}
