// Whether a platform's answer may replace the figures in Raised so far, and
// what they become: a bad answer never makes them worse (decision 061).
import type { Fundraising } from "#src/content/schema.ts";
import { countedOnOrAfterTheDay } from "#src/lib/event-state.ts";
import { formatAmount, formatCount } from "#src/lib/format.ts";
import { type PlatformFigures, Refusal } from "./platform.ts";

/** More than any picnic raises: a total above it is a mistake, not a gift. */
export const MOST_RAISED = 5_000_000;

/**
 * How far a total may fall from the last one published before it is held
 * back: a refund or two (£250), or 5% of a large total, whichever is more.
 * A larger fall is a platform's mistake until an organiser says otherwise, by
 * typing the lower total in Raised so far.
 */
export const refundAllowance = (last: number) => Math.max(250, last * 0.05);

/** Gift Aid is 25p for each £1 given, so never more than a quarter of the total. */
const GIFT_AID_SHARE = 0.25;

/** Pounds to whole pence, as the content check wants them (JustGiving may send "12.3450"). */
const pence = (amount: number) => Math.round(amount * 100) / 100;

/** "£7,250 from 214 supporters": the commit's words, and the log's. */
function figuresLine(figures: Pick<Fundraising, "raised" | "supporters">): string {
  const supporters = `${formatCount(figures.supporters)} supporter${figures.supporters === 1 ? "" : "s"}`;
  return `${formatAmount(figures.raised)} from ${supporters}`;
}

export type Next =
  { changed: true; figures: Fundraising; message: string } | { changed: false; message: string };

/**
 * The figures after `read`, the platform's answer, on `today` (London's date),
 * or a Refusal saying why not. Unchanged figures keep their date, so an
 * unchanged total makes no commit; but figures counted before the picnic's
 * day are dated again once it has come, so the site can call them its total
 * (decision 051).
 */
export function nextFigures({
  current,
  read,
  today,
  event,
  platform,
}: {
  current: Fundraising;
  read: PlatformFigures;
  today: string;
  event: { date: string; newDate: string | null };
  platform: string;
}): Next {
  if (read.currency !== "GBP")
    throw new Refusal(
      `${platform} gives the page's total in ${read.currency}, and the site shows pounds (GBP)`,
    );
  const raised = pence(read.raised);
  if (!(raised >= 0) || raised > MOST_RAISED)
    throw new Refusal(
      `${platform} gives a total of ${formatAmount(raised)}, which cannot be a picnic's: kept out`,
    );
  const giftAid = read.giftAid === undefined ? current.giftAid : pence(read.giftAid);
  if (giftAid != null && giftAid > raised * GIFT_AID_SHARE + 0.01)
    throw new Refusal(
      `${platform} gives ${formatAmount(giftAid)} of Gift Aid on ${formatAmount(raised)}, more than Gift Aid can add: kept out`,
    );
  const fall = current.raised - raised;
  if (fall > refundAllowance(current.raised))
    throw new Refusal(
      `${platform} gives ${formatAmount(raised)}, ${formatAmount(fall)} less than the ${formatAmount(current.raised)} published, more than a refund explains: kept out. If it is right, type it in Raised so far`,
    );
  const next: Fundraising = {
    ...current,
    raised,
    target: read.target === undefined ? current.target : pence(read.target),
    supporters: read.supporters ?? current.supporters,
    ...(giftAid == null ? {} : { giftAid }),
  };
  const same =
    next.raised === current.raised &&
    next.target === current.target &&
    next.supporters === current.supporters &&
    (next.giftAid ?? null) === (current.giftAid ?? null);
  const line = figuresLine(next);
  if (!same)
    return { changed: true, figures: { ...next, asOf: today }, message: `Figures: ${line}` };
  if (!countedOnOrAfterTheDay(current.asOf, event) && countedOnOrAfterTheDay(today, event))
    return {
      changed: true,
      figures: { ...next, asOf: today },
      message: `Figures: ${line}, counted after the picnic`,
    };
  return { changed: false, message: `Figures unchanged: ${line}, as on ${platform}` };
}
