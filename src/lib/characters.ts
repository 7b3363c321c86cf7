// Counting characters as people see them. "👨‍👩‍👧‍👦" is one character to a
// visitor but 11 UTF-16 code units to String.length, so a name of six family
// emoji would be refused as "66 characters". Limits count grapheme clusters.

let segmenter: Intl.Segmenter | null | undefined;

/** Printable ASCII, tabs and line feeds: one character per code unit ("\r\n" is one, so not \r). */
const PLAIN = /^[\t\n -~]*$/;

/** Whether every code unit of `text` is one character people see (printable ASCII, tabs, line feeds). */
export function isPlainText(text: string): boolean {
  return PLAIN.test(text);
}

/**
 * The number of characters a visitor sees in `text` (extended grapheme
 * clusters, with Intl.Segmenter). Where a browser has no Intl.Segmenter,
 * code points: emoji sequences then count more than once, but never a lone
 * accent or surrogate half.
 */
export function characterCount(text: string): number {
  // Plain text needs no Intl (slow to start on a phone while the page starts).
  if (PLAIN.test(text)) return text.length;
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter("en") : null;
  }
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * Marks that change the direction of the text after them (embeddings,
 * overrides, isolates): in a name they can turn "Ann" and the rest of its
 * line round ("\u202Enna" shows as "ann"). People do not type them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Something that shows: not a space, a control or format character, a
 * character that is never drawn (zero-width space, Hangul filler…), a lone
 * accent, or the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{M}\u2800]/u;

/** Whether `text` carries a mark that changes the direction of what follows. */
export function hasDirectionControl(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}

/** Whether `text` has at least one character people can see. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}
