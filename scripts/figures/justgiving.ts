// JustGiving, through its public API (https://developer.justgiving.com/apidocs):
// a fundraising page's details, GET /{appId}/v1/fundraising/pages/{pageShortName},
// and the count of its donations, GET .../donations (pagination.totalResults).
// Which fields, and why, is decision 061.
import * as v from "valibot";
import { getJson, oneLine, type Platform, type PlatformFigures, Refusal } from "./platform.ts";

/**
 * An amount as JustGiving writes it: a decimal in a string ("6420.00"), as
 * its documentation shows, or a bare number. Nothing else: no sign, no "£",
 * no thousands comma, no words.
 */
const amount = v.pipe(
  v.union([
    v.pipe(v.string(), v.regex(/^\d{1,12}(?:\.\d{1,4})?$/)),
    v.pipe(v.number(), v.finite(), v.minValue(0)),
  ]),
  v.transform(Number),
);

const count = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d{1,9}$/)), v.pipe(v.number(), v.integer())]),
  v.transform(Number),
  v.minValue(0),
);

/** The fields of a page's details that the figures come from; JustGiving sends many more. */
const PageSchema = v.pipe(
  v.object({
    /** Online, offline and text gifts together, without Gift Aid: the total the page shows. */
    grandTotalRaisedExcludingGiftAid: amount,
    /** Part of the total: never more than it. */
    totalRaisedOnline: amount,
    /** "0.00" or absent where the fundraiser set none. */
    fundraisingTarget: v.nullish(amount),
    /** Estimated on the online and text gifts; shown beside the total, never added in. */
    totalEstimatedGiftAid: v.nullish(amount),
    currencyCode: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)),
  }),
  v.forward(
    v.check((page) => page.totalRaisedOnline <= page.grandTotalRaisedExcludingGiftAid + 0.005),
    ["totalRaisedOnline"],
  ),
);

const DonationsSchema = v.object({ pagination: v.object({ totalResults: count }) });

/** JustGiving's error body, as documented: a list of { id, desc }. */
const ErrorSchema = v.array(v.object({ desc: v.string() }));

const errorWords = (body: unknown) =>
  v.is(ErrorSchema, body) ? body.map((error) => error.desc).join("; ") : null;

/**
 * JustGiving's answer `about` something, as `schema` reads it; or a Refusal
 * saying where it is not as documented ("totalRaisedOnline is not as…").
 */
function answer<T extends v.GenericSchema>(schema: T, body: unknown, about: string) {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output as v.InferOutput<T>;
  const where = v.getDotPath(parsed.issues[0]) ?? "the answer";
  throw new Refusal(
    `JustGiving's answer about ${about}: ${where} is not as JustGiving documents it`,
  );
}

/** A page's details, read from JustGiving's answer. */
export function pageFigures(body: unknown): Omit<PlatformFigures, "supporters"> {
  const page = answer(PageSchema, body, "the page");
  const target = page.fundraisingTarget ?? 0;
  return {
    raised: page.grandTotalRaisedExcludingGiftAid,
    ...(target >= 1 ? { target } : {}),
    ...(page.totalEstimatedGiftAid == null ? {} : { giftAid: page.totalEstimatedGiftAid }),
    currency: page.currencyCode.toUpperCase(),
  };
}

/** How many gifts the page has had (its donations' count), read from JustGiving's answer. */
export function supportersOf(body: unknown): number {
  return answer(DonationsSchema, body, "the page's gifts").pagination.totalResults;
}

/** "page/our-picnic" as a path, each part encoded: it can only name a page. */
const pagePath = (page: string) => page.split("/").map(encodeURIComponent).join("/");

export function justGiving({
  appId,
  apiUrl = "https://api.justgiving.com",
  timeoutMs = 20_000,
}: {
  appId: string;
  apiUrl?: string;
  timeoutMs?: number;
}): Platform {
  const base = URL.parse(apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/`);
  if (!base) throw new Refusal(`JUSTGIVING_API_URL is not an address: ${oneLine(apiUrl)}`);
  if (base.protocol !== "https:" && base.protocol !== "http:")
    throw new Refusal("JUSTGIVING_API_URL must start https://");
  if (!/^[A-Za-z0-9-]{1,64}$/.test(appId))
    throw new Refusal("JUSTGIVING_APP_ID is not a JustGiving app id (letters and digits)");
  return {
    name: "JustGiving",
    async read(page) {
      // One deadline for both questions: a slow platform is a failed run, retried next hour.
      const signal = AbortSignal.timeout(timeoutMs);
      const ask = (url: URL, what: string) => getJson(url, { what, signal, errorWords });
      // The app id is letters, digits and dashes (above): nothing in it to encode.
      const pageUrl = new URL(`${appId}/v1/fundraising/pages/${pagePath(page)}`, base);
      const details = pageFigures(await ask(pageUrl, `JustGiving (page ${page})`));
      const donationsUrl = new URL(`${pageUrl.pathname}/donations?pageSize=1`, base);
      const gifts = await ask(donationsUrl, `JustGiving (the gifts of page ${page})`);
      return { ...details, supporters: supportersOf(gifts) };
    },
  };
}
