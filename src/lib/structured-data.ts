// schema.org JSON-LD for search engines, built from the content modules.
// Each builder returns a plain object; a route's meta puts it in the page as
// { "script:ld+json": builder(...) }.
import { event } from "#src/content/event";
import type { Faq, Product } from "#src/content/schema";
import { site } from "#src/content/site";
import { eventEndIso, eventStartIso } from "./event-facts";
import { zonedIso } from "./time-zone";
import { logoUrl, shareImage } from "./share-image";

type JsonValue = string | number | boolean | null | JsonObject | JsonValue[];
export type JsonObject = { [key: string]: JsonValue };

const context = "https://schema.org";
const organizationId = `${site.siteUrl}/#organization`;

/** A root-relative path ("/images/x.svg") as the absolute URL crawlers need. */
const absolute = (path: string) => new URL(path, `${site.siteUrl}/`).href;

/** The organisers, on every page. */
export function organizationJsonLd(): JsonObject {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId,
    name: site.brand,
    url: `${site.siteUrl}/`,
    logo: logoUrl,
    description: site.mission,
    email: site.emails.info,
  };
}

const eventStatuses = {
  scheduled: "https://schema.org/EventScheduled",
  // Postponed to a date not yet known: start and end stay the original ones.
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
} as const;

/**
 * The picnic, on /event. Its status is always given; a picnic postponed to a
 * known date is EventRescheduled, on the new date with the original as
 * previousStartDate, as search engines ask.
 */
export function eventJsonLd(): JsonObject {
  const url = `${site.siteUrl}/event`;
  const rescheduled = event.status === "postponed" && event.newDate !== null;
  return {
    "@context": context,
    "@type": "Event",
    name: event.name,
    description: event.summary,
    url,
    startDate: eventStartIso,
    endDate: eventEndIso,
    eventStatus: rescheduled ? "https://schema.org/EventRescheduled" : eventStatuses[event.status],
    ...(rescheduled
      ? { previousStartDate: zonedIso(event.date, event.startTime, event.timeZone) }
      : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: true,
    location: {
      "@type": "Place",
      name: event.venue.name,
      url: event.venue.website,
      address: {
        "@type": "PostalAddress",
        streetAddress: event.venue.street,
        addressLocality: event.venue.locality,
        addressRegion: event.venue.region,
        postalCode: event.venue.postcode,
        addressCountry: event.venue.country,
      },
    },
    image: [shareImage.url],
    organizer: {
      "@type": "Organization",
      "@id": organizationId,
      name: site.brand,
      url: `${site.siteUrl}/`,
    },
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
      url,
    },
  };
}

/** One product page: the item and its pre-order offer. */
export function productJsonLd(product: Product): JsonObject {
  const url = `${site.siteUrl}/shop/${product.id}`;
  return {
    "@context": context,
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category,
    image: [absolute(product.image)],
    url,
    brand: { "@type": "Brand", name: site.brand },
    offers: {
      "@type": "Offer",
      url,
      // A string with pence, as schema.org's examples write prices ("24.99", "35.00").
      price: product.price.toFixed(2),
      priceCurrency: "GBP",
      availability: "https://schema.org/PreOrder",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", "@id": organizationId, name: site.brand },
    },
  };
}

/** A list of questions and answers, for the shop and donate pages. */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonObject {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** JSON that can sit in a <script> element: "</script>" or "<!--" in a string cannot end it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
