// Facts about the organisers and the cause. Organisers: replace every value
// marked SAMPLE before launch (the production build lists any still in place,
// and any sample word still typed elsewhere in the content).
import type { Site } from "./schema.ts";

/** The event's brand, used in titles and copy ("Be the first to support PicNicky!"). */
const brand = "PicNicky"; // SAMPLE
/** The woman the picnic remembers. */
const honoree = "Nicky"; // SAMPLE
/**
 * The cause the picnic raises awareness of and money for, as it reads inside a
 * sentence ("research into triple-negative breast cancer"), and its short name.
 * Titles are written from it ("About Triple-Negative Breast Cancer").
 */
const cause = {
  name: "triple-negative breast cancer", // SAMPLE
  shortName: "TNBC", // SAMPLE
};

export const site: Site = {
  brand,
  honoree,
  /** The public address of the site, used for canonical links, the sitemap and sharing. */
  siteUrl: "https://picnicky.example", // SAMPLE
  cause,
  mission: `A summer picnic in memory of ${honoree}, raising awareness of ${cause.name} and funds for research and patient support.`,
  emails: {
    info: "hello@picnicky.example", // SAMPLE
    rsvp: "rsvp@picnicky.example", // SAMPLE
    shop: "shop@picnicky.example", // SAMPLE
    volunteer: "volunteer@picnicky.example", // SAMPLE
    sponsorship: "sponsors@picnicky.example", // SAMPLE
  },
  /** Ofcom's drama range: never a real line. */
  phone: "01632 960123", // SAMPLE
  /** The picnic's pages on social networks: leave out a line for a network it is not on. */
  social: {
    facebook: "https://www.facebook.com/", // SAMPLE
    twitter: "https://twitter.com/", // SAMPLE
    instagram: "https://www.instagram.com/", // SAMPLE
  },
  /** Shown in the footer as "In aid of …, registered charity no. …" when both are set. */
  charity: {
    name: "Triple Negative Research Trust", // SAMPLE
    number: "1000000", // SAMPLE
  },
  /** The external page that takes the money; the amount is added as query parameters. */
  donationPageUrl: "https://donate.charity.example/picnicky", // SAMPLE
  hospice: {
    name: "St Clare's Hospice", // SAMPLE
    links: [
      { label: "Visit the hospice website", href: "https://hospice.example/" }, // SAMPLE
      { label: "Donate to the hospice", href: "https://hospice.example/donate" }, // SAMPLE
    ],
  },
};
