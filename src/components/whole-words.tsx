import type { ReactNode } from "react";

/** A word joined by a hyphen, with anything stuck to it ("Triple-Negative", "(Triple-Negative)"). */
const hyphenated = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * A heading's words with each hyphenated word kept on one line: "Triple- /
 * Negative" read as two words (or each word `joined` matches, in one capturing
 * group: years "1985–2022"). A span, not a non-breaking hyphen (U+2011),
 * because the type is the visitor's own serif, which may not draw U+2011.
 */
export function wholeWords(text: string, joined: RegExp = hyphenated): ReactNode {
  const parts = text.split(joined);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A paragraph's last two words held together by a non-breaking space, so its last line is
 * never one word alone: Chromium's `text-wrap: pretty` leaves one where a long answer wraps
 * in a narrow column (review 2, issue 47). `count` words where a last line of two still
 * read as a stray phrase (review 7).
 */
export function lastWordsTogether(text: string, count = 2): string {
  return text.replace(new RegExp(`(?: \\S+){${count - 1}}$`, "u"), (tail) =>
    tail.replaceAll(" ", "\u00a0"),
  );
}
