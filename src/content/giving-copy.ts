// The Donate page's words, from content/words/donate.json (the editor's
// "Words on the pages": Donate). Apart from copy.ts (the home and about
// pages' words), so the Donate page does not download those pages' words
// too. The Donate page's island reads the impact lines and the wall preview's
// line from src/content/donate-words.ts, which imports only those fields of
// the file. The donor wall's own words, the specification's, are
// wall-copy.ts's.
import donate from "../../content/words/donate.json" with { type: "json" };
import { fillAll } from "./placeholders.ts";
import type { DonateWords } from "./words-schema.ts";

/**
 * What the preview beside the form says while this device has given nothing:
 * what the wall is, not "no donations" under the organisers' own figures.
 */
export const wallPreviewIntro: DonateWords["wallPreviewIntro"] = fillAll(donate.wallPreviewIntro);

/**
 * What each preset amount does, shown under the amounts as the visitor
 * chooses (the form) and in "Your Impact" (the Donate page). One line for
 * every amount in PRESET_AMOUNTS (src/lib/donation.ts); a typed amount shows
 * the line of the largest preset it reaches.
 */
export const impactLines: Record<number, string> = fillAll(donate.impactLines);

/** The words around the donation form on the Donate page. */
export const donateCopy: DonateWords["donateCopy"] = fillAll(donate.donateCopy);
