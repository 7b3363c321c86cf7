// The printed pages for the day itself (/poster, /table-cards): where their
// QR codes lead, and where the table cards and their cut marks go on the sheet.
import { site } from "../content/site.ts";

/** The site's own donate page, absolute, with nothing added (no tracking parameters). */
export const donateAddress = `${site.siteUrl}/donate`;

/** The same as printed under a code, for anyone who would rather type it. */
export const donateAddressShown = donateAddress.replace(/^https?:\/\//, "");

/** A4 portrait, in millimetres. */
export const A4 = { width: 210, height: 297 } as const;

export type Box = { x: number; y: number; width: number; height: number };
export type Line = { x1: number; y1: number; x2: number; y2: number };

/** Cards in equal columns and rows, inside a margin, with a gutter between them (millimetres). */
export function cardBoxes({
  columns,
  rows,
  margin,
  gutter,
}: {
  columns: number;
  rows: number;
  margin: number;
  gutter: number;
}): Box[] {
  const width = (A4.width - 2 * margin - (columns - 1) * gutter) / columns;
  const height = (A4.height - 2 * margin - (rows - 1) * gutter) / rows;
  const boxes: Box[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      boxes.push({
        x: margin + column * (width + gutter),
        y: margin + row * (height + gutter),
        width,
        height,
      });
    }
  }
  return boxes;
}

/**
 * Crop marks: at each corner of each card, a short line along each of its two
 * edges, pointing away from the card and starting a little off it, so a mark
 * never shows on a card that was cut a little inside the line.
 */
export function cropMarks(boxes: readonly Box[], { offset = 1.5, length = 3 } = {}): Line[] {
  const lines: Line[] = [];
  for (const { x, y, width, height } of boxes) {
    for (const [cornerX, outX] of [
      [x, -1],
      [x + width, 1],
    ] as const) {
      for (const [cornerY, outY] of [
        [y, -1],
        [y + height, 1],
      ] as const) {
        const along = (start: number, out: number) => [
          start + out * offset,
          start + out * (offset + length),
        ];
        const [hx1, hx2] = along(cornerX, outX) as [number, number];
        const [vy1, vy2] = along(cornerY, outY) as [number, number];
        lines.push({ x1: hx1, y1: cornerY, x2: hx2, y2: cornerY });
        lines.push({ x1: cornerX, y1: vy1, x2: cornerX, y2: vy2 });
      }
    }
  }
  return lines;
}

/**
 * About how wide a character of a bold face is, in ems: on the wide side of the
 * faces the sheet may print in (Georgia, DejaVu), so words fitted with it fit.
 */
function ems(character: string): number {
  if (/[mwMW@]/.test(character)) return 1.05;
  if (/[A-Z&%#]/.test(character)) return 0.8;
  if (/[\d?]/.test(character)) return 0.7;
  if (/[ijlft.,;:'’!|/()-]/.test(character)) return 0.42;
  if (/\s/.test(character)) return 0.36;
  return 0.68;
}

const widthOf = (text: string) => [...text].reduce((sum, character) => sum + ems(character), 0);

/**
 * How many lines `text` takes, broken at its spaces, in a box `width` ems wide;
 * Infinity if one of its words is wider than the box (it would stick out).
 */
export function linesIn(text: string, width: number): number {
  let lines = 0;
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (widthOf(word) > width) return Number.POSITIVE_INFINITY;
    const longer = line ? `${line} ${word}` : word;
    if (line && widthOf(longer) > width) {
      lines += 1;
      line = word;
    } else line = longer;
  }
  return lines + (line ? 1 : 0);
}

/**
 * The largest of `sizes` (each a font size in hundredths of the sheet's width,
 * with the most lines it may take) at which `text` fits a box `width`
 * hundredths wide, every word whole; the smallest if none does. The sheet's
 * words are the organisers', so its lines are fitted to them when the site is
 * built: a longer name is set smaller, never cut.
 */
export function fitted<Size extends { size: number; lines: number }>(
  text: string,
  width: number,
  sizes: readonly Size[],
): Size {
  const smallest = sizes.at(-1);
  if (!smallest) throw new Error("No sizes to fit the words to.");
  return sizes.find(({ size, lines }) => linesIn(text, width / size) <= lines) ?? smallest;
}

/** The width of the poster's name, in the colour band beside the artwork: half the sheet's. */
export const posterTitleBox = 50;

/**
 * The poster's name: larger than the date (6.8) on up to three lines; a longer
 * name smaller, whole, on up to five, never taller than three lines at the
 * largest. Whole class names, for Tailwind to find.
 */
export const posterTitleSizes: ReadonlyArray<{ size: number; lines: number; className: string }> = [
  { size: 8.4, lines: 3, className: "text-[8.4cqw]" },
  { size: 7.4, lines: 3, className: "text-[7.4cqw]" },
  { size: 6, lines: 4, className: "text-[6cqw]" },
  { size: 5, lines: 5, className: "text-[5cqw]" },
];

/** The width of the poster's venue line: the sheet's, less its margins (6 each side). */
export const posterVenueBox = 88;

/**
 * The poster's venue: read from three metres at 5.1% of the sheet's width
 * (over 30 pt on A4) on one line; a longer name smaller, on two, so the QR
 * code and the ask below keep their room. Whole class names, for Tailwind.
 */
export const posterVenueSizes: ReadonlyArray<{ size: number; lines: number; className: string }> = [
  { size: 5.1, lines: 1, className: "text-[5.1cqw]" },
  { size: 4.2, lines: 2, className: "text-[4.2cqw]" },
  { size: 3.4, lines: 2, className: "text-[3.4cqw]" },
];

/**
 * The poster's welcome line (heroWelcome, 40 characters at most): one line,
 * across the sheet less its margins (posterVenueBox), smaller when longer, so
 * the QR code below keeps its room. Whole class names, for Tailwind.
 */
export const posterWelcomeSizes: ReadonlyArray<{ size: number; lines: number; className: string }> =
  [
    { size: 4, lines: 1, className: "text-[4cqw]" },
    { size: 3.6, lines: 1, className: "text-[3.6cqw]" },
    { size: 3.4, lines: 1, className: "text-[3.4cqw]" },
  ];

/**
 * The poster's "What's on" line: its items' font size in hundredths of the
 * sheet's width, and the room they have: the sheet's width less its margins
 * (3 and 3 each side) and the small capitals of the heading before them
 * ("WHAT’S ON" at 2.1, spaced out: about 19).
 */
export const posterOnSize = 2.4;
export const posterOnBox = 88 - 19;

/** Minutes since midnight of a schedule's "HH:MM". */
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * The schedule's items the poster's "What's on" line names (issue 40; review 1):
 * of those between the gates opening and closing (the schedule's first and last,
 * which the time line says), the ones that run longest (the picnic's lunch, games,
 * raffle, rather than a half-hour speech), as many as fit `lines` lines, so the QR
 * code below keeps its room; in the schedule's order; none if not one fits.
 */
export function posterHighlights<T extends { time: string; title: string }>(
  schedule: readonly T[],
  lines: number,
): T[] {
  const fits = (chosen: readonly T[]) =>
    linesIn(chosen.map(({ title }) => title).join(" · "), posterOnBox / posterOnSize) <= lines;
  // Each item's length: until the next item starts (the last, the gates closing, ends the day).
  const middle = schedule.slice(1, -1).map((item, index) => ({
    item,
    index,
    length: minutesOf(schedule[index + 2]!.time) - minutesOf(item.time),
  }));
  const longestFirst = middle.toSorted((a, b) => b.length - a.length || a.index - b.index);
  let chosen: typeof middle = [];
  for (const candidate of longestFirst) {
    const next = [...chosen, candidate].toSorted((a, b) => a.index - b.index);
    if (fits(next.map(({ item }) => item))) chosen = next;
  }
  return chosen.map(({ item }) => item);
}
