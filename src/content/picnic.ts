// What the site makes of an organiser's content: the one function from the
// files of content/ (parsed, unchecked) to what every page, island, host file
// and the editor's preview read. The build runs it once, after the content
// check (integrations/content.ts), and hands the result to everything as the
// module `#content`; the editor's preview runs it in the browser on the entry
// being edited (src/admin/preview-content.ts). So it reads no file and knows
// no bundler: the same words and the same plan either way (decision 062).
import { emptiedAsNone } from "./emptied.ts";
import { fillAll, placeholderValuesOf } from "./placeholders.ts";
import type {
  Colours,
  Event,
  Faq,
  Fundraising,
  Giving,
  Photos,
  Product,
  ShopTerms,
  Site,
} from "./schema.ts";
import type { AboutWords, DonateWords, EventWords, HomeWords, PrintWords } from "./words-schema.ts";
import {
  eventMoment,
  noticeText,
  stateBounds,
  statePlan,
  type EventState,
} from "../lib/event-state.ts";
import { venueOffsetTable } from "../lib/time-zone.ts";

/** The files of content/, by their path in it without ".json": each file once. */
export const contentFileNames = [
  "site",
  "event",
  "fundraising",
  "photos",
  "questions",
  "shop",
  "colours",
  "words/about",
  "words/donate",
  "words/event",
  "words/home",
  "words/print",
] as const;
export type ContentFileName = (typeof contentFileNames)[number];

/** Each file's JSON as it was saved: not yet checked (validate.ts does that). */
export type SavedFiles = Record<ContentFileName, unknown>;

type Saved = Record<string, unknown>;
const fields = (file: unknown) => (file && typeof file === "object" ? (file as Saved) : {});

/** A panel the editor emptied (its words "" and no links) is no panel, as null says by hand. */
function hospiceOf(hospice: unknown): Site["hospice"] {
  if (!hospice || typeof hospice !== "object") return null;
  const { title, text, links } = hospice as { title?: string; text?: string; links?: unknown[] };
  return title || text || links?.length ? (hospice as Site["hospice"]) : null;
}

/**
 * Who organises it, emptied in the editor (its words null, its years an empty list): no
 * part, as null says by hand. Its years emptied alone: none, as left out.
 */
function organisersOf(organisers: unknown): Site["organisers"] {
  if (!organisers || typeof organisers !== "object") return null;
  const { pastYears, ...words } = organisers as { pastYears?: unknown[] | null };
  const years = pastYears?.length ? { pastYears } : {};
  return Object.values(words).some((value) => value != null) || years.pastYears
    ? ({ ...words, ...years } as Site["organisers"])
    : null;
}

/** Thanks emptied in the editor (no heading, no lines) are none, as null says by hand. */
function thanksOf(thanks: unknown): Site["thanks"] {
  if (!thanks || typeof thanks !== "object") return null;
  const { names } = thanks as { names?: unknown[] | null };
  return names?.length ? (thanks as Site["thanks"]) : null;
}

type Place = { file?: string | null } | null;
/** A place whose photo the editor removed (its words kept) shows the artwork. */
const place = (photo: unknown) => ((photo as Place)?.file ? photo : null);

/** A part left empty, or a set's emptied list, is left out, as if never typed. */
const productOf = ({ productType, contains, white, ...product }: Product) =>
  ({
    ...product,
    ...(productType ? { productType } : {}),
    ...(contains?.length ? { contains } : {}),
    ...(white ? { white } : {}),
  }) as Product;

/** A line by state left out, or any state of it, is "": the home page's own words show. */
function orHomeWords(line: Partial<Record<EventState, string | null>> | null | undefined) {
  return {
    upcoming: line?.upcoming ?? "",
    today: line?.today ?? "",
    after: line?.after ?? "",
    past: line?.past ?? "",
    postponed: line?.postponed ?? "",
    cancelled: line?.cancelled ?? "",
  } satisfies Record<EventState, string>;
}

/** The picnic's year's words, with the home page's optional lines read alike emptied or left out. */
const eventWordsOf = (words: EventWords) => ({
  ...words,
  homeHelpCopy: orHomeWords(words.homeHelpCopy),
  homeShopCopy: orHomeWords(words.homeShopCopy),
});

/**
 * The content as the pages read it: each field the editor emptied is none
 * (emptied.ts), and every {placeholder} in every text is filled from the field
 * it names (placeholders.ts), in every file alike, the picnic's own included.
 */
export function contentOf(files: SavedFiles) {
  const saved = Object.fromEntries(
    contentFileNames.map((name) => [name, emptiedAsNone(fields(files[name]))]),
  ) as Record<ContentFileName, Saved>;
  const shop = saved.shop;
  const donate = fields(files["words/donate"]);
  const values = placeholderValuesOf({
    site: saved.site as Partial<Site>,
    event: saved.event as Partial<Event>,
    shopTerms: shop.shopTerms as Partial<ShopTerms> | null,
    giving: donate.giving as Partial<Giving> | undefined,
  });
  const fill = <T>(value: T): T => fillAll(value, values);
  const site = fill(saved.site) as Site;
  const photos = saved.photos;
  const questions = fill(saved.questions);
  // The words of content/words/ take "" where a line may be left empty: read as they are.
  const words = <T>(name: ContentFileName) => fill(fields(files[name])) as T;
  const eventWords = eventWordsOf(words<EventWords>("words/event"));
  return {
    site: {
      ...site,
      hospice: hospiceOf(site.hospice),
      organisers: organisersOf(site.organisers),
      thanks: thanksOf(site.thanks),
    } as Site,
    // What the giving islands show of site.json, apart, so they carry none of the rest (decision 067).
    charityPage: { url: site.donationPageUrl, charity: site.charity },
    brand: site.brand,
    event: fill(saved.event) as Event,
    fundraising: saved.fundraising as Fundraising,
    photos: fill({
      ...photos,
      hero: place(photos.hero),
      portrait: place(photos.portrait),
      venue: place(photos.venue),
      giving: place(photos.giving ?? null),
      map: place(photos.map ?? null),
    }) as Photos,
    colours: fields(files.colours) as Colours,
    products: (fill(shop.products) as Product[]).map(productOf),
    shopTerms: fill(shop.shopTerms) as ShopTerms,
    shopFaqs: questions.shopFaqs as Faq[],
    donateFaqs: questions.donateFaqs as Faq[],
    aboutCopy: words<AboutWords>("words/about").aboutCopy,
    homeWords: words<HomeWords>("words/home").homeCopy,
    ...pick(words<DonateWords>("words/donate")),
    eventWords,
    printWords: words<PrintWords>("words/print"),
  };
}

/** The Donate page's words one by one, so an island that reads one carries no other. */
const pick = ({
  donateCopy,
  impactLines,
  giftAidLines,
  detailsLabel,
  wallPreviewIntro,
  giving,
}: DonateWords) => ({
  donateCopy,
  impactLines: impactLines as Record<number, string>,
  giftAidLines,
  detailsLabel: detailsLabel || "Add a Name or Message",
  wallPreviewIntro,
  giving,
});

export type Content = ReturnType<typeof contentOf>;

/**
 * What the build works out from the picnic's content, `now`: the plan that
 * decides its state (with its parts the pages' scripts read alone), the state
 * pre-rendered pages show, the notice every page shows while plans change.
 * Content the check refuses has no plan.
 */
function planOf({ event, eventWords }: Content, now: number) {
  const venueOffsets = venueOffsetTable(event) ?? null;
  const plan = venueOffsets ? statePlan(event) : null;
  return {
    buildYear: new Date(now).getFullYear(),
    venueOffsets,
    plan,
    stateBounds: plan && stateBounds(plan),
    nowBounds: plan && { open: plan.open, times: plan.times },
    builtState: (plan ? eventMoment(now, plan).state : "upcoming") as EventState,
    notice: noticeText(event, eventWords.noticeCopy),
  };
}

/** The content and its plan: what `#content` holds, but for the inline scripts. */
export function picnicFrom(files: SavedFiles, now: number) {
  const content = contentOf(files);
  return { ...content, ...planOf(content, now) };
}

export type Picnic = ReturnType<typeof picnicFrom>;
