import { describe, expect, it } from "vitest";
import {
  posterHighlights,
  posterOnBox,
  posterOnSize,
  A4,
  cardBoxes,
  cropMarks,
  donateAddress,
  donateAddressShown,
  fitted,
  linesIn,
  posterVenueBox,
  posterVenueSizes,
  posterWelcomeSizes,
} from "./print-sheet";

describe("the table cards' sheet", () => {
  const cards = cardBoxes({ columns: 2, rows: 2, margin: 10, gutter: 10 });
  const marks = cropMarks(cards);

  it("fills A4 with equal cards inside the margin, the gutter between them", () => {
    expect(cards).toEqual([
      { x: 10, y: 10, width: 90, height: 133.5 },
      { x: 110, y: 10, width: 90, height: 133.5 },
      { x: 10, y: 153.5, width: 90, height: 133.5 },
      { x: 110, y: 153.5, width: 90, height: 133.5 },
    ]);
    const last = cards[3];
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBe(A4.width - 10);
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBe(A4.height - 10);
  });

  it("marks each card's corners on the sheet, never on a card", () => {
    expect(marks).toHaveLength(cards.length * 4 * 2);
    const inside = (x: number, y: number) =>
      cards.some(
        (card) => x > card.x && x < card.x + card.width && y > card.y && y < card.y + card.height,
      );
    for (const { x1, y1, x2, y2 } of marks) {
      for (const [x, y] of [
        [x1, y1],
        [x2, y2],
      ] as const) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(A4.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(A4.height);
        expect(inside(x, y)).toBe(false);
      }
      // Along a card's edge: horizontal or vertical, 3 mm long.
      expect(x1 === x2 || y1 === y2).toBe(true);
      expect(Math.hypot(x2 - x1, y2 - y1)).toBeCloseTo(3);
    }
  });
});

describe("the QR codes' address", () => {
  it("is the site's own donate page, absolute, with nothing added", () => {
    const url = new URL(donateAddress);
    expect(url.pathname).toBe("/donate");
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(donateAddressShown).toBe(`${url.host}/donate`);
  });
});

describe("words fitted to a box on the sheet", () => {
  const sizes = [
    { size: 8, lines: 2 },
    { size: 6, lines: 3 },
    { size: 4, lines: 3 },
  ] as const;

  it("counts the lines words take, broken at their spaces, and a word too wide as never fitting", () => {
    expect(linesIn("one two three", 100)).toBe(1);
    expect(linesIn("one two three", 4)).toBe(3);
    expect(linesIn("", 10)).toBe(0);
    expect(linesIn("Extraordinarily", 3)).toBe(Number.POSITIVE_INFINITY);
  });

  it("keeps the largest size while the words fit it, and sets longer words smaller, whole", () => {
    expect(fitted("Summer Picnic", 50, sizes).size).toBe(8);
    const longer = "The Margaret Thompson Memorial Summer Picnic";
    const size = fitted(longer, 50, sizes);
    expect(size.size).toBeLessThan(8);
    expect(linesIn(longer, 50 / size.size)).toBeLessThanOrEqual(size.lines);
    // Wider is never fitted smaller than narrower.
    expect(fitted("Wm Wm Wm Wm", 50, sizes).size).toBeLessThanOrEqual(
      fitted("il il il il", 50, sizes).size,
    );
  });

  it("gives the smallest size when nothing fits", () => {
    expect(fitted("Pneumonoultramicroscopicsilicovolcanoconiosis", 50, sizes).size).toBe(4);
  });
});

describe("the poster's welcome", () => {
  it("fits one line at the most the content allows (40 characters), smaller than a short one", () => {
    const longest = "Free to come: families and dogs welcome!";
    expect(longest).toHaveLength(40);
    const size = fitted(longest, posterVenueBox, posterWelcomeSizes);
    expect(size.size).toBeLessThan(fitted("All welcome", posterVenueBox, posterWelcomeSizes).size);
    expect(linesIn(longest, posterVenueBox / size.size)).toBe(1);
  });
});

describe("the poster's venue", () => {
  it("is read from three metres on one line, and a longer name is set smaller on two, whole", () => {
    const short = fitted("The Old Barn", posterVenueBox, posterVenueSizes);
    expect(short).toMatchObject({ size: 5.1, lines: 1 });
    const longer = "The Walled Garden and Orchard at Kettlemere Mill";
    const size = fitted(longer, posterVenueBox, posterVenueSizes);
    expect(size.size).toBeLessThan(5.1);
    expect(linesIn(longer, posterVenueBox / size.size)).toBeLessThanOrEqual(2);
  });
});

describe("the poster's What's on line", () => {
  /** A schedule: the gates open, `titles` at the times given, the gates close at 17:00. */
  const schedule = (...items: Array<[string, string]>) => [
    { time: "11:00", title: "Gates open" },
    ...items.map(([time, title]) => ({ time, title })),
    { time: "17:00", title: "Event closes" },
  ];
  const line = (list: { title: string }[]) => list.map(({ title }) => title).join(" · ");

  it("names the longest items between the gates opening and closing, not the short speeches, in order", () => {
    const day = schedule(
      ["12:00", "Welcome speech"],
      ["12:30", "Guest speaker"],
      ["13:00", "Picnic lunch"],
      ["14:00", "Activities"],
      ["15:30", "Fundraising raffle"],
      ["16:30", "Closing remarks"],
    );
    expect(posterHighlights(day, 1).map(({ title }) => title)).toEqual([
      "Picnic lunch",
      "Activities",
      "Fundraising raffle",
    ]);
  });

  it("names as many as fit its one line, and never the gates opening or closing", () => {
    const day = schedule(
      ["12:00", "Welcome"],
      ["13:00", "Guest speaker"],
      ["14:00", "Picnic lunch"],
      ["15:00", "Raffle"],
      ["16:00", "Closing remarks"],
    );
    const shown = posterHighlights(day, 1);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(5);
    expect(linesIn(line(shown), posterOnBox / posterOnSize)).toBe(1);
    expect(line(shown)).not.toMatch(/Gates|closes/);
    // In the schedule's order.
    expect(shown).toEqual(day.filter((item) => shown.includes(item)));
  });

  it("names nothing when not one item fits, or the schedule has nothing between open and close", () => {
    expect(posterHighlights(schedule(["12:00", "A".repeat(80)]), 1)).toEqual([]);
    expect(posterHighlights(schedule(), 1)).toEqual([]);
    expect(posterHighlights([], 1)).toEqual([]);
  });
});
