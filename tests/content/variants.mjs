// The test-content builds (tests/content/build.mjs) and where the browser tests find them.

/**
 * Each is tests/content/<name>.ts applied to the shipped event, the files of
 * tests/content/<name>/ in place of the shipped ones, or <name>.mjs applied to
 * the content (build.mjs).
 */
export const variants = [
  "postponed",
  "cancelled",
  "next-year",
  "organiser",
  "one-product",
  "twelve-products",
];

/**
 * Built, and their unit tests run (unit-tests.mjs), but not served: no
 * journey reads them (saved-in-editor.mjs: the organiser's picnic as the
 * editor saves it, decision 043).
 */
export const builtOnly = ["saved-in-editor"];

/** Served 100 ports above the site under test, one each, so parallel runs on other ports never meet. */
export const testContentPort = (sitePort, name) => sitePort + 100 + variants.indexOf(name);
