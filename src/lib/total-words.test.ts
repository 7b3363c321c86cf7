import { describe, expect, it } from "vitest";
import { totalCopy, totalSoFarCopy } from "#src/content/event-copy";
import { fundraisingCopy } from "#src/content/fundraising";
import type { EventState } from "./event-state";
import { grewOn, totalWords, type TotalCopy } from "./total-words";

// The organisers' words, as the build reads them (the sample's, or another picnic's).
const copy: TotalCopy = {
  ...totalCopy,
  progress: fundraisingCopy.running.progress,
  counted: totalSoFarCopy.counted,
};

/** A picnic that raised £1,715 more than in 2025. */
const grew = { amount: 1715, lastYear: 2025 };

const cases: Array<[string, EventState]> = [
  ["before the day", "upcoming"],
  ["on the day", "today"],
  ["that evening", "after"],
  ["months after", "past"],
];

describe("totalWords", () => {
  for (const [when, state] of cases) {
    for (const countedAfter of [false, true]) {
      const counted = countedAfter ? "counted on or after the day" : "counted before the day";
      it(`${when}, ${counted}`, () => {
        const said = totalWords(state, countedAfter, copy, grew);
        const over = state === "after" || state === "past";
        if (!over) {
          // A running count: its bar, its date, the live total a link away, on the day too.
          expect(said.case).toBe("running");
          expect(said.label).toBe(totalCopy.label.running);
          expect(said.figures).toBe(fundraisingCopy.running.progress);
          expect(said.bar).toBe(true);
          expect(said.counted).toBe(totalSoFarCopy.counted);
          expect(said.link).toBe(totalCopy.link.running);
        } else if (countedAfter) {
          // The year's result, undated, and how it grew on the picnic before: never its
          // share of the target, which read as a shortfall after the day (round 10).
          expect(said.case).toBe("result");
          expect(said.label).toBe(totalCopy.label.result);
          expect(said.figures).toBe("{raised}");
          expect(said.growth).toEqual(
            copy.growth ? { template: copy.growth, amount: 1715, lastYear: 2025 } : null,
          );
          expect(said.bar).toBe(false);
          expect(said.counted).toBeNull();
          expect(said.link).toBe(totalCopy.link.result);
        } else {
          // A count from before the day: never the result, dated, and the year's total a link away.
          expect(said.case).toBe("beforeDay");
          expect(said.label).toBe(totalCopy.label.beforeDay);
          expect(said.figures).toBe("{raised}");
          expect(said.bar).toBe(false);
          expect(said.counted).toBe(totalSoFarCopy.counted);
          expect(said.link).toBe(totalCopy.link.beforeDay);
        }
        if (said.case !== "result") expect(said.growth).toBeNull();
        // Nothing promised for later, in any case.
        expect(Object.values(said).join(" ")).not.toMatch(/to follow/i);
      });
    }
  }

  it("says no growth for a first picnic, or where the organisers left its words empty", () => {
    expect(totalWords("past", true, copy, null).growth).toBeNull();
    expect(totalWords("past", true, { ...copy, growth: "" }, grew).growth).toBeNull();
  });
});

describe("grewOn", () => {
  const years = [
    { year: 2023, raised: 2150 },
    { year: 2025, raised: 4960 },
    { year: 2024, raised: 3480 },
  ];

  it("compares with the latest picnic before this one, whatever the order typed", () => {
    expect(grewOn(years, 2026, 8135)).toEqual({ amount: 3175, lastYear: 2025 });
    // A year skipped: the picnic before is the one to compare with.
    expect(grewOn(years, 2027, 5000)).toEqual({ amount: 40, lastYear: 2025 });
    // This year's own total, typed among the past years, is not the picnic before.
    expect(grewOn([...years, { year: 2026, raised: 9000 }], 2026, 8135)).toEqual({
      amount: 3175,
      lastYear: 2025,
    });
  });

  it("says nothing for a first picnic, nor a negative or nil 'more'", () => {
    expect(grewOn([], 2026, 8135)).toBeNull();
    expect(grewOn(years, 2023, 9000)).toBeNull();
    expect(grewOn(years, 2026, 4960)).toBeNull();
    expect(grewOn(years, 2026, 4000)).toBeNull();
  });
});
