// The placeholder values this site was shipped with, which organisers replace
// before launch (each is marked // SAMPLE where it is set). The build warns
// while one is still in its field, and names every other place in the content
// where a replaced one is still typed (app/content/validate.ts). Leave this
// list as it is: it records the samples, not the site's facts.
export const samples: ReadonlyArray<{ field: string; value: string }> = [
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
  { field: "event.venue.street", value: "Hollybrook Lane" },
  { field: "event.venue.locality", value: "Great Dunmow" },
  { field: "event.venue.postcode", value: "CM6 1AA" },
  { field: "event.venue.website", value: "https://hollybrook.example" },
  // Photos not of the picnic, to show the site with photos (photos/README.md).
  { field: "photos.hero.file", value: "sample-kite.jpg" },
  { field: "photos.venue.file", value: "sample-woodland-path.jpg" },
  // While the sample figures' date is in place, the figures are samples too.
  { field: "fundraising.asOf", value: "2026-06-01" },
];
