import { site } from "#src/content/site";
import { shareImage } from "./share-image";
import { organizationJsonLd, type JsonObject } from "./structured-data";

/** What a page says about itself in its <head> (src/layouts/site-layout.astro writes it). */
export type PageHead = {
  title: string;
  description?: string;
  /** The page's own address, for its canonical link and sharing tags. */
  url?: string;
  /** Structured data: who the organisers are, then the page's own (an Event, a Product…). */
  structuredData: JsonObject[];
  /** A page search engines are asked to leave out (not-found and printed pages). */
  noindex?: boolean;
  /** A page made to be printed, with its print stylesheet. */
  print?: boolean;
};

/**
 * Title, description, canonical link, sharing tags and structured data for
 * one page. Every page says who the organisers are (Organization JSON-LD);
 * `structuredData` adds the page's own (an Event, a Product, an FAQPage).
 */
export function pageMeta({
  title,
  description,
  path,
  structuredData = [],
}: {
  title: string;
  description: string;
  /** The page's path, such as "/event". */
  path: string;
  structuredData?: JsonObject[];
}): PageHead {
  return {
    title: path === "/" ? title : `${title} | ${site.brand}`,
    description,
    url: `${site.siteUrl}${path}`,
    structuredData: [organizationJsonLd(), ...structuredData],
  };
}

/** The head of a page that is not one to find or share: a not-found page. */
export const unlistedMeta = (title: string): PageHead => ({
  title: `${title} | ${site.brand}`,
  structuredData: [],
  noindex: true,
});

export { shareImage };
