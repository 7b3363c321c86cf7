// How much has been raised, copied from the charity's donation page by the
// organiser when they deploy (the site cannot ask it: no request leaves this
// origin), kept in content/fundraising.json, and the words around the figures. Shown as a progress bar on the
// home, donate and donor-wall pages (src/components/fundraising-progress.tsx).
// Words in {braces} are filled in by the site: {raised}, {target}, {percent}
// of the target, {supporters}, {giftAid} the Gift Aid beside the total, {asOf}
// the figures' date, {year} the picnic's.
/**
 * The figures, from content/fundraising.json (the editor's "Raised so far"):
 * target and raised in pounds (pence allowed), the Gift Aid beside them where
 * the charity's page gives it, supporters, and `asOf`, the day they were
 * copied (YYYY-MM-DD), by hand or by `npm run figures` (decision 061). The
 * build checks them (validate.ts).
 */
import { event, eventWords, fundraising } from "#content";
import { countedOnOrAfterTheDay } from "../lib/event-state.ts";

export { fundraising };

/**
 * The organisers' final total (Raised so far's "Final total": online and on the day
 * together, decision 090), once counted on or after the day: a total dated before it,
 * or left from an earlier year, is not this picnic's. Null until then.
 */
export const finalTotal =
  fundraising.final && countedOnOrAfterTheDay(fundraising.final.countedOn, event)
    ? fundraising.final
    : null;

/** What the picnic raised, after the day: its final total where there is one, else the count. */
export const resultRaised = finalTotal?.raised ?? fundraising.raised;

/**
 * The figures' words. While gifts come in ("running"), the figures so far and
 * whose they are; after the picnic ("past", src/lib/event-state.ts), its
 * final total alone (issue 40: no share of the target or date on it).
 */
export const fundraisingCopy = {
  running: {
    title: "Raised so far",
    progress: "{raised} raised of our {target} target",
  },
  final: {
    title: "The {year} picnic raised {raised}",
    supporters: ["from 1 supporter", "from {supporters} supporters"],
  },
  /** For the bar itself, which screen readers announce in any state. */
  label: "Money raised",
  /**
   * Beside the total, never added into it: the charity claims it from HMRC
   * later, and the charity's own page shows it apart too (decision 061).
   */
  giftAid: "plus {giftAid} Gift Aid",
  supporters: ["1 supporter", "{supporters} supporters"],
  /**
   * Under the figures on every page, the one label for where and when they were counted
   * (round 7), on the picnic's day too (decision 087): the organisers' words
   * (content/words/event.json), {charity} the charity's name, {asOf} its date.
   */
  countedOn: {
    dated: eventWords.totalSoFarCopy.counted,
  },
} as const;
