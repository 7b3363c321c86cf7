// The response headers every host should send. Used by `npm start`, written to
// dist/_headers for Netlify and Cloudflare Pages and to
// dist/nginx.conf for nginx, so the local server and the real hosts
// cannot drift apart.

/**
 * What `npm start` reads from the build it serves (decision 059): the content
 * editor's policy and the addresses with a Refresh, written by the build inside
 * dist/, so a copy of dist/ is all the server needs.
 */
export const serverFile = "headers.json";

/** Host configuration the build writes beside the pages: never a page or a file of the site. */
export const hostFiles = ["_headers", "_redirects", "nginx.conf", serverFile];

/**
 * The security headers of every response. Each carries them with a
 * Content-Security-Policy: a page its own (the build writes it from the hashes
 * of its inline code), anything else one of the two below (decision 019).
 */
export const siteHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/**
 * What a page's header policy adds to the policy in its <meta> (which Astro
 * writes with the hashes of the page's inline code): what only works as a
 * header, and what no page needs. A browser enforces both.
 */
export const pagePolicy = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * For everything that is not a page: a file, a redirect, an error. Nothing in
 * it may run, load or be framed; an SVG opened on its own may use its inline
 * styles (its drawing is in the file itself).
 */
export const lockedDownPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The service worker's own policy: a policy sent with /sw.js governs the
 * worker, which runs its own code (no imports from elsewhere) and fetches
 * only this site's files into its cache.
 */
export const workerPolicy =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/** For responses that are not pages or files (redirects, errors): nothing in them may run or be framed. */
export const lockedDownHeaders = { ...siteHeaders, "Content-Security-Policy": lockedDownPolicy };

/**
 * What a file of the site that is not a page adds to every response's
 * headers, by its address: its policy and its caching.
 * @param {string} pathname
 */
export const fileOwnHeaders = (pathname) => ({
  "Content-Security-Policy": pathname === "/sw.js" ? workerPolicy : lockedDownPolicy,
  "Cache-Control": cacheControl(pathname),
});

/**
 * What the content editor's headers add to every response's (decision 029):
 * its own policy (written by the build into dist/headers.json), never
 * indexed, never stored, so a new build's editor is the one opened.
 * @param {string} policy
 */
export function editorOwnHeaders(policy) {
  return {
    "Content-Security-Policy": policy,
    "X-Robots-Tag": "noindex",
    "Cache-Control": "no-store",
  };
}

/** Error responses and 404s are never stored, so a deploy in progress cannot pin one. */
export const noStore = "no-store";

/** A redirect from another name of a page (/event/, /event/index.html) to its address. */
export const redirectCacheControl = "public, max-age=3600";

/** Hashed build assets never change; everything else is checked on each visit. */
export function cacheControl(pathname) {
  // The service worker must never be served stale, or a new version could not reach visitors.
  if (pathname === "/sw.js") return "no-cache";
  return pathname.startsWith("/_astro/")
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
}
