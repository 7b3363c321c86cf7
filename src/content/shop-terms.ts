// The shop's terms, as numbers, from content/shop.json (the editor's
// "Products"; or edit the file by hand): the shop's FAQ, the Terms of Service,
// the bulk-order block and its e-mail all say them from here; and the shop's
// first line, which reads by the picnic's state.
import type { ByState } from "./event-copy.ts";
import { shopTerms } from "#content";
import { site } from "./site";
import { eventDate } from "../lib/event-facts.ts";

export { shopTerms };

/**
 * The shop's one money claim, the specification's own words (its product note), with the
 * cause the content names: said the same way on the shop, each product and Home, never
 * "100% of profits" in one place and "all proceeds" in another (review 2, issue 47).
 */
export const proceedsClaim = `All proceeds go to support ${site.cause.name} research`;

/**
 * A shop line by the picnic's state, from the organisers' three: the usual words (while
 * the picnic is ahead, postponed too), the day's (the stall is open), and the words for
 * once it is over or cancelled (nothing to collect there). Left empty, the usual words
 * stand in (review 4, issue 47).
 */
export function shopStates<T>(usual: T, today: T | null, after: T | null): ByState<T> {
  const then = after ?? usual;
  return {
    upcoming: usual,
    postponed: usual,
    today: today ?? usual,
    after: then,
    past: then,
    cancelled: then,
  };
}

/** A line of the shop's, then its one money claim; none where the organisers left it empty. */
const withClaim = (line: string | null | undefined) => (line ? `${line} ${proceedsClaim}.` : null);

/** The shop's first line and its money claim: before, on and after the day. */
export const shopLeadCopy: ByState<string> = shopStates(
  withClaim(shopTerms?.shopLead) ?? `${proceedsClaim}.`,
  withClaim(shopTerms?.shopLeadToday),
  withClaim(shopTerms?.shopLeadAfter),
);

/** Two weeks: long enough for the organisers to have the orders made and boxed for the stall. */
const ORDER_BY_DAYS_BEFORE = 14;

/**
 * The last day to pre-order and collect at the picnic: the organisers' date, or two weeks
 * before the picnic's (review 5).
 */
export const orderBy: string =
  shopTerms?.orderBy ??
  new Date(Date.parse(`${eventDate}T00:00:00Z`) - ORDER_BY_DAYS_BEFORE * 86_400_000)
    .toISOString()
    .slice(0, 10);
