// Generates dist/sw.js once the pages are built: workbox-build's getManifest
// lists every file to precache, with content hashes, and Vite bundles
// service-worker.source.ts with the workbox modules it imports (nothing is
// loaded from a CDN) and that list, as PRECACHE.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { getManifest } from "workbox-build";
import { pageAddress } from "../../server/page-files.js";
import { pagePaths } from "../../src/page-list.ts";

/**
 * What a visitor needs with no signal at the picnic: Home, Event, Donate and
 * the donor wall, the not-found pages for any other address, the stylesheet,
 * the art and icons those pages draw, the calendar file and the manifest.
 * Any other page is kept as it is visited (service-worker.source.ts): a first
 * visit costs what its page costs, not every page of the site; the printed
 * pages are the organisers'. The islands' scripts are kept as pages use them,
 * so a first visit fetches no code it does not run. The photos come in
 * several widths and two formats, of which a visitor needs one each: the
 * worker keeps those it sees, and each photo's smallest WebP (below).
 */
const precachePatterns = [
  "index.html",
  "event.html",
  "donate.html",
  "donor-wall.html",
  "404.html",
  "shop/404.html",
  "_astro/*.css",
  // The headings' face, which the stylesheet names (src/app.css): offline pages keep their look.
  "_astro/*.woff2",
  "images/**/*.svg",
  "icons/*.svg",
  "favicon.svg",
  "*.ics",
  "manifest.webmanifest",
  "offline-photos.json",
];

/** Each photo's smallest WebP, kept for a page seen with no signal (src/pages/offline-photos.json.ts). */
async function smallPhotos(clientDir: string) {
  const photos = JSON.parse(
    await readFile(path.join(clientDir, "offline-photos.json"), "utf8"),
  ) as { small: string }[];
  return photos.map(({ small }) => ({ url: small.replace(/^\//, ""), revision: null }));
}

/** Pages are kept under the URL they answer at: "/event", not "event.html" (a redirect). */
const pageUrl = (file: string) => pageAddress(file) ?? file;

export async function writeServiceWorker(
  clientDir: string,
): Promise<{ count: number; size: number }> {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: clientDir,
    globPatterns: precachePatterns,
    additionalManifestEntries: await smallPhotos(clientDir),
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^_astro\//,
  });
  if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join("; ")}`);
  await build({
    configFile: false,
    logLevel: "warn",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      // Every page's address: the worker tells a page not kept from an address that is none.
      SITE_PAGES: JSON.stringify(pagePaths()),
      PRECACHE: JSON.stringify(
        manifestEntries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })),
      ),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL("./service-worker.source.ts", import.meta.url)),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  return { count, size };
}
