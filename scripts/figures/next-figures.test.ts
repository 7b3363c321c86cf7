// When a platform's answer may replace the published figures, and when it is
// kept out: nothing is ever made worse by a bad answer (decision 061).
import { describe, expect, it } from "vitest";
import type { Fundraising } from "#src/content/schema";
import { MOST_RAISED, nextFigures, refundAllowance } from "./next-figures";
import { Refusal } from "./platform";

const current: Fundraising = {
  givingPage: "picnicky-2026",
  target: 10000,
  raised: 6420,
  supporters: 182,
  asOf: "2026-04-28",
};
const event = { date: "2026-06-20", newDate: null };
const read = { raised: 7250, target: 10000, supporters: 214, giftAid: 1313.75, currency: "GBP" };
const next = (changes: Partial<typeof read> & { target?: number }, today = "2026-05-02") =>
  nextFigures({
    current,
    read: { ...read, ...changes },
    today,
    event,
    platform: "JustGiving",
  });

describe("nextFigures", () => {
  it("takes a higher total, dated today, with the commit's words", () => {
    expect(next({})).toEqual({
      changed: true,
      figures: { ...current, raised: 7250, supporters: 214, giftAid: 1313.75, asOf: "2026-05-02" },
      message: "Figures: £7,250 from 214 supporters",
    });
  });

  it("keeps the typed target where the page sets none", () => {
    const { target: _, ...withoutTarget } = read;
    const result = nextFigures({
      current: { ...current, target: 8000 },
      read: withoutTarget,
      today: "2026-05-02",
      event,
      platform: "JustGiving",
    });
    expect(result.changed && result.figures.target).toBe(8000);
  });

  it("rounds to whole pence, as the content check wants", () => {
    const result = next({ raised: 7250.4567, giftAid: 100.005 });
    expect(result.changed && [result.figures.raised, result.figures.giftAid]).toEqual([
      7250.46, 100.01,
    ]);
  });

  it("leaves unchanged figures as they are, date and all: no commit every hour", () => {
    const same = { ...current, giftAid: 1313.75, raised: 7250, supporters: 214 };
    const result = nextFigures({
      current: same,
      read,
      today: "2026-05-09",
      event,
      platform: "JustGiving",
    });
    expect(result).toEqual({
      changed: false,
      message: "Figures unchanged: £7,250 from 214 supporters, as on JustGiving",
    });
  });

  it("dates unchanged figures again once the picnic's day has come, so they are its total", () => {
    const same = { ...current, giftAid: 1313.75, raised: 7250, supporters: 214 };
    const after = nextFigures({
      current: same,
      read,
      today: "2026-06-21",
      event,
      platform: "JustGiving",
    });
    expect(after).toEqual({
      changed: true,
      figures: { ...same, asOf: "2026-06-21" },
      message: "Figures: £7,250 from 214 supporters, counted after the picnic",
    });
    // Already counted on or after the day: nothing to change.
    const counted = { ...same, asOf: "2026-06-21" };
    expect(
      nextFigures({ current: counted, read, today: "2026-06-30", event, platform: "JustGiving" })
        .changed,
    ).toBe(false);
  });

  it("takes a fall a refund explains", () => {
    const fall = refundAllowance(current.raised);
    expect(fall).toBe(321);
    expect(next({ raised: current.raised - fall }).changed).toBe(true);
  });

  it.each([
    ["another currency", { currency: "USD" }, "in USD"],
    ["a total no picnic raises", { raised: MOST_RAISED + 1 }, "cannot be a picnic's"],
    ["a negative total", { raised: -1 }, "cannot be a picnic's"],
    ["a total that is not a number", { raised: Number.NaN }, "cannot be a picnic's"],
    ["more Gift Aid than Gift Aid adds", { giftAid: 2000 }, "more than Gift Aid can add"],
    [
      "a fall no refund explains",
      { raised: current.raised - 322 },
      "£322 less than the £6,420 published, more than a refund explains",
    ],
  ])("keeps out %s", (_, changes, why) => {
    expect(() => next(changes)).toThrow(Refusal);
    expect(() => next(changes)).toThrow(why);
  });

  it("holds back a large total's fall by more than 5%", () => {
    const large = { ...current, raised: 40000 };
    const ask = (raised: number) =>
      nextFigures({
        current: large,
        read: { ...read, raised, giftAid: 0 },
        today: "2026-05-02",
        event,
        platform: "JustGiving",
      });
    expect(ask(38000).changed).toBe(true);
    expect(() => ask(37999)).toThrow(Refusal);
  });
});
