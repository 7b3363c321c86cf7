import { describe, expect, it } from "vitest";
import { A4, cardBoxes, cropMarks, donateAddress, donateAddressShown } from "./print-sheet";

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
