// The bars of decision 014 and the pages they apply to, for `npm run bench`.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every public page of a build, as its sitemap lists them (the postbuild step
 * decides what a public page is; not-found pages are left out there).
 */
export function publicPaths(clientDir) {
  const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const atLeast = (limit) => ({ limit, ok: (value) => value >= limit, text: `budget ≥ ${limit}` });
const atMost = (limit) => ({ limit, ok: (value) => value <= limit, text: `budget ≤ ${limit}` });

export const budgets = {
  performance: atLeast(100),
  accessibility: atLeast(100),
  bestPractices: atLeast(100),
  seo: atLeast(100),
  lcp: atMost(800),
  tbt: atMost(50),
  cls: atMost(0.01),
  /** First-load JavaScript, compressed, in KB. */
  jsKB: atMost(100),
};
