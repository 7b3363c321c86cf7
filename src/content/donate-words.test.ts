// The Donate page's islands read the same words as the page (decision 029),
// and the charity the page's site.json names (decision 067).
import { expect, it } from "vitest";
import { impactLines, wallPreviewIntro } from "#src/content/donate-copy";
import { site } from "#src/content/site";
import * as island from "./donate-words";

it("gives the island the Donate page's impact lines and wall preview's line, filled in", () => {
  expect(island.impactLines).toEqual(impactLines);
  expect(island.wallPreviewIntro).toBe(wallPreviewIntro);
});

it("gives the form the charity's page and name from the organisers' site.json", () => {
  expect(island.donationFormContent.pageUrl).toBe(site.donationPageUrl);
  expect(island.donationFormContent.charity).toEqual(site.charity);
});
