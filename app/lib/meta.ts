import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** Title, description, canonical link and sharing tags for one page. */
export function pageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  /** The page's path, such as "/event". */
  path: string;
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
