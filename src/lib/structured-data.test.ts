import { afterEach, describe, expect, it, vi } from "vitest";
import { referenceEvent } from "./reference-event.test-support";
import { event } from "#src/content/event";
import { donateFaqs, shopFaqs } from "#src/content/faqs";
import { products } from "#src/content/products";
import { site } from "#src/content/site";
import { pageMeta } from "./meta";
import { eventJsonLd, faqPageJsonLd, organizationJsonLd, productJsonLd } from "./structured-data";

// The dates are checked on the reference picnic (reference-event.test-support.ts).
vi.mock("#src/content/event", async (importOriginal) =>
  (await import("./reference-event.test-support")).referenceEvent(importOriginal),
);

/** What a crawler reads: the object after a trip through JSON. */
const asCrawlerSees = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("organizationJsonLd", () => {
  it("names the organisers with absolute URLs", () => {
    expect(asCrawlerSees(organizationJsonLd())).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brand,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/icons/icon-512.png`,
    });
  });
});

describe("eventJsonLd", () => {
  const data = asCrawlerSees(eventJsonLd());

  it("gives start and end as London times with the summer offset", () => {
    expect(data.startDate).toBe("2026-06-16T11:00:00+01:00");
    expect(data.endDate).toBe("2026-06-16T17:00:00+01:00");
  });

  it("carries the fields Google's event results ask for", () => {
    expect(data).toMatchObject({
      "@type": "Event",
      name: event.name,
      description: event.summary,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      isAccessibleForFree: true,
      image: [`${site.siteUrl}/social-card.png`],
      organizer: { "@type": "Organization", name: site.brand, url: `${site.siteUrl}/` },
      offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" },
      location: {
        "@type": "Place",
        name: event.venue.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: event.venue.street,
          addressLocality: event.venue.locality,
          addressRegion: event.venue.region,
          postalCode: event.venue.postcode,
          addressCountry: event.venue.country,
        },
      },
    });
  });
});

describe("eventJsonLd when plans change", () => {
  /** The Event data built from the shipped event with some fields changed. */
  async function eventJsonLdWith(changes: object) {
    vi.resetModules();
    vi.doMock("#src/content/event", (importOriginal) => referenceEvent(importOriginal, changes));
    const { eventJsonLd: build } = await import("./structured-data");
    return asCrawlerSees(build());
  }
  afterEach(() => vi.doUnmock("#src/content/event"));

  it("says a postponed picnic with no new date is postponed, on its original date", async () => {
    const data = await eventJsonLdWith({ status: "postponed" });
    expect(data.eventStatus).toBe("https://schema.org/EventPostponed");
    expect(data.startDate).toBe("2026-06-16T11:00:00+01:00");
    expect(data).not.toHaveProperty("previousStartDate");
  });

  it("says a picnic postponed to a new date is rescheduled, from when to when", async () => {
    const data = await eventJsonLdWith({ status: "postponed", newDate: "2026-11-07" });
    expect(data).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      // November is GMT: the offsets follow the new date.
      startDate: "2026-11-07T11:00:00+00:00",
      endDate: "2026-11-07T17:00:00+00:00",
      previousStartDate: "2026-06-16T11:00:00+01:00",
    });
  });

  it("says a cancelled picnic is cancelled", async () => {
    const data = await eventJsonLdWith({ status: "cancelled" });
    expect(data.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(data.startDate).toBe("2026-06-16T11:00:00+01:00");
  });
});

describe("productJsonLd", () => {
  it("offers every product for pre-order in pounds", () => {
    for (const product of products) {
      const data = asCrawlerSees(productJsonLd(product));
      expect(data["@type"]).toBe("Product");
      expect(data.name).toBe(product.name);
      expect(data.url).toBe(`${site.siteUrl}/shop/${product.id}`);
      expect(data.image[0].startsWith(`${site.siteUrl}/images/`)).toBe(true);
      expect(data.offers).toMatchObject({
        "@type": "Offer",
        price: product.price.toFixed(2),
        priceCurrency: "GBP",
        availability: "https://schema.org/PreOrder",
      });
    }
  });

  it("writes pence even for whole-pound prices", () => {
    const [first] = products;
    if (!first) throw new Error("the catalogue is empty");
    const data = asCrawlerSees(productJsonLd({ ...first, price: 35 }));
    expect(data.offers.price).toBe("35.00");
  });
});

describe("faqPageJsonLd", () => {
  it("turns each question into a Question with an accepted Answer, in order", () => {
    for (const faqs of [shopFaqs, donateFaqs]) {
      const data = asCrawlerSees(faqPageJsonLd(faqs));
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity).toHaveLength(faqs.length);
      faqs.forEach((faq, index) => {
        expect(data.mainEntity[index]).toEqual({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        });
      });
    }
  });
});

describe("pageMeta", () => {
  const eventMeta = () =>
    pageMeta({
      title: "Event Details",
      description: "When and where",
      path: "/event",
      structuredData: [eventJsonLd()],
    });

  it("names the page after the site, gives its own address, and says who the organisers are first", () => {
    const meta = eventMeta();
    expect(meta.title).toBe(`Event Details | ${site.brand}`);
    expect(meta.url).toBe(`${site.siteUrl}/event`);
    expect(meta.structuredData.map((data) => data["@type"])).toEqual(["Organization", "Event"]);
  });

  it("titles the home page with its own words alone", () => {
    expect(pageMeta({ title: site.brand, description: "", path: "/" }).title).toBe(site.brand);
  });
});
