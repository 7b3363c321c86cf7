// The home page's words around the facts, from content/words/home.json (the
// editor's "Words on the pages": The home page); the words that change
// through the picnic's year are event-copy.ts's. copy.ts says where the others are.
import { homeWords } from "#content";
import { site } from "#src/content/site";

/** Where each card links to, in their order: the site's, not the words'. */
const cardLinks = ["/about", "/about", "/donate"] as const;

export const homeCopy = {
  ...homeWords,
  cards: homeWords.cards.map((card, index) => ({ ...card, to: cardLinks[index] ?? "/about" })),
};

/** Her name (and years) under her picture: one field, the same words on Home and About (round 10). */
export const portraitCaption = homeWords.portraitCaption || `In loving memory of ${site.honoree}`;
