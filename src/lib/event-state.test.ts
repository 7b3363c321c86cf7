// @vitest-environment jsdom
import { noteScript, onNowScript, plan as builtPlan, stateScript } from "#content";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { event } from "#src/content/event";
import { noteCopy as contentNoteCopy } from "#src/content/event-copy";
import {
  countedOnOrAfterTheDay,
  eventMoment,
  eventState,
  statePlan,
  type EventMoment,
} from "./event-state";
import { noteTable, noteWords } from "./status-note";

type Content = Parameters<typeof statePlan>[0] & Parameters<typeof noteTable>[0];

// The picnic these tests are written for, whatever the organisers have set in
// src/content/event.ts: 16 June 2026, 11:00-17:00 London time, as shipped.
const picnic: Content = {
  ...event,
  date: "2026-06-16",
  startTime: "11:00",
  endTime: "17:00",
  status: "scheduled",
  newDate: null,
  schedule: [
    ["11:00", "Gates open"],
    ["12:00", "Welcome speech"],
    ["12:30", "Guest speaker"],
    ["13:00", "Picnic lunch"],
    ["14:00", "Activities"],
    ["15:30", "Fundraising raffle"],
    ["16:30", "Closing remarks"],
    ["17:00", "Event closes"],
  ].map(([time, title]) => ({ time: time!, title: title!, description: "" })),
};
// The note's words, the test's own: the organisers word theirs in content/words/event.json.
const noteCopy: typeof contentNoteCopy = {
  days: ["{days} days to go", ""],
  tomorrow: ["Tomorrow!", "Gates open at {open}."],
  upcoming: ["{date}", "Gates open at {open}."],
  today: ["Today!", "Gates open at {open}."],
  onNow: "On now: {title}",
  next: "Next: {title} at {time}",
  after: ["Thank you for coming!", "The gates have closed for this year."],
  past: ["Took place on {date}", "Next year's date soon."],
  postponed: ["Postponed", "New date to be announced."],
  cancelled: ["Cancelled", "See you next summer."],
};
const at = (iso: string, content: Content = picnic) =>
  eventMoment(Date.parse(iso), statePlan(content));
/** The note's lines as read aloud: dates and times keep non-breaking spaces (format.ts). */
const spoken = (lines: readonly string[]) => lines.map((line) => line.replaceAll("\u00a0", " "));
const say = (iso: string, content: Content = picnic) =>
  spoken(noteWords(at(iso, content), noteTable(content, noteCopy)));

describe("eventMoment, for the picnic on 16 June 2026, 11:00-17:00 London time", () => {
  it("counts whole days to go on the London calendar", () => {
    expect(at("2026-05-07T12:00:00+01:00")).toEqual({ state: "upcoming", n: 40 });
    expect(say("2026-05-07T12:00:00+01:00")).toEqual(["40 days to go", ""]);
  });

  it("turns to the day at midnight London time, while UTC still says the 15th", () => {
    // 23:59 BST on the 15th is 22:59 UTC.
    expect(at("2026-06-15T22:59:59Z")).toEqual({ state: "upcoming", n: 1 });
    expect(say("2026-06-15T22:59:59Z")).toEqual(["Tomorrow!", "Gates open at 11:00 AM."]);
    // 00:00 BST on the 16th is 23:00 UTC on the 15th.
    expect(at("2026-06-15T23:00:00Z")).toEqual({ state: "today", n: -1 });
    expect(say("2026-06-15T23:00:00Z")).toEqual(["Today!", "Gates open at 11:00 AM."]);
  });

  it("opens the gates at 11:00 and says what is on now and next", () => {
    expect(say("2026-06-16T10:59:59+01:00")).toEqual(["Today!", "Gates open at 11:00 AM."]);
    expect(at("2026-06-16T11:00:00+01:00")).toEqual({ state: "today", n: 0 });
    expect(say("2026-06-16T11:00:00+01:00")).toEqual([
      "On now: Gates open",
      "Next: Welcome speech at 12:00 PM",
    ]);
    expect(say("2026-06-16T12:30:00+01:00")).toEqual([
      "On now: Guest speaker",
      "Next: Picnic lunch at 1:00 PM",
    ]);
  });

  it("closes the gates at 17:00: the evening after, until midnight", () => {
    expect(say("2026-06-16T16:59:59+01:00")).toEqual([
      "On now: Closing remarks",
      "Next: Event closes at 5:00 PM",
    ]);
    expect(at("2026-06-16T17:00:00+01:00")).toEqual({ state: "after", n: null });
    expect(at("2026-06-16T23:59:59+01:00")).toEqual({ state: "after", n: null });
    expect(say("2026-06-16T18:00:00+01:00")).toEqual([
      "Thank you for coming!",
      "The gates have closed for this year.",
    ]);
  });

  it("is past from the next midnight, however long after", () => {
    expect(at("2026-06-17T00:00:00+01:00")).toEqual({ state: "past", n: null });
    expect(say("2026-12-16T12:00:00Z")).toEqual([
      "Took place on Tuesday 16 June 2026",
      "Next year's date soon.",
    ]);
    // A page opened years later, far beyond the table of UTC offsets.
    expect(at("2040-01-01T00:00:00Z")).toEqual({ state: "past", n: null });
  });

  it("counts across both clock changes of the year by the London date", () => {
    // Spring forward, 29 March 2026 01:00 UTC: midnight that night is GMT.
    expect(at("2026-03-28T23:59:00Z").n).toBe(80); // 23:59 GMT on the 28th
    expect(at("2026-03-29T00:00:00Z").n).toBe(79); // midnight on the 29th
    expect(at("2026-03-29T01:30:00Z").n).toBe(79); // 02:30 BST, just after the change
    // Fall back, 26 October 2025 01:00 UTC: midnight before it is BST, after it GMT.
    expect(at("2025-10-25T22:59:00Z").n).toBe(234); // 23:59 BST on the 25th
    expect(at("2025-10-25T23:00:00Z").n).toBe(233); // midnight BST: the 26th, though UTC says the 25th
    expect(at("2025-10-26T23:30:00Z").n).toBe(233); // 23:30 GMT, still the 26th
    expect(at("2025-10-27T00:00:00Z").n).toBe(232); // midnight GMT on the 27th
  });
});

describe("eventMoment on a day the clocks change", () => {
  const autumn: Content = { ...picnic, date: "2026-10-25", startTime: "00:30", endTime: "23:30" };

  it("has a 25-hour day when the clocks go back", () => {
    // The day starts at midnight BST (23:00 UTC) and ends at midnight GMT (00:00 UTC).
    expect(at("2026-10-24T22:59:00Z", autumn).state).toBe("upcoming");
    expect(at("2026-10-24T23:00:00Z", autumn).state).toBe("today");
    expect(at("2026-10-25T23:29:00Z", autumn).state).toBe("today");
    expect(at("2026-10-25T23:30:00Z", autumn).state).toBe("after");
    expect(at("2026-10-25T23:59:00Z", autumn).state).toBe("after");
    expect(at("2026-10-26T00:00:00Z", autumn).state).toBe("past");
  });

  it("has a 23-hour day when the clocks go forward, with gates at summer time", () => {
    const spring: Content = { ...picnic, date: "2027-03-28" };
    expect(at("2027-03-27T23:59:00Z", spring).state).toBe("upcoming"); // 23:59 GMT
    expect(at("2027-03-28T00:00:00Z", spring).state).toBe("today");
    expect(at("2027-03-28T09:59:00Z", spring)).toEqual({ state: "today", n: -1 }); // 10:59 BST
    expect(at("2027-03-28T10:00:00Z", spring)).toEqual({ state: "today", n: 0 }); // 11:00 BST
    expect(at("2027-03-28T22:59:00Z", spring).state).toBe("after");
    expect(at("2027-03-28T23:00:00Z", spring).state).toBe("past"); // midnight BST
  });
});

describe("eventMoment on 29 February", () => {
  const leap: Content = { ...picnic, date: "2028-02-29", startTime: "10:00", endTime: "12:00" };

  it("counts to the leap day and has it as the picnic's day, in GMT", () => {
    expect(at("2028-02-01T12:00:00Z", leap)).toEqual({ state: "upcoming", n: 28 });
    expect(at("2028-02-28T23:59:00Z", leap)).toEqual({ state: "upcoming", n: 1 });
    expect(at("2028-02-29T00:00:00Z", leap)).toEqual({ state: "today", n: -1 });
    expect(at("2028-02-29T10:00:00Z", leap)).toEqual({ state: "today", n: -1 });
    expect(at("2028-02-29T11:00:00Z", leap)).toEqual({ state: "today", n: 0 });
    expect(at("2028-02-29T12:00:00Z", leap).state).toBe("after");
    expect(at("2028-03-01T00:00:00Z", leap).state).toBe("past");
  });
});

describe("eventMoment when plans change", () => {
  it("is postponed whatever the clock says while no new date is known", () => {
    const postponed: Content = { ...picnic, status: "postponed" };
    for (const when of ["2026-05-07T12:00:00Z", "2026-06-16T12:00:00Z", "2027-06-16T12:00:00Z"]) {
      expect(at(when, postponed)).toEqual({ state: "postponed", n: null });
    }
    expect(say("2026-06-16T12:00:00Z", postponed)).toEqual([
      "Postponed",
      "New date to be announced.",
    ]);
  });

  it("follows the new date once a postponed picnic has one", () => {
    const rescheduled: Content = { ...picnic, status: "postponed", newDate: "2026-07-14" };
    // The original day is just another day before the new one.
    expect(at("2026-06-16T12:00:00+01:00", rescheduled)).toEqual({ state: "upcoming", n: 28 });
    expect(at("2026-07-14T12:30:00+01:00", rescheduled)).toEqual({ state: "today", n: 2 });
    expect(at("2026-07-14T18:00:00+01:00", rescheduled).state).toBe("after");
    expect(at("2026-07-15T09:00:00+01:00", rescheduled).state).toBe("past");
    expect(say("2026-07-15T09:00:00+01:00", rescheduled)[0]).toBe(
      "Took place on Tuesday 14 July 2026",
    );
  });

  it("is cancelled whatever the clock says", () => {
    const cancelled: Content = { ...picnic, status: "cancelled" };
    for (const when of ["2026-05-07T12:00:00Z", "2026-06-16T12:00:00Z", "2027-06-16T12:00:00Z"]) {
      expect(at(when, cancelled)).toEqual({ state: "cancelled", n: null });
    }
  });

  it("is cancelled, not moved, even if content slipped a new date past validation", () => {
    // validate.ts refuses a cancelled picnic with a new date; the state stays safe regardless.
    const cancelled: Content = { ...picnic, status: "cancelled", newDate: "2026-07-14" };
    expect(at("2026-07-14T12:00:00Z", cancelled)).toEqual({ state: "cancelled", n: null });
  });
});

describe("countedOnOrAfterTheDay: whether the figures are what the picnic raised (decision 051)", () => {
  const picnicDay = { date: "2026-06-16", newDate: null };
  it("is false for figures counted before the day: a total so far", () => {
    expect(countedOnOrAfterTheDay("2026-04-28", picnicDay)).toBe(false);
    expect(countedOnOrAfterTheDay("2026-06-15", picnicDay)).toBe(false);
  });
  it("is true for figures counted on the day or after it: the final total", () => {
    expect(countedOnOrAfterTheDay("2026-06-16", picnicDay)).toBe(true);
    expect(countedOnOrAfterTheDay("2026-07-01", picnicDay)).toBe(true);
  });
  it("counts from the new date of a picnic postponed to one", () => {
    const moved = { date: "2026-06-16", newDate: "2026-07-04" };
    expect(countedOnOrAfterTheDay("2026-06-20", moved)).toBe(false);
    expect(countedOnOrAfterTheDay("2026-07-04", moved)).toBe(true);
  });
});

describe("noteWords without a clock (the pre-rendered page)", () => {
  const table = noteTable(picnic, noteCopy);
  const without = (state: EventMoment["state"]) => spoken(noteWords({ state, n: null }, table));

  it("names the date instead of a count that would go stale", () => {
    expect(without("upcoming")).toEqual(["Tuesday 16 June 2026", "Gates open at 11:00 AM."]);
    expect(without("today")).toEqual(["Today!", "Gates open at 11:00 AM."]);
  });
});

/** Runs an inline script's source at `now` in this test's DOM, as the page would. */
function runInline(source: string, now: number) {
  new Function("Date", source)({ now: () => now });
}

/** A schedule's items as the pages write them, the line shown only before the gates open last. */
const scheduleHtml = `<ol>${event.schedule.map((_, index) => `<li data-item="${index}"></li>`).join("")}<li data-item="-1" data-now-only hidden></li></ol>`;

/**
 * Runs `check` on a page holding `html`, then the inline script as
 * `document.currentScript` (as the browser runs it, right after what it fills),
 * and leaves no state of the picnic behind on <html> or the window.
 */
function withPage(html: string, check: () => void) {
  document.body.innerHTML = `${html}<script></script>`;
  const script = document.body.lastElementChild;
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  try {
    check();
  } finally {
    Reflect.deleteProperty(document, "currentScript");
    delete document.documentElement.dataset.onNow;
    delete window.__eventMoment;
  }
}

describe("the inline scripts the build writes", () => {
  const plan = builtPlan!;
  // From two years before to two years after the picnic.
  const year = 365 * 24 * 60 * 60 * 1000;
  const instants = fc.integer({
    min: Date.parse(event.date) - 2 * year,
    max: Date.parse(event.date) + 2 * year,
  });

  it("the head script sets the state eventState gives, at any instant", () => {
    fc.assert(
      fc.property(instants, (now) => {
        runInline(stateScript, now);
        expect(document.documentElement.dataset.event).toBe(eventState(now, plan));
      }),
    );
  });

  it("on the day, the head script and the script after a schedule mark the item on now", () => {
    const day = fc.integer({ min: plan.start * 60000, max: plan.close * 60000 - 1 });
    withPage(scheduleHtml, () =>
      fc.assert(
        fc.property(day, (now) => {
          delete document.documentElement.dataset.onNow;
          runInline(stateScript, now);
          runInline(onNowScript, now);
          const { n } = eventMoment(now, plan);
          expect(document.documentElement.dataset.onNow).toBe(String(n));
          const marked = [...document.querySelectorAll<HTMLElement>("[data-now]")].map(
            (item) => item.dataset.item,
          );
          expect(marked).toEqual([String(n)]);
          // Before the gates open, the line saying when they open shows.
          expect(document.querySelector<HTMLElement>("[data-now-only]")?.hidden).toBe(n !== -1);
        }),
      ),
    );
  });

  it("on any other day, the script after a schedule changes nothing on the page", () => {
    // Most of the year there is no item on now: the page is already right, and a
    // write of the same value would still cost a slow phone a style pass mid-parse.
    const notToday = instants.filter((now) => eventState(now, plan) !== "today");
    withPage(scheduleHtml, () => {
      const changes = new MutationObserver(() => undefined);
      changes.observe(document.body, { attributes: true, subtree: true });
      try {
        fc.assert(
          fc.property(notToday, (now) => {
            runInline(stateScript, now);
            runInline(onNowScript, now);
            expect(changes.takeRecords()).toEqual([]);
          }),
        );
      } finally {
        changes.disconnect();
      }
    });
  });

  it("the note script writes the words the app renders, at any instant", () => {
    // The build wrote the script from the content's own event.
    const table = noteTable(event, contentNoteCopy);
    const noteHtml =
      "<p>Date<span data-count hidden> · <span>old</span></span></p><div data-note><p>old</p><p>old</p></div>";
    withPage(noteHtml, () =>
      fc.assert(
        fc.property(instants, (now) => {
          runInline(noteScript, now);
          const moment = eventMoment(now, plan);
          expect(window.__eventMoment).toEqual(moment);
          expect(document.documentElement.dataset.event).toBe(moment.state);
          const [headline, detail] = noteWords(moment, table);
          // The hero's countdown beside the date: "40 days to go" while there is a count,
          // said once (the note, hidden then, is left as it was); the note's words otherwise.
          const counting = moment.state === "upcoming";
          if (!counting) expect(document.querySelector("div")?.textContent).toBe(headline + detail);
          const count = document.querySelector<HTMLElement>("[data-count]")!;
          expect(count.hidden).toBe(!counting);
          expect(count.textContent).toBe(counting ? ` · ${headline}` : " · ");
        }),
        // Always the day itself, before and after the gates open: a random instant of
        // four years rarely lands on it.
        { examples: [[plan.start * 60000 + 60000], [plan.open * 60000 + 60000]] },
      ),
    );
  });
});
