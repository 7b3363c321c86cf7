// The response headers every host should send. Used by `npm start` and
// written to build/client/_headers for Netlify and Cloudflare Pages, so the
// local server and the real host cannot drift apart.

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

/** Hashed build assets never change; everything else is checked on each visit. */
export function cacheControl(pathname) {
  // The service worker must never be served stale, or a new version could not reach visitors.
  if (pathname === "/sw.js") return "no-cache";
  return pathname.startsWith("/assets/")
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
}
