import type { Locator } from "@playwright/test";

/**
 * The hyphenated words ("triple-negative") of these elements that a line break splits: a word
 * split at its hyphen has boxes on two lines. An element not shown has none, and splits none.
 */
export const splitHyphenatedWords = (elements: Locator) =>
  elements.evaluateAll((shown) =>
    shown.flatMap((element) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.nodeValue ?? "").matchAll(/\S*\p{L}-\p{L}\S*/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
      return split;
    }),
  );
