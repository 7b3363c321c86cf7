// The first-paint step (docs/decisions/002 and 013): each pre-rendered page
// paints from its first response, with no JavaScript and no other request,
// and the app starts after that paint. It is all here, in three parts:
//
//   - firstPaint(), a Vite plugin (vite.config.ts): checks the React Router
//     version, tells the app whether the step is on (__FIRST_PAINT__), and
//     makes the site's stylesheet asset the rest of the stylesheet (its class
//     rules), which pages need only once the visitor moves on;
//   - firstPaintPages(), after pre-rendering (scripts/postbuild/index.ts): cuts
//     each page's inline stylesheet down to the rules the page can use
//     (critical-css.ts), moves React Router's preloads and loader script to
//     after the first paint (defer-app-scripts.ts), and leaves the web app
//     manifest's link to the app;
//   - app/components/page-styles.tsx, the app's half: the whole stylesheet
//     inline in the pre-rendered page, and the rest linked from the first page
//     navigated to.
//
// It rewrites React Router's own output, so it names the version it was
// written against and refuses any other. FIRST_PAINT=off builds
// without it: React Router's output as it comes, which every functional
// browser test also passes (tests/content/variants.mjs, "plain"), so a
// framework upgrade never holds up a content release.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { htmlFiles } from "../postbuild/html-files.ts";
import {
  classNamesIn,
  classRulesCss,
  inlinedStylesheet,
  withCriticalCss,
  wordsIn,
} from "./critical-css.ts";
import { deferAppScripts, modulePreloads } from "./defer-app-scripts.ts";

/** Whether this build has the step: FIRST_PAINT=off builds without it. */
export function firstPaintSwitch(value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new Error(`FIRST_PAINT is "${value}"; it may be "on" (the default) or "off".`);
}

export const firstPaintEnabled = firstPaintSwitch(process.env.FIRST_PAINT);

/** The React Router this step was written against and checked with. */
export const WRITTEN_FOR = "7.18.4";

/** Why a build with these React Router packages must not use the step (one line), or null when it may. */
export function versionProblem(versions: Record<string, string>): string | null {
  const other = Object.entries(versions).filter(([, version]) => version !== WRITTEN_FOR);
  if (other.length === 0) return null;
  const found = other.map(([name, version]) => `${name} ${version}`).join(" and ");
  return `The first-paint step (scripts/first-paint) rewrites React Router ${WRITTEN_FOR}'s output, but this is ${found}: check the step against it and update WRITTEN_FOR (docs/decisions/013-first-paint-step.md), or build without the step with FIRST_PAINT=off.`;
}

const installedVersion = (name: string) =>
  (
    createRequire(path.join(process.cwd(), "package.json"))(`${name}/package.json`) as {
      version: string;
    }
  ).version;

/** The stylesheet the app imports (app/components/page-styles.tsx). */
const STYLESHEET = "app/app.css";

export function firstPaint(): Plugin {
  return {
    name: "site:first-paint",
    config() {
      if (firstPaintEnabled) {
        const problem = versionProblem({
          "react-router": installedVersion("react-router"),
          "@react-router/dev": installedVersion("@react-router/dev"),
        });
        if (problem) throw new Error(problem);
      }
      return { define: { __FIRST_PAINT__: JSON.stringify(firstPaintEnabled) } };
    },
    // Pages carry the whole stylesheet inline, cut down after pre-rendering;
    // the stylesheet the browser fetches is only what they leave out.
    generateBundle: {
      // After Vite has written the stylesheet into the bundle.
      order: "post",
      handler(_options, bundle) {
        if (!firstPaintEnabled || this.environment.name !== "client") return;
        const stylesheet = path.resolve(this.environment.config.root, STYLESHEET);
        for (const asset of Object.values(bundle)) {
          if (asset.type === "asset" && asset.originalFileNames.includes(stylesheet)) {
            asset.source = classRulesCss(String(asset.source));
          }
        }
      },
    },
  };
}

/**
 * Rewrites every pre-rendered page for its first paint (see the top of this
 * file). Runs before the Content-Security-Policy is worked out, which must
 * hash the final inline code.
 */
export async function firstPaintPages(clientDir: string): Promise<void> {
  const pages = await htmlFiles(clientDir);
  const whole = inlinedStylesheet(await readFile(path.join(clientDir, pages[0] as string), "utf8"));

  // The words of each script: the classes it can add to a page are among them.
  const scriptWords = new Map<string, Set<string>>();
  const assets = path.join(clientDir, "assets");
  const rest = classRulesCss(whole).trim();
  let restOfStylesheet = false;
  for (const entry of await readdir(assets, { withFileTypes: true })) {
    // The photos' folder (assets/photos) holds pictures, not code.
    if (!entry.isFile()) continue;
    const name = entry.name;
    const text = await readFile(path.join(assets, name), "utf8");
    if (name.endsWith(".js")) scriptWords.set(`/assets/${name}`, wordsIn(text));
    if (name.endsWith(".css") && text.trim() === rest) {
      restOfStylesheet = true;
    }
  }
  if (!restOfStylesheet) {
    throw new Error(
      "The first-paint step: no stylesheet asset holds the rest of the pages' stylesheet, so the next page would be unstyled.",
    );
  }

  // A class found in no script (Tailwind also reads files the browser never
  // gets) is kept on every page, to be safe.
  const classNames = [...classNamesIn(whole)];
  const unplaced = classNames.filter((name) =>
    [...scriptWords.values()].every((words) => !words.has(name)),
  );
  for (const file of pages) {
    const full = path.join(clientDir, file);
    const prerendered = await readFile(full, "utf8");
    const words = modulePreloads(prerendered).map((href) => scriptWords.get(href) ?? new Set());
    const scriptClasses = classNames.filter((name) => words.some((set) => set.has(name)));
    await writeFile(
      full,
      deferAppScripts(withCriticalCss(prerendered, [...scriptClasses, ...unplaced]), file),
    );
  }
}
