// /manifest.webmanifest (src/pages/manifest.webmanifest.ts): what a phone
// needs to install the site as an app, its name from the content.
import { site } from "#src/content/site";
import { colours } from "#src/content/colours";

export function webManifest() {
  return {
    name: `${site.brand}: a summer picnic for ${site.cause.shortName}`,
    short_name: site.brand,
    description: site.mission,
    lang: "en-GB",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colours.blush,
    background_color: colours["blush-50"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}
