// Words in {braces} in the organiser's content that the build fills in from
// another field, so a fact is typed once: "orders over {freeShippingOver}"
// says whatever the shop's terms say, "research into {cause}" the cause's
// name, "at {venue}" the venue's (decision 029). The content check (validate.ts) refuses a placeholder
// that names nothing, naming the file, the item and the placeholders there are.
// Pure: the pipeline (picnic.ts) fills every file with it, as does the editor's preview.
import { formatAmount, titleCase } from "../lib/format.ts";
import type { placeholderFields } from "./placeholder-fields.ts";
import type { Event, Giving, ShopTerms, Site } from "./schema.ts";

export type PlaceholderValues = Record<keyof typeof placeholderFields, string>;

/** The fields placeholders are filled from, as saved: a group left empty is read here without a fault, for the check to name. */
type Sources = {
  site: Partial<Site>;
  event: Partial<Event>;
  shopTerms: Partial<ShopTerms> | null | undefined;
  giving: Partial<Giving> | null | undefined;
};

/**
 * Each placeholder's words, from the field it names (placeholder-fields.ts
 * says which). A field that holds placeholders itself (the picnic's summary
 * saying {cause}) is filled first, so it says the same wherever it goes.
 */
export function placeholderValuesOf({
  site,
  event,
  shopTerms,
  giving,
}: Sources): PlaceholderValues {
  const own = {
    brand: site.brand ?? "",
    honoree: site.honoree ?? "",
    cause: site.cause?.name ?? "",
    causeTitle: titleCase(site.cause?.name ?? ""),
    causeShortName: site.cause?.shortName ?? "",
    eventName: event.name ?? "",
    summary: event.summary ?? "",
    venue: event.venue?.name ?? "",
    region: event.venue?.region ?? "",
    freeShippingOver: formatAmount(shopTerms?.freeShippingOver ?? 0),
    returnDays: String(shopTerms?.returnDays),
    bulkOrderItems: String(shopTerms?.bulkOrderItems),
    giftAidPercent: String(giving?.giftAidPercent),
    programmesPercent: String(giving?.programmesPercent),
  } satisfies PlaceholderValues;
  return fillAll(own, own);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** `words` with each placeholder of `values` filled in; any other {word} is left as it is. */
function fill(words: string, values: Readonly<Record<string, string>>): string {
  return words.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** `content` (a file's parsed JSON) with the placeholders filled in, in every string of it. */
export function fillAll<T>(content: T, values: Readonly<Record<string, string>>): T {
  if (typeof content === "string") return fill(content, values) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => fillAll(item, values)) as T;
  if (content && typeof content === "object")
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, fillAll(value, values)]),
    ) as T;
  return content;
}

/** The placeholders in `words` that are not among `known` ("{shiping}" -> ["shiping"]). */
export function unknownPlaceholders(words: string, known: readonly string[]): string[] {
  return [...words.matchAll(PLACEHOLDER)]
    .map(([, name]) => name!)
    .filter((name) => !known.includes(name));
}
