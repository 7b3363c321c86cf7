// Questions and answers shown as disclosure widgets (and as FAQPage structured data).
import { formatAmount } from "../lib/format.ts";
import { giving } from "./giving.ts";
import type { Faq } from "./schema.ts";
import { shopTerms } from "./shop-terms.ts";
import { site } from "./site.ts";

export const shopFaqs: Faq[] = [
  {
    question: "How much is shipping?",
    answer: `Shipping is free to anywhere in the UK on orders over ${formatAmount(shopTerms.freeShippingOver)}. Smaller orders are sent at cost, which we confirm when we reply to your pre-order.`,
  },
  {
    question: "What is your returns policy?",
    answer: `You can return any item within ${shopTerms.returnDays} days of delivery if it is unused and in its original packaging. The customer pays return shipping.`,
  },
  {
    question: "Do you offer discounts for larger orders?",
    answer: `Yes. We offer special pricing for orders of ${shopTerms.bulkOrderItems} or more items, which suits teams, schools and workplaces. Get in touch for a quote.`,
  },
  {
    question: "Where does the money go?",
    answer: `100% of the profits from merchandise go to ${site.cause.name} research and patient support.`,
  },
  {
    question: "Can I buy merchandise at the event?",
    answer: "Yes. Our stall on the lawn accepts card or cash on the day.",
  },
];

export const donateFaqs: Faq[] = [
  {
    question: "Can I add Gift Aid, and is my gift tax-efficient?",
    answer: `Donations are made through our charity partner's secure page. If you are a UK taxpayer, tick the Gift Aid box there and the charity can claim an extra ${giving.giftAidPercent}% from HMRC at no cost to you. Higher-rate taxpayers can claim back the difference through their tax return.`,
  },
  {
    question: "How will my donation be used?",
    answer: `At least ${giving.programmesPercent}% of every donation goes directly to programmes: research into ${site.cause.name}, educational materials for newly diagnosed patients, and help with getting to treatment. The rest covers the costs of running the event.`,
  },
  {
    question: "Can I choose what my donation is used for?",
    answer:
      "Yes. Add a note on the donation page or e-mail us, and we will make sure your gift goes to research, patient support or education as you wish.",
  },
  {
    question: "Do you accept donations in kind?",
    answer:
      "We gratefully accept raffle prizes, food and drink for the day, and equipment such as gazebos and tables. Please e-mail us before dropping anything off.",
  },
  {
    question: "How can I volunteer?",
    answer:
      "We need helpers on the day for setting up, running stalls and clearing away, and before it for spreading the word. E-mail our volunteer team and we will be in touch.",
  },
];
