import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { shareImage } from "./share-image";
import { organizationJsonLd, type JsonObject } from "./structured-data";

/**
 * Title, description, canonical link, sharing tags and structured data for
 * one page. Every page says who the organisers are (Organization JSON-LD);
 * `structuredData` adds the page's own (an Event, a Product, an FAQPage).
 * Both are in the pre-rendered HTML only.
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
}): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${site.brand}`;
  const url = `${site.siteUrl}${path === "/" ? "/" : path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "en_GB" },
    { property: "og:image", content: shareImage.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage.url },
    { name: "twitter:image:alt", content: shareImage.alt },
    // Structured data is for crawlers, which read the pre-rendered page: it is
    // written at build time only, so its builders never reach the browser. (React
    // leaves the pre-rendered blocks in <head> alone when the app starts; routes
    // pass theirs as `import.meta.env.SSR ? [...] : []` for the same reason.)
    ...(import.meta.env.SSR
      ? [organizationJsonLd(), ...structuredData].map((data) => ({ "script:ld+json": data }))
      : []),
  ];
}
