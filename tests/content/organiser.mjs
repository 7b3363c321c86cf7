// Test content "organiser": another memorial picnic, made from whatever
// content/ holds (the sample, or an organiser's own), as a volunteer does
// in the README's "make it yours" walkthrough: another honoree, brand, date,
// venue and region, charity and cause, story and facts, one social network
// left out, no second charity on Donate, the cause's own colours (blue and
// orange, not pink), products worded for it, and photos of their own, one
// with Exif (no GPS) and one without.
// Every field src/content/samples.ts names must have a value here (or a
// value for the place that holds it, such as photos.hero). The build of this
// content must say nothing of the sample picnic (tests/e2e/organiser.spec.ts),
// and the unit tests that read the content and the journeys tagged @content
// pass on it (decisions 016, 020 and 068).
import { REMOVE } from "./edit-fields.mjs";

const story = [
  "Amara taught half the village to swim and the other half to bake. She was diagnosed with motor neurone disease at 41, and for three years she kept her allotment, her choir and her sense of humour while her strength slowly went.",
  "She wanted other families to get help sooner than hers did, so she talked about it to anyone who would listen. Amara died at home on a bright October afternoon in 2023, with her sisters beside her.",
  "The next summer her choir sang at the first picnic in her name, by the river she loved.",
];

/** A new value for each field, by the name samples.ts gives it. */
export const fields = {
  "site.brand": "PicAmara",
  "site.honoree": "Amara",
  "site.siteUrl": "https://picamara.example.org",
  "site.cause": { name: "motor neurone disease", shortName: "MND" },
  "site.emails.info": "hello@picamara.example.org",
  "site.emails.rsvp": "come@picamara.example.org",
  "site.emails.shop": "orders@picamara.example.org",
  "site.emails.volunteer": "helpers@picamara.example.org",
  "site.emails.sponsorship": "partners@picamara.example.org",
  "site.phone": "01632 960777",
  "site.social.facebook": "https://facebook.example.org/picamara",
  "site.social.twitter": "https://x.example.org/picamara",
  // A picnic that is not on Instagram leaves it out.
  "site.social.instagram": REMOVE,
  "site.charity": { name: "Motor Neurone Care Suffolk", number: "1234567" },
  "site.donationPageUrl": "https://give.mnd-care.example.org/picamara",
  // No second charity: Donate shows no panel for one.
  "site.hospice": null,
  // The cause's own colours: a cornflower-blue ribbon and actions, warm orange accents.
  colours: {
    ribbon: "#2f6db5",
    "rose-ink": "#1d4f91",
    "rose-deep": "#163c70",
    ink: "#1c2433",
    "ink-soft": "#4a5468",
    blush: "#dce8f6",
    "blush-50": "#eef4fb",
    "blush-100": "#e3edf8",
    "blush-25": "#f7fafd",
    sage: "#f8dfbf",
    "sage-50": "#fdf3e6",
    "sage-ink": "#8a4510",
  },
  // The products, worded for this cause (the sample's say "pink ribbon"), each by its id:
  // one the organiser's list no longer has is left out.
  "products[picnic-blanket].name": "Cornflower Picnic Blanket",
  "products[picnic-blanket].imageAlt":
    "A folded blue and white checked picnic blanket with a cornflower label",
  "products[water-bottle].imageAlt":
    "A blue stainless steel water bottle with a white cornflower logo",
  "products[water-bottle].description":
    "A double-walled stainless steel bottle that keeps drinks cold for 24 hours or hot for 12, printed with a cornflower.",
  "products[tote-bag].imageAlt":
    "A natural canvas tote bag with long handles, printed with a large cornflower",
  "products[tote-bag].description":
    "A sturdy canvas tote, big enough for a picnic for two, printed with a cornflower.",
  "products[gift-set].description":
    "Everything for a picnic by the river: the blanket, the bottle and the tote, together in a gift box and for less than buying them apart.",
  "products[gift-set].features[0]": "Cornflower Picnic Blanket",
  "products[t-shirt].imageAlt": "A blue t-shirt with a white cornflower on the chest",
  "products[t-shirt].white.imageAlt": "A white t-shirt with a blue cornflower on the chest",
  "products[t-shirt].description":
    "A relaxed-fit t-shirt in organic cotton with a cornflower on the chest, to start a conversation about {cause}.",
  "products[hoodie].imageAlt":
    "A blue hooded sweatshirt with a white cornflower and a front pocket",
  "products[hoodie].white.imageAlt":
    "A white hooded sweatshirt with a blue cornflower and a front pocket",
  "products[hoodie].description":
    "A warm, brushed-back hoodie for cool June evenings, with a cornflower on the chest and a roomy front pocket.",
  // Words that name the picnic, its honoree and cause, typed as words (content/*.json).
  "site.mission":
    "A summer picnic in memory of Amara, raising awareness of motor neurone disease and funds for the families who live with it.",
  "event.name": "PicAmara Summer Picnic",
  "event.summary":
    "Bring a blanket, pack a picnic and spend a summer day with us, remembering Amara and raising money for motor neurone disease care.",
  "event.schedule[1].description":
    "Amara's family welcome everyone and share why we gather each June.",
  "event.venue.name": "The Walled Garden and Orchard at Kettlemere Mill",
  "event.venue.street": "Mill Lane",
  "event.venue.locality": "Framlingham",
  "event.venue.region": "Suffolk",
  "event.venue.postcode": "IP13 9AA",
  "event.venue.website": "https://kettlemere.example.org",
  // How pre-orders arrive (not a sample value): this picnic posts nothing.
  "shopTerms.preOrderDelivery": "Collected from the shop table at the picnic; we do not post.",
  // On the day, the table is open: this picnic still posts nothing.
  "shopTerms.preOrderDeliveryToday":
    "Buy it at the shop table today, or pre-order here and collect it there; we do not post.",
  // Once the picnic is over, nothing can be collected there: this picnic posts then.
  "shopTerms.preOrderDeliveryAfter":
    "Now the picnic is over, we post orders, free on orders over {freeShippingOver}.",
  "event.venue.description":
    "Water meadows beside a working mill, mown short for the day, with shade under the willows. Park in the mill yard; the path to the meadow is level and firm, and there are accessible toilets by the barn.",
  "event.details": [
    "The gate opens at {open}. Bring a picnic, or buy lunch from the mill's tea room. There is a choir at one, rounders for anyone who wants a game, and a raffle.",
    "Entry is free and dogs on leads are welcome. Everything raised goes to families living with motor neurone disease.",
  ],
  "event.rainPlan":
    "If it rains, we move into the old barn, which holds everyone: come whatever the weather.",
  // Their own way there, shorter than the sample's: two ways, one question, no number for the day.
  "event.gettingThere": {
    title: "Finding the Mill",
    ways: [
      {
        label: "By Car",
        text: "Follow the brown signs from the A1120 and park in the mill yard.",
      },
      { label: "On Foot", text: "The river path from the town square takes twenty minutes." },
    ],
    bringTitle: "Bring Along",
    bring: ["A rug", "Wellies if it has rained"],
    questionsTitle: "Questions",
    questions: [
      {
        question: "Can I swim in the mill pond?",
        answer: "No, please: the water is deep and cold, even in June.",
      },
    ],
    onTheDay: null,
  },
  "event.schedule[2].description":
    "A specialist nurse talks about the care that helps families most.",
  "aboutCopy.story": story,
  "aboutCopy.factsLead":
    "Motor neurone disease (MND) affects the nerves that carry messages from the brain to the muscles. As they stop working, people lose the use of their hands, legs, voice and breath.",
  "aboutCopy.facts": [
    { figure: "1 in 300", text: "people will get motor neurone disease in their lifetime." },
    { figure: "6 a day", text: "People are diagnosed with it every day in the UK." },
    { figure: "Half", text: "of people with it die within two years of diagnosis." },
    { figure: "No cure", text: "There is no cure yet; care and research make the difference." },
  ],
  "aboutCopy.factsSource": "From the MND Association.",
  "aboutCopy.treatment": [
    "Care from a team of nurses, therapists and doctors who know the disease.",
    "Help with breathing and eating as the muscles weaken.",
    "Equipment that keeps people talking, moving and at home for longer.",
    "Trials of new drugs, through research that families' gifts pay for.",
  ],
  "homeCopy.journey":
    "Amara loved the river meadows: a rug on the grass, a flask of tea and everyone she loved within shouting distance. When motor neurone disease took her strength, she kept her humour. Every June we picnic by the mill to remember her and to raise money for the families who come after.",
  // Her picture's caption left empty: "In loving memory of" and her name.
  "homeCopy.portraitCaption": "",
  "homeCopy.journeyQuote":
    "She asked us for one thing: to make it easier for the next family. This is how we keep that promise.",
  // Who runs it, in their words; no past years' totals typed in, as on a first picnic, so
  // Home says nothing of past years (issue 47, round 4).
  "site.organisers.text":
    "PicAmara is run by Amara's sisters and her choir, all volunteers, for the families who live with {cause}.",
  "site.organisers.pastYears": [],
  "site.organisers.quote":
    "Amara would have laughed at us carrying trestle tables across a meadow, and then carried the most.",
  "site.organisers.quoteBy": "Efua, her sister",
  // No thank-you list typed in (it is optional): after the day Home says how it went instead.
  "site.thanks": null,
  heroWelcome: "Free to come: families and dogs welcome!",
  "homeCopy.cards[0].text":
    "A disease of the nerves that control the muscles, with no cure yet and care that makes all the difference.",
  "fundraising.asOf": "2026-10-01",
  // A first picnic's organisers have no final total yet: the count before the day stays one (decision 090).
  "fundraising.final": REMOVE,
  // The organiser's own photos (photoFiles below): one with a camera's Exif, one without.
  "photos.hero": {
    file: "amara-meadow.jpg",
    alt: "Picnic rugs spread on a mown meadow beside the mill",
    credit: "Photo: the PicAmara committee",
  },
  "photos.venue": {
    file: "amara-mill.jpg",
    alt: "The white weatherboarded mill across the water",
  },
  // And as a volunteer types them: next year's date, a title, a price, this year's figures.
  "event.date": "2027-06-19",
  "event.status": "scheduled",
  "event.notice": null,
  "event.newDate": null,
  "event.schedule[1].title": "Welcome from the family",
  "products[tote-bag].price": 21.5,
  "fundraising.target": 8000,
  "fundraising.raised": 1234.5,
  "fundraising.supporters": 41,
  "fundraising.givingPage": "page/picamara-2027",
  // As npm run figures copies it from the page: beside the total, never in it (decision 061).
  "fundraising.giftAid": 246.9,
};

/**
 * The organiser's photos, made by the test (tests/content/build.mjs) into
 * the picnic's photos/: a phone's photo with a camera's Exif (its GPS already stripped,
 * as `npm run photos` leaves it) and one saved without any metadata.
 */
export const photoFiles = {
  "amara-meadow.jpg": { width: 2400, height: 1600, exif: true },
  "amara-mill.jpg": { width: 1800, height: 1200, exif: false },
};
