// What the site says about where a gift goes, as numbers: the Gift Aid share
// (set by law; change it only if HMRC does) and the charity's share to
// programmes, from content/words/donate.json (the editor's "Words on the
// pages": Donate), beside the Donate page's words.
export { giving } from "#content";
