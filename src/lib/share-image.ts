// The picture social networks and chat apps show when someone shares a page.
// Drawn from the content by the build (src/lib/share-images.ts).
import { site } from "#src/content/site";

export const shareImage = {
  url: `${site.siteUrl}/social-card.png`,
  width: 1200,
  height: 630,
  alt: `${site.brand}: a summer picnic in memory of ${site.honoree}, for ${site.cause.name} research`,
} as const;

/** The square logo search engines may show beside results. */
export const logoUrl = `${site.siteUrl}/icons/icon-512.png`;
