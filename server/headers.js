// The response headers every host should send. Used by `npm start`, written to
// build/client/_headers for Netlify and Cloudflare Pages and to
// build/client/nginx.conf for nginx, so the local server and the real hosts
// cannot drift apart.

/** Host configuration the build writes beside the pages: never a page or a file of the site. */
export const hostFiles = ["_headers", "_redirects", "nginx.conf"];

/** Headers for every response. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
};

/**
 * Headers that only mean something on a page (a script or an image is never
 * framed or given permissions); sent with HTML only, to keep asset responses small.
 * The build adds this build's Content-Security-Policy to them.
 */
export const documentHeaders = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** For responses that are not pages or files (redirects, errors): nothing in them may run or be framed. */
export const lockedDownHeaders = {
  ...securityHeaders,
  ...documentHeaders,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Error responses and 404s are never stored, so a deploy in progress cannot pin one. */
export const noStore = "no-store";

/** A redirect from another name of a page (/event/, /event/index.html) to its address. */
export const redirectCacheControl = "public, max-age=3600";

/** Hashed build assets never change; everything else is checked on each visit. */
export function cacheControl(pathname) {
  // The service worker must never be served stale, or a new version could not reach visitors.
  if (pathname === "/sw.js") return "no-cache";
  return pathname.startsWith("/assets/")
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
}
