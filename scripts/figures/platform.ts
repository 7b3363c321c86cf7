// What `npm run figures` asks of a giving platform, and how it asks. Each
// platform (justgiving.ts) is one module that makes a `Platform`: Enthuse,
// Every.org or Givebutter would be one file more, and one line in
// scripts/figures.ts (decision 061).

/** A page's figures as its platform gives them, in whole units of `currency` (pounds). */
export type PlatformFigures = {
  raised: number;
  /** Absent where the page sets no target: the one typed in Raised so far stays. */
  target?: number;
  supporters?: number;
  /** Beside the total, never in it. */
  giftAid?: number;
  /** ISO 4217, upper case ("GBP"). */
  currency: string;
};

export type Platform = {
  /** As organisers know it: "JustGiving". */
  name: string;
  read(page: string): Promise<PlatformFigures>;
};

/**
 * Why the figures were not updated, in one plain line for the organiser (and
 * the workflow's log): content/fundraising.json is left as it was.
 */
export class Refusal extends Error {}

/** A platform's words in our one line: printable, short, never a second line. */
export const oneLine = (text: string) =>
  text
    .replace(/[^\x20-\x7e\u00a0-\u024f£€]+/g, " ")
    .trim()
    .slice(0, 160);

/**
 * GET `url` as JSON. Every failure is a Refusal naming `what` (never the
 * address, which holds the app id): no answer within the time, a redirect
 * (an answer from somewhere else is no answer), a body that is not
 * JSON, a status other than 200 (with the platform's own words, through
 * `errorWords`).
 */
export async function getJson(
  url: URL,
  {
    what,
    signal,
    errorWords,
  }: { what: string; signal: AbortSignal; errorWords: (body: unknown) => string | null },
): Promise<unknown> {
  // The deadline can pass during the request or its body: either way, it is the reason.
  const failed = (why: string) => (error: { cause?: { code?: string } }) => {
    const code = error.cause?.code ? ` (${error.cause.code})` : "";
    throw new Refusal(signal.aborted ? `${what} did not answer in time` : `${what} ${why}${code}`);
  };
  const headers = { Accept: "application/json" };
  const response = await fetch(url, { headers, redirect: "error", signal }).catch(
    failed("could not be reached"),
  );
  // An error's body may be anything: only a 200's must be JSON.
  const body: unknown = await response
    .json()
    .catch(response.ok ? failed("answered with something that is not JSON") : () => null);
  if (response.ok) return body;
  const words = errorWords(body);
  throw new Refusal(
    `${what} answered ${oneLine(`${response.status} ${response.statusText}`)}${words ? `: ${oneLine(words)}` : ""}`,
  );
}
