// What each placeholder of placeholders.ts stands for, in the editor's hints
// and the build's messages. Apart from the content, so that the editor's own
// build (scripts/admin-build.ts) reads no file of content/ (decision 040).

/** What each placeholder says, for the editor's hints and the build's messages. */
export const placeholderFields = {
  brand: "the brand (Names and addresses)",
  honoree: "her name (Names and addresses)",
  cause: "the cause's name (Names and addresses)",
  causeTitle: "the cause's name in capitals, for a title (Names and addresses)",
  causeShortName: "the cause's short name (Names and addresses)",
  eventName: "the picnic's name (The picnic)",
  summary: "the picnic in a sentence (The picnic)",
  venue: "the venue's name (The picnic)",
  region: "the venue's region (The picnic)",
  freeShippingOver: "the free shipping amount (Products: shop terms)",
  returnDays: "the days to return an item (Products: shop terms)",
  bulkOrderItems: "the items of a bulk order (Products: shop terms)",
  giftAidPercent: "the Gift Aid percentage",
  programmesPercent: "the share of a gift that goes to programmes",
} satisfies Record<string, string>;
