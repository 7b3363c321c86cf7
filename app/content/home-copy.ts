// The home page's words around the facts (copy.ts says where the others are).
import { titleCase } from "../lib/format.ts";
import { site } from "./site.ts";

export const homeCopy = {
  heroTitle: `A picnic in memory of ${site.honoree}`,
  journeyTitle: `${site.honoree}'s Journey`,
  /** The home page's short version of her story (about 60 words); the whole story is on /about. */
  journey:
    "Nicky loved long lunches outdoors: a blanket on the grass, too much food and everyone she cared about within reach. When she was diagnosed with triple-negative breast cancer in her thirties, she met it with the same warmth and stubborn humour she brought to everything. Every June since, we gather in the gardens to remember her and to raise money for research.", // SAMPLE
  /** Words of her friends or family, beside her story on /about (only there: Home links to it). */
  journeyQuote:
    "There was less research to draw on than she deserved. We promised to change that the way she would have wanted: with a picnic.", // SAMPLE
  journeyQuoteBy: `${site.honoree}'s friends`,
  journeyLink: `Read ${site.honoree}'s story`,
  cards: [
    {
      title: `About ${titleCase(site.cause.name)}`,
      /** The cause in one sentence. */
      text: "An aggressive form of breast cancer that affects younger women more often and cannot be treated with hormone therapies.", // SAMPLE
      to: "/about",
    },
    {
      title: "Our Mission",
      text: "To raise awareness, fund research into better treatments and support patients and their families.",
      to: "/about",
    },
    {
      title: "How You Can Help",
      text: "Come to the picnic, give what you can, wear the ribbon, or lend a hand on the day.",
      to: "/donate",
    },
  ],
  shopTitle: "Shop Our Merchandise",
  shopText:
    "Picnic blankets, bottles, bags and clothing, all pre-order, with every penny of profit going to research and patient support.",
} as const;
