// The bars of DESIGN.md, shared by `npm run bench` and the byte-budget test.
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every public page of a build: each pre-rendered index.html (not-found pages excluded). */
export function publicPaths(clientDir) {
  return readdirSync(clientDir, { recursive: true })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, "/").split(path.sep).join("/"))
    .sort();
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
