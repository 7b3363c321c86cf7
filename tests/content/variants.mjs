// The test-content builds (tests/content/build.mjs) and where the browser tests find them.

/**
 * Each is tests/content/<name>.ts applied to the shipped event, or <name>.mjs
 * applied to the content (build.mjs).
 */
export const variants = ["postponed", "cancelled", "next-year", "organiser"];

/** Served 100 ports above the site under test, one each, so parallel runs on other ports never meet. */
export const testContentPort = (sitePort, name) => sitePort + 100 + variants.indexOf(name);
