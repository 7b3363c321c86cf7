// Test content "organiser": what a volunteer does in the README's "make it
// yours" walkthrough. Every sample value is replaced on the line that sets it
// (each in app/content is marked // SAMPLE; every one in app/content/samples.ts
// must have a value here), then the date, a price, a schedule title and this
// year's figures are changed as an organiser types them. The build of this
// content must show none of the samples (tests/e2e/organiser.spec.ts), and the
// journeys tagged @content pass on it (decision 016).

/** A new value for each sample, by the field that samples.ts names. */
export const samples = {
  "site.brand": "Bluebell Picnic",
  "site.honoree": "Elsie",
  "site.honoreePassing": "a frosty January evening in 2021",
  "site.siteUrl": "https://bluebell-picnic.example.org",
  "site.emails.info": "hello@bluebell-picnic.example.org",
  "site.emails.rsvp": "come@bluebell-picnic.example.org",
  "site.emails.shop": "orders@bluebell-picnic.example.org",
  "site.emails.volunteer": "helpers@bluebell-picnic.example.org",
  "site.emails.sponsorship": "partners@bluebell-picnic.example.org",
  "site.phone": "01632 960777",
  "site.social.facebook": "https://facebook.example.org/bluebellpicnic",
  "site.social.twitter": "https://x.example.org/bluebellpicnic",
  "site.social.instagram": "https://instagram.example.org/bluebellpicnic",
  "site.charity.name": "Breast Cancer Discovery Fund",
  "site.charity.number": "1234567",
  "site.donationPageUrl": "https://give.fund.example.org/bluebell",
  "site.hospice.name": "Farleigh Meadows Hospice",
  "site.hospice.links[0].href": "https://farleigh.example.org/",
  "site.hospice.links[1].href": "https://farleigh.example.org/give",
  "event.venue.name": "Marsh Court Walled Garden",
  "event.venue.street": "Church Road",
  "event.venue.locality": "Coggeshall",
  "event.venue.postcode": "CO6 1QD",
  "event.venue.website": "https://marshcourt.example.org",
  "fundraising.asOf": "2026-10-01",
  "photos.hero.file": "marsh-court-lawn.jpg",
  "photos.venue.file": "marsh-court-garden.jpg",
};

/**
 * The organiser's own photos, put in photos/ in place of the samples (here the
 * samples' pictures under new names, as no test needs other pixels).
 */
export const photoFiles = {
  "marsh-court-lawn.jpg": "sample-kite.jpg",
  "marsh-court-garden.jpg": "sample-woodland-path.jpg",
};

/** Other edits, each of one line that must be found exactly once. */
export const edits = [
  { file: "event.ts", from: 'date: "2026-06-16",', to: 'date: "2027-06-19",' },
  { file: "event.ts", from: 'title: "Welcome speech",', to: 'title: "Welcome from the family",' },
  { file: "products.ts", from: "price: 19.99,", to: "price: 21.5," },
  { file: "fundraising.ts", from: "target: 10000, // SAMPLE", to: "target: 8000," },
  { file: "fundraising.ts", from: "raised: 6420, // SAMPLE", to: "raised: 1234.5," },
  { file: "fundraising.ts", from: "supporters: 182, // SAMPLE", to: "supporters: 41," },
];
