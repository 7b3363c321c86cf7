// The Donate page's island reads the same words as the page (decision 029).
import { expect, it } from "vitest";
import { impactLines, wallPreviewIntro } from "#src/content/donate-copy";
import * as island from "./donate-words";

it("gives the island the Donate page's impact lines and wall preview's line, filled in", () => {
  expect(island.impactLines).toEqual(impactLines);
  expect(island.wallPreviewIntro).toBe(wallPreviewIntro);
});
