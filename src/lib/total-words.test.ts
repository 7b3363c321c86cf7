import { describe, expect, it } from "vitest";
import { totalCopy, totalSoFarCopy } from "#src/content/event-copy";
import { fundraisingCopy } from "#src/content/fundraising";
import type { EventState } from "./event-state";
import { totalWords, type TotalCopy } from "./total-words";

// The organisers' words, as the build reads them (the sample's, or another picnic's).
const copy: TotalCopy = {
  ...totalCopy,
  progress: fundraisingCopy.running.progress,
  counted: totalSoFarCopy.counted,
};

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
        const said = totalWords(state, countedAfter, copy, true);
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
          // The year's result, against its target, undated.
          expect(said.case).toBe("result");
          expect(said.label).toBe(totalCopy.label.result);
          expect(said.figures).toBe(`{raised} ${totalCopy.ofTarget}`);
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
        // Nothing promised for later, in any case.
        expect(Object.values(said).join(" ")).not.toMatch(/to follow/i);
      });
    }
  }

  it("gives the result alone where the picnic has no target", () => {
    expect(totalWords("past", true, copy, false).figures).toBe("{raised}");
  });
});
