// The Donate page's words, from content/words/donate.json (the editor's
// "Words on the pages": Donate). Apart from copy.ts (the home and about
// pages' words), so the Donate page does not download those pages' words
// too. The islands read the impact lines and the wall preview's line from
// src/content/donate-words.ts. The donor wall's own words, the
// specification's, are donor-wall-copy.ts's.
//
// `wallPreviewIntro`: what the preview beside the form says while this device
// has given nothing: what the wall is, not "no donations" under the
// organisers' own figures. `impactLines`: what each preset amount does, shown
// under the amounts as the visitor chooses (the form) and in "Your impact"
// (the Donate page); one line for every amount in PRESET_AMOUNTS
// (src/lib/donation.ts), a typed amount showing the line of the largest preset
// it reaches. `donateCopy`: the words around the donation form.
export { donateCopy, impactLines, wallPreviewIntro } from "#content";
