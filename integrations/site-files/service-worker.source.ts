// The service worker's source. integrations/site-files/service-worker.ts bundles it
// (workbox modules included, nothing from a CDN) after pre-rendering, with the
// precache list workbox-build made from dist in place of
// self.__WB_MANIFEST.
import { clientsClaim } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";

type WorkerScope = {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

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

// Written out in full: workbox-build looks for the literal text self.__WB_MANIFEST.
// Pages are listed under the URLs they answer at ("/event"; see service-worker.ts).
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  // Pages read their query (/shop?category=clothing) in the browser; the HTML is the same.
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
  // "/event/" and "/event.html" are other names of the page kept under "/event"
  // (every host redirects them there): a bookmark of either, or a page a
  // visitor's earlier worker and hosts served at "/event/", opens it offline too.
  urlManipulation: ({ url }) => {
    const { pathname } = url;
    if (pathname.length > 1 && pathname.endsWith("/")) return [new URL(pathname.slice(0, -1), url)];
    if (!pathname.endsWith(".html") || notFoundPages.includes(pathname)) return [];
    return [new URL(pathname.replace(/(\/index)?\.html$/, "") || "/", url)];
  },
});
cleanupOutdatedCaches();

// Any other page: ask the network (a real 404 with the right page when online);
// with no signal, answer with the precached not-found page. Under /shop/ that is
// shop/404.html, "Product not found".
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const page = url.pathname.startsWith("/shop/") ? notFoundPages[1] : notFoundPages[0];
        const fallback = page ? await matchPrecache(page) : undefined;
        if (fallback) return fallback;
        throw error;
      }
      // The content editor (decision 029) is the network's alone.
    },
    { denylist: [/^\/admin\//] },
  ),
);

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
// With no signal, a page whose islands' code was never fetched works as the
// plain HTML it was built as. The scripts a page ran before the worker took
// charge, the page asks it to keep (Workbox's CACHE_URLS message, which this
// route answers: src/lib/service-worker.ts).
registerRoute(
  ({ url }) =>
    url.origin === location.origin &&
    url.pathname.startsWith("/_astro/") &&
    url.pathname.endsWith(".js"),
  new CacheFirst({ cacheName: "site-scripts" }),
);

// The first version takes charge of open pages at once; later versions wait
// until the visitor chooses 'Reload' (see src/components/update-banner.tsx).
clientsClaim();
worker.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void worker.skipWaiting();
});
