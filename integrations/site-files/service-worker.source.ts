// The service worker's source. integrations/site-files/service-worker.ts bundles it
// (workbox modules included, nothing from a CDN) after pre-rendering, with the
// precache list workbox-build made from dist as PRECACHE, and the site's page
// addresses as SITE_PAGES.
import { clientsClaim } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";

type WorkerScope = {
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** Every page's address ("/", "/event", "/shop/hoodie"), from the build. */
declare const SITE_PAGES: string[];
/** What the picnic needs offline, with each file's revision (service-worker.ts). */
declare const PRECACHE: PrecacheEntry[];

/** Static hosts answer unknown paths with these pages and status 404 (so do they, asked directly). */
const notFoundPages = ["/404.html", "/shop/404.html"];

// Precaching only keeps 2xx answers; the two not-found pages come with a 404 by design.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.ok ||
      (response.status === 404 && notFoundPages.includes(new URL(request.url).pathname))
        ? response
        : null,
  },
]);

/**
 * The address a page is kept under: "/event/" and "/event.html" are other
 * names of "/event" (every host redirects them there), and pages read their
 * query (/shop?category=clothing) in the browser, the HTML being the same.
 */
function pageKey(address: string): string {
  const { origin, pathname } = new URL(address);
  if (notFoundPages.includes(pathname)) return origin + pathname;
  // "/event/" and "/event.html" as "/event"; "/index.html" as "/".
  return origin + (pathname.replace(/(\/index)?\.html$|(?<=.)\/$/, "") || "/");
}

// Pages are fetched fresh whenever there is a network, so a page always asks
// for the scripts its own deploy published: a page kept from an earlier deploy
// would ask for scripts the host no longer has, and its form would not start.
// The kept copies are the offline fallback only: the pages precached below,
// then any other page as it was last visited. With no signal, a page never
// kept gets the browser's own "offline" page, and an address that is no page
// the not-found page (under /shop/, shop/404.html: "Product not found").
// (No navigation preload: with it, Firefox fails a navigation whose preload
// fails, the kept copy never tried.)
const pages = new NetworkFirst({
  cacheName: "site-pages",
  // On a signal too weak to bring the page, the kept copy after a while.
  networkTimeoutSeconds: 5,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
      // Never a not-found answer or a redirect: only the page itself.
      cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      // The precached copy is this worker's own deploy's: it comes first.
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        (await matchPrecache(request.url)) ?? cachedResponse,
      handlerDidError: async ({ request }) => {
        const { pathname } = new URL(pageKey(request.url));
        if (SITE_PAGES.includes(pathname)) return undefined;
        const page = pathname.startsWith("/shop/") ? notFoundPages[1] : notFoundPages[0];
        return page ? matchPrecache(page) : undefined;
      },
    },
  ],
});
// The content editor (decision 029) is the network's alone.
registerRoute(new NavigationRoute(pages, { denylist: [/^\/admin\//] }));

// The stylesheet, the art and icons the pages draw, and what else is listed
// in service-worker.ts.
precacheAndRoute(PRECACHE, {
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
});
cleanupOutdatedCaches();

// The photos this browser has shown, for a page seen again with no signal.
// Their names change with their content, so a kept copy is never stale. With
// no signal, a copy not kept (another width, another format) is answered with
// a copy of the same photo that is: any kept, or its small WebP, precached.
registerRoute(
  ({ url }) => url.pathname.startsWith("/_astro/") && /\.(avif|webp|jpe?g|png)$/.test(url.pathname),
  new CacheFirst({
    cacheName: "site-photos",
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const cache = await caches.open("site-photos");
          const list = await matchPrecache("/offline-photos.json");
          const photos = list ? ((await list.json()) as { all: string[]; small: string }[]) : [];
          const { pathname } = new URL(request.url);
          const photo = photos.find(({ all }) => all.includes(pathname));
          for (const copy of photo ? [...photo.all, photo.small] : []) {
            const found = (await cache.match(copy)) ?? (await matchPrecache(copy));
            if (found) return found;
          }
          return undefined;
        },
      },
    ],
  }),
);

// The site's scripts, kept as the pages use them: hashed, so never stale.
// (Every request is the site's own: its policy allows no other origin.)
// With no signal, a page whose islands' code was never fetched works as the
// plain HTML it was built as. The scripts a page ran before the worker took
// charge, the page asks it to keep (Workbox's CACHE_URLS message, which this
// route answers: src/lib/service-worker.ts).
registerRoute(
  ({ url }) => url.pathname.startsWith("/_astro/") && url.pathname.endsWith(".js"),
  new CacheFirst({ cacheName: "site-scripts" }),
);

// The pictures of the pages not precached (the products', the printed
// pages'), kept as they are shown, refreshed when shown again online.
registerRoute(
  ({ url, request }) =>
    request.destination === "image" &&
    !url.pathname.startsWith("/_astro/") &&
    !url.pathname.startsWith("/admin/"),
  new StaleWhileRevalidate({ cacheName: "site-images" }),
);

// The first version takes charge of open pages at once; later versions wait
// until the visitor chooses 'Reload' (see src/components/update-banner.tsx).
clientsClaim();
worker.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void worker.skipWaiting();
});
