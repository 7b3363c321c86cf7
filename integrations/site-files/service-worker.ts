// Generates dist/sw.js once the pages are built: workbox-build's getManifest
// lists every file to precache, with content hashes, and Vite bundles
// service-worker.source.ts with the workbox modules it imports (nothing is
// loaded from a CDN) and that list, as PRECACHE.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultTreeAdapter as tree, type DefaultTreeAdapterTypes, parse } from "parse5";
import { build } from "vite";
import { getManifest } from "workbox-build";
import { pageAddress } from "../../server/page-files.js";
import { pagePaths } from "../../src/page-list.ts";

/** The pages a visitor needs with no signal at the picnic, and the not-found pages for any other address. */
const keptPages = [
  "index.html",
  "event.html",
  "donate.html",
  "donor-wall.html",
  "404.html",
  "shop/404.html",
];

/**
 * What a visitor needs with no signal at the picnic: the kept pages, the
 * stylesheet, the art and icons those pages draw (keptPictures, below), the
 * calendar file and the manifest.
 * Any other page is kept as it is visited (service-worker.source.ts): a first
 * visit costs what its page costs, not every page of the site; the printed
 * pages are the organisers'. The islands' scripts are kept as pages use them,
 * so a first visit fetches no code it does not run. The photos come in
 * several widths and two formats, of which a visitor needs one each: the
 * worker keeps those it sees, and each photo's smallest WebP (below).
 */
const precachePatterns = [
  ...keptPages,
  "_astro/*.css",
  // The headings' face, which the stylesheet names (src/app.css): offline pages keep their look.
  "_astro/*.woff2",
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

/** The attributes by which a page draws a file: an image, a picture's source, a drawing's `<use>`. */
const drawing = new Set(["src", "srcset", "href", "xlink:href"]);

/**
 * The drawings and icons (SVG files under images/ and icons/) the kept pages
 * draw, read from each page's elements: a product drawing that only the shop
 * shows, or the networks' icons where the footer shows none, costs a first
 * visit nothing. Photos are smallPhotos'.
 */
async function keptPictures(clientDir: string): Promise<string[]> {
  const files = new Set<string>();
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of tree.getChildNodes(node)) {
      if (!tree.isElementNode(child)) continue;
      for (const { name, value } of tree.getAttrList(child)) {
        if (!drawing.has(name)) continue;
        for (const candidate of value.split(",")) {
          const [address = ""] = candidate.trim().split(/\s+/);
          const { pathname, origin } = new URL(address, "https://site.invalid/");
          if (origin === "https://site.invalid" && /^\/(images|icons)\/.+\.svg$/.test(pathname))
            files.add(pathname.slice(1));
        }
      }
      visit(child);
      // (A <template>'s elements are its content's, which the page may draw too.)
      if (child.tagName === "template")
        visit(tree.getTemplateContent(child as DefaultTreeAdapterTypes.Template));
    }
  };
  for (const page of keptPages) visit(parse(await readFile(path.join(clientDir, page), "utf8")));
  return [...files].sort();
}

/** Pages are kept under the URL they answer at: "/event", not "event.html" (a redirect). */
const pageUrl = (file: string) => pageAddress(file) ?? file;

export async function writeServiceWorker(
  clientDir: string,
): Promise<{ count: number; size: number }> {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: clientDir,
    globPatterns: [...precachePatterns, ...(await keptPictures(clientDir))],
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
