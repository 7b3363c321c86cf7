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

/**
 * A page's no-JavaScript twin: the same HTML without a script element or a
 * module preload, so what is left is what the page costs without its app.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}

const atLeast = (limit) => ({ limit, ok: (value) => value >= limit, text: `≥ ${limit}` });
const atMost = (limit) => ({ limit, ok: (value) => value <= limit, text: `≤ ${limit}` });

/** Each bar, given the page's medians (`site`) and its twin's (`twin`). */
export const bars = {
  performance: { ...atLeast(100), value: ({ site }) => site.performance },
  accessibility: { ...atLeast(100), value: ({ site }) => site.accessibility },
  bestPractices: { ...atLeast(100), value: ({ site }) => site.bestPractices },
  seo: { ...atLeast(100), value: ({ site }) => site.seo },
  "LCP ÷ twin's": { ...atMost(1.05), value: ({ site, twin }) => site.lcp / twin.lcp },
  "TBT − twin's (ms)": { ...atMost(40), value: ({ site, twin }) => site.tbt - twin.tbt },
  CLS: { ...atMost(0), value: ({ site }) => site.cls },
  /** The site's own first-load JavaScript, brotli, on top of React and React Router. */
  "site JS (KB)": { ...atMost(25), value: ({ js }) => js.siteKB },
};
