// The test picnics (tests/content/build.mjs): where each is made and built, and
// where the browser tests find them.
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Each is tests/content/<name>.ts applied to the shipped event, the files of
 * tests/content/<name>/ in place of the shipped ones, or <name>.mjs applied to
 * the content (build.mjs); served for the browser tests.
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
 * Built, and the unit tests that read the content run on it (unit-tests.mjs),
 * but not served: no journey reads it (saved-in-editor.mjs: the organiser's picnic as the
 * editor saves it, decision 043).
 */
export const builtOnly = ["saved-in-editor"];

/** Served 100 ports above the site under test, one each, so parallel runs on other ports never meet. */
export const testContentPort = (sitePort, name) => sitePort + 100 + variants.indexOf(name);

/** A test picnic's folder: its content/ and photos/, and the dist/ built from them. */
export const picnicDir = (name) =>
  path.join(fileURLToPath(new URL("../..", import.meta.url)), ".test-content", name);
