// The home page's words around the facts, from content/words/home.json (the
// editor's "Words on the pages": The home page); the words that change
// through the picnic's year are event-copy.ts's. copy.ts says where the others are.
import { homeWords } from "#content";

/** Where each card links to, in their order: the site's, not the words'. */
const cardLinks = ["/about", "/about", "/donate"] as const;

export const homeCopy = {
  ...homeWords,
  cards: homeWords.cards.map((card, index) => ({ ...card, to: cardLinks[index] ?? "/about" })),
};
