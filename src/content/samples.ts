// The placeholder values this site was shipped with, which organisers replace
// before launch: each field here is typed once, in content/*.json or
// content/words/*.json (a unit test checks that no other field of those files
// holds a sample value, and that none is typed in the code). The build warns
// while one is still in its field, names every other place in the content
// where a replaced one is still typed (src/content/validate.ts), and every
// built file that still says one (integrations/site-files/sample-names.ts). Leave
// this list as it is: it records the samples, not the site's facts.
export const samples: ReadonlyArray<{ field: string; value: string }> = [
  { field: "site.brand", value: "PicNicky" },
  { field: "site.honoree", value: "Nicky" },
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
  { field: "site.hospice.title", value: "Support St Clare's Hospice" },
  {
    field: "site.hospice.text",
    value:
      "Our local hospice cares for people living with cancer and for their families, close to home. If you would like to support its work as well, you can give to the hospice directly on its own website.",
  },
  { field: "site.hospice.links[0].href", value: "https://hospice.example/" },
  { field: "site.hospice.links[1].href", value: "https://hospice.example/donate" },
  { field: "event.venue.name", value: "Hollybrook House & Gardens" },
  { field: "event.venue.street", value: "Hollybrook Lane" },
  { field: "event.venue.locality", value: "Great Dunmow" },
  { field: "event.venue.postcode", value: "CM6 1AA" },
  { field: "event.venue.website", value: "https://hollybrook.example" },
  // The words that belong to the sample picnic: its story, its venue, its cause.
  { field: "site.cause.name", value: "triple-negative breast cancer" },
  { field: "site.cause.shortName", value: "TNBC" },
  // Fields whose words name the sample picnic: the editor edits them as words.
  {
    field: "site.mission",
    value:
      "A summer picnic in memory of Nicky, raising awareness of triple-negative breast cancer and funds for research and patient support.",
  },
  { field: "event.name", value: "PicNicky Summer Picnic" },
  {
    field: "event.summary",
    value:
      "Bring a blanket, pack a picnic and spend a summer day with us, remembering Nicky and raising money for triple-negative breast cancer research.",
  },
  {
    field: "event.schedule[1].description",
    value: "Nicky's friends welcome everyone and share why we gather each June.",
  },
  { field: "event.venue.region", value: "Essex" },
  {
    field: "event.venue.description",
    value:
      "A historic house set in walled gardens and open parkland, with an ancient cedar lawn that is perfect for picnic blankets. There is free parking on site, level paths to the main lawn and accessible toilets.",
  },
  // The way to the sample's venue (Event's Getting There, round 12).
  {
    field: "event.gettingThere.ways[0].text",
    value:
      "Bishop's Stortford station is 20 minutes away by taxi. Buses stop on Great Dunmow High Street, ten minutes' walk away.",
  },
  {
    field: "event.gettingThere.ways[1].text",
    value: "Use the main gates on Hollybrook Lane and follow the signs to the free car park.",
  },
  {
    field: "event.details[0]",
    value:
      "The gates open at {open}. Bring your own picnic, or buy food and drinks from local vendors on the lawn. There are games for children, live acoustic music and a raffle with prizes donated by local businesses.",
  },
  {
    field: "event.details[1]",
    value:
      "Entry is free, and everyone is welcome: families, friends, dogs on leads. What is raised on the day goes to the charity, for triple-negative breast cancer research and patient support.",
  },
  {
    field: "event.rainPlan",
    value:
      "If it rains, the picnic moves into the orangery and the marquee, so come whatever the weather.",
  },
  {
    field: "event.schedule[2].description",
    value: "A breast cancer researcher talks about progress in triple-negative treatment.",
  },
  {
    field: "aboutCopy.story[0]",
    value:
      "Nicky was the friend who organised everything: birthday picnics, camping weekends, the annual trip to the coast. She was diagnosed with triple-negative breast cancer at 36, and she spent the next years going through surgery, chemotherapy and radiotherapy while still asking everyone else how they were.",
  },
  {
    field: "aboutCopy.story[1]",
    value:
      "She learnt quickly how few treatment options there were for her type of cancer, and she talked about it openly so that other women would know what to look for. Nicky passed away on a spring morning in 2022, surrounded by the people she loved.",
  },
  {
    field: "aboutCopy.story[2]",
    value:
      "A few months later her friends held the first picnic in her name. It has grown every year since, and so has the money it raises for research.",
  },
  // Her years, under her picture on Home: the sample's, never another's.
  { field: "homeCopy.portraitCaption", value: "In loving memory of {honoree}, 1985–2022" },
  {
    field: "aboutCopy.factsLead",
    value:
      "Triple-negative breast cancer (TNBC) is breast cancer whose cells have no receptors for oestrogen or progesterone and do not make too much of the HER2 protein. The three most common targets for treatment are missing, which is where the name comes from.",
  },
  { field: "aboutCopy.facts[0].figure", value: "10–15%" },
  { field: "aboutCopy.facts[0].text", value: "of all breast cancers are triple-negative." },
  { field: "aboutCopy.facts[1].figure", value: "More common" },
  {
    field: "aboutCopy.facts[1].text",
    value: "in women under 40, in Black women and in women with a BRCA1 gene change.",
  },
  { field: "aboutCopy.facts[2].figure", value: "More likely" },
  {
    field: "aboutCopy.facts[2].text",
    value:
      "to grow fast, to spread and to come back after treatment than most breast cancers, especially in the first few years.",
  },
  { field: "aboutCopy.facts[3].figure", value: "Not helped" },
  {
    field: "aboutCopy.facts[3].text",
    value: "by hormone therapies such as tamoxifen, or by drugs that target HER2.",
  },
  { field: "aboutCopy.factsSource", value: "From Breast Cancer Now and Cancer Research UK." },
  {
    field: "aboutCopy.treatment[0]",
    value: "Surgery to remove the cancer, often with radiotherapy afterwards.",
  },
  {
    field: "aboutCopy.treatment[1]",
    value:
      "Chemotherapy, which is the main treatment and is often given before surgery to shrink the tumour.",
  },
  {
    field: "aboutCopy.treatment[2]",
    value:
      "Immunotherapy alongside chemotherapy for some people, helping the immune system find and attack cancer cells.",
  },
  {
    field: "aboutCopy.treatment[3]",
    value:
      "Targeted drugs such as PARP inhibitors for people with a BRCA gene change, and newer antibody-drug conjugates being tested and introduced through research.",
  },
  {
    field: "homeCopy.journey",
    value:
      "Nicky loved long lunches outdoors: a blanket on the grass and everyone she cared about within reach. Every June since we lost her to triple-negative breast cancer, we gather in the gardens to remember her and raise money for research.",
  },
  {
    field: "homeCopy.journeyQuote",
    value:
      "There was less research to draw on than she deserved. We promised to change that the way she would have wanted: with a picnic.",
  },
  // Who runs the sample picnic, since when, and one of them in her own words (as filled in).
  {
    field: "site.organisers.text",
    value:
      "PicNicky is run by Nicky's friends, all volunteers, every June since the first picnic in 2023.",
  },
  {
    field: "site.organisers.quote",
    value: "The first year it was twelve of us and a borrowed gazebo. Now the whole lawn fills.",
  },
  {
    field: "site.organisers.quoteBy",
    value: "Hannah, one of the organisers",
  },
  // Whom the sample picnic thanks after the day (fictional, as every sample name is).
  {
    field: "site.thanks.names[1]",
    value: "Our 34 volunteers, who set up at dawn and cleared away at dusk",
  },
  {
    field: "site.thanks.names[2]",
    value: "Dunmow Bakery and Bardfield Flowers, who gave the raffle's prizes",
  },
  {
    field: "site.thanks.names[3]",
    value: "Dr Amara Osei, who told us where the research has got to",
  },
  {
    field: "site.thanks.names[4]",
    value: "The Hollybrook Ukulele Band, for the afternoon's music",
  },
  { field: "heroWelcome", value: "Free entry, and everyone is welcome" },
  {
    field: "homeCopy.cards[0].text",
    value:
      "An aggressive form of breast cancer that affects younger women more often and cannot be treated with hormone therapies.",
  },
  // While the sample figures' date is in place, the figures are samples too.
  { field: "fundraising.asOf", value: "2026-04-28" },
  // The sample's JustGiving page: `npm run figures` would copy another picnic's total.
  { field: "fundraising.givingPage", value: "picnicky-2026" },
  // The sample cause's colours: its pink ribbon, and the pinks of the actions and bands.
  { field: "colours.ribbon", value: "#e8537a" },
  { field: "colours.rose-ink", value: "#9f1239" },
  { field: "colours.blush", value: "#ffdee2" },
];

/**
 * Words of the sample picnic that are not a whole field's value: once the
 * field is replaced, the build names every other field of the content that
 * still says one (validate.ts, `sampleValuesInUse`), and looks for them in
 * every file it wrote (integrations/site-files/sample-names.ts), where a
 * half-rewritten story, an old line about the venue or a product "printed
 * with the pink ribbon" of another cause would still say them.
 */
export const sampleWords: ReadonlyArray<{ field: string; word: string }> = [
  { field: "site.brand", word: "PicNicky" },
  { field: "site.honoree", word: "Nicky" },
  { field: "event.venue.name", word: "Hollybrook" },
  { field: "event.venue.locality", word: "Great Dunmow" },
  { field: "event.venue.region", word: "Essex" },
  { field: "event.rainPlan", word: "orangery" },
  { field: "site.cause.name", word: "triple-negative" },
  { field: "site.cause.shortName", word: "TNBC" },
  // The sample cause's words in other fields: the products' names, words and pictures' alt.
  { field: "site.cause.name", word: "breast" },
  { field: "site.cause.name", word: "pink ribbon" },
  { field: "site.cause.name", word: "pink-ribbon" },
];
