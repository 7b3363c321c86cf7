// /manifest.webmanifest: what a phone needs to install the site as an app.
// Written at build time so the name follows src/content/site.ts.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../../src/content/site";
import { brandColours } from "../../scripts/brand-colours.mjs";

export function webManifest() {
  const colours = brandColours();
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
    background_color: colours.blush50,
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

export async function writeWebManifest(clientDir: string): Promise<void> {
  await writeFile(
    path.join(clientDir, "manifest.webmanifest"),
    `${JSON.stringify(webManifest(), null, 2)}\n`,
  );
}
