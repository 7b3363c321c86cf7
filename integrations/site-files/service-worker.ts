// Generates dist/sw.js once the pages are built. Vite bundles service-worker.source.ts
// with the workbox modules it imports (nothing is loaded from a CDN), then
// workbox-build's injectManifest puts the list of every file to precache, with
// content hashes, where the source says self.__WB_MANIFEST.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { injectManifest } from "workbox-build";
import { pageAddress } from "../../server/page-files.js";

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

/** Every page's address, from its file: the worker tells a page not kept from an address that is none. */
async function pageAddresses(clientDir: string) {
  const files = await readdir(clientDir, { recursive: true });
  return files
    .map((file) => pageAddress(file.split(path.sep).join("/")))
    .filter((address) => address !== null);
}

async function bundleSource(pages: string[]): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      SITE_PAGES: JSON.stringify(pages),
    },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL("./service-worker.source.ts", import.meta.url)),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((item) => item.output).find((item) => item.type === "chunk");
  if (!chunk) throw new Error("Bundling the service worker produced no script");
  return chunk.code;
}

export async function writeServiceWorker(
  clientDir: string,
): Promise<{ count: number; size: number }> {
  const workDir = await mkdtemp(path.join(tmpdir(), "site-sw-"));
  try {
    const swSrc = path.join(workDir, "sw.js");
    await writeFile(swSrc, await bundleSource(await pageAddresses(clientDir)));
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(clientDir, "sw.js"),
      globDirectory: clientDir,
      globPatterns: precachePatterns,
      additionalManifestEntries: await smallPhotos(clientDir),
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^_astro\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join("; ")}`);
    return { count, size };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
