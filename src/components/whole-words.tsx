import type { ReactNode } from "react";

/** A word joined by a hyphen, with anything stuck to it ("Triple-Negative", "(Triple-Negative)"). */
const hyphenated = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * A heading's words with each hyphenated word kept on one line: "Triple- /
 * Negative" read as two words. A span, not a non-breaking hyphen (U+2011),
 * because the type is the visitor's own serif, which may not draw U+2011.
 */
export function wholeWords(text: string): ReactNode {
  const parts = text.split(hyphenated);
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
