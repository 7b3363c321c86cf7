// Facts about the organisers and the cause. Organisers: replace every value
// marked SAMPLE before launch (the production build lists any still in place).

export const site = {
  /** The event's brand, used in titles and copy ("Be the first to support PicNicky!"). */
  brand: "PicNicky", // SAMPLE
  /** The woman the picnic remembers. */
  honoree: "Nicky", // SAMPLE
  /** The date of her passing, as it should read in the founder's story. */
  honoreePassing: "a spring morning in 2022", // SAMPLE
  /** The public address of the site, used for canonical links, the sitemap and sharing. */
  siteUrl: "https://picnicky.example", // SAMPLE
  mission:
    "A summer picnic in memory of Nicky, raising awareness of triple-negative breast cancer and funds for research and patient support.",
  emails: {
    info: "hello@picnicky.example", // SAMPLE
    rsvp: "rsvp@picnicky.example", // SAMPLE
    shop: "shop@picnicky.example", // SAMPLE
    volunteer: "volunteer@picnicky.example", // SAMPLE
    sponsorship: "sponsors@picnicky.example", // SAMPLE
  },
  /** Ofcom's drama range: never a real line. */
  phone: "01632 960123", // SAMPLE
  social: {
    facebook: "https://www.facebook.com/", // SAMPLE
    twitter: "https://twitter.com/", // SAMPLE
    instagram: "https://www.instagram.com/", // SAMPLE
  },
  /** Shown in the footer as "In aid of …, registered charity no. …" when both are set. */
  charity: {
    name: "Triple Negative Research Trust", // SAMPLE
    number: "1000000", // SAMPLE
  } as { name: string; number: string } | null,
  /** The external page that takes the money; the amount is added as query parameters. */
  donationPageUrl: "https://donate.charity.example/picnicky", // SAMPLE
  hospice: {
    name: "St Clare's Hospice", // SAMPLE
    links: [
      { label: "Visit the hospice website", href: "https://hospice.example/" }, // SAMPLE
      { label: "Donate to the hospice", href: "https://hospice.example/donate" }, // SAMPLE
    ],
  },
} as const;

/** Every value above that is a sample, so the build can warn while any remain. */
export const sampleValues: ReadonlyArray<{ field: string; value: string }> = [
  { field: "site.brand", value: "PicNicky" },
  { field: "site.honoree", value: "Nicky" },
  { field: "site.honoreePassing", value: "a spring morning in 2022" },
  { field: "site.siteUrl", value: "https://picnicky.example" },
  { field: "site.emails.info", value: "hello@picnicky.example" },
  { field: "site.emails.rsvp", value: "rsvp@picnicky.example" },
  { field: "site.emails.shop", value: "shop@picnicky.example" },
  { field: "site.emails.volunteer", value: "volunteer@picnicky.example" },
  { field: "site.emails.sponsorship", value: "sponsors@picnicky.example" },
  { field: "site.phone", value: "01632 960123" },
  { field: "site.social.facebook", value: "https://www.facebook.com/" },
  { field: "site.social.twitter", value: "https://twitter.com/" },
  { field: "site.social.instagram", value: "https://www.instagram.com/" },
  { field: "site.charity.name", value: "Triple Negative Research Trust" },
  { field: "site.charity.number", value: "1000000" },
  { field: "site.donationPageUrl", value: "https://donate.charity.example/picnicky" },
  { field: "site.hospice.name", value: "St Clare's Hospice" },
  { field: "site.hospice.links[0].href", value: "https://hospice.example/" },
  { field: "site.hospice.links[1].href", value: "https://hospice.example/donate" },
  { field: "event.venue.name", value: "Hollybrook House & Gardens" },
  { field: "event.venue.website", value: "https://hollybrook.example" },
];
