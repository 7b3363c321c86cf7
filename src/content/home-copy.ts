// The home page's words around the facts, from content/words/home.json (the
// editor's "Words on the pages": The home page); the words that change
// through the picnic's year are event-copy.ts's. copy.ts says where the others are.
import home from "../../content/words/home.json" with { type: "json" };
import { fillAll } from "./placeholders.ts";
import type { HomeWords } from "./words-schema.ts";

/** Where each card links to, in their order: the site's, not the words'. */
const cardLinks = ["/about", "/about", "/donate"] as const;

const words: HomeWords["homeCopy"] = fillAll(home.homeCopy);

export const homeCopy = {
  ...words,
  cards: words.cards.map((card, index) => ({ ...card, to: cardLinks[index] ?? "/about" })),
};
