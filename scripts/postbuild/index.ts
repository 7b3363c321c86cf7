// Runs once the client build and pre-rendering are done (react-router.config.ts buildEnd).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeCalendarFile } from "./calendar-file";
import { precompress } from "./compress";
import {
  classNamesIn,
  classRulesCss,
  inlinedStylesheet,
  stylesheetAsset,
  withCriticalCss,
  wordsIn,
} from "./critical-css";
import { contentSecurityPolicy, formOrigins, inlineHashes, mergeHashes, withCspMeta } from "./csp";
import { deferAppScripts, modulePreloads } from "./defer-app-scripts";
import { writeHostFiles } from "./host-files";
import { htmlFiles } from "./html-files";
import { placeNotFoundPages } from "./not-found-pages";
import { warnOfSampleNames } from "./sample-names";
import { writeServiceWorker } from "./service-worker";
import { writeSitemap } from "./sitemap";
import { writeWebManifest } from "./web-manifest";

export async function postbuild({ clientDir }: { clientDir: string }): Promise<void> {
  await placeNotFoundPages(clientDir);
  await writeCalendarFile(clientDir);
  await writeWebManifest(clientDir);
  await writeSitemap(clientDir);

  // Page rewrites; the policy comes last so it hashes the final inline code.
  const pages = await htmlFiles(clientDir);
  const wholeCss = inlinedStylesheet(
    await readFile(path.join(clientDir, pages[0] as string), "utf8"),
  );
  // What every page's critical CSS leaves out, loaded before the next page is shown.
  const stylesheet = classRulesCss(wholeCss);
  const asset = stylesheetAsset(stylesheet);
  await writeFile(path.join(clientDir, asset.file), stylesheet);

  // The classes each script names. A class found in none (Tailwind also reads
  // files the browser never gets) is kept on every page, to be safe.
  const scriptWords = new Map<string, Set<string>>();
  const assetsDir = path.join(clientDir, "assets");
  for (const name of await readdir(assetsDir)) {
    if (name.endsWith(".js")) {
      scriptWords.set(
        `/assets/${name}`,
        wordsIn(await readFile(path.join(assetsDir, name), "utf8")),
      );
    }
  }
  const classNames = [...classNamesIn(wholeCss)];
  const unplaced = classNames.filter((name) =>
    [...scriptWords.values()].every((words) => !words.has(name)),
  );

  const hashes = [];
  const forms = new Set<string>();
  const pagePolicies: Record<string, string> = {};
  for (const file of pages) {
    const full = path.join(clientDir, file);
    const prerendered = await readFile(full, "utf8");
    const words = modulePreloads(prerendered).map((href) => scriptWords.get(href) ?? new Set());
    const scriptClasses = classNames.filter((name) => words.some((set) => set.has(name)));
    const html = withCspMeta(
      deferAppScripts(withCriticalCss(prerendered, [...scriptClasses, ...unplaced]), file, {
        stylesheet: asset.href,
      }),
    );
    const pageHashes = inlineHashes(html);
    const pageForms = formOrigins(html);
    hashes.push(pageHashes);
    for (const origin of pageForms) forms.add(origin);
    pagePolicies[file] = contentSecurityPolicy(pageHashes, { header: true, forms: pageForms });
    await writeFile(full, html);
  }
  await writeHostFiles(
    clientDir,
    contentSecurityPolicy(mergeHashes(hashes), { header: true, forms: [...forms] }),
    pagePolicies,
  );

  // After every page is final, so the precache revisions match what is served.
  const { count, size } = await writeServiceWorker(clientDir);
  console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} kB).`);

  await warnOfSampleNames(clientDir);

  // Last: compressed copies must be made from the final files. Builds of
  // test content (tests/content/build.mjs) skip them: the slowest step, and
  // only the size of the real pages is tested.
  if (!process.env.TEST_CONTENT_BUILD) await precompress(clientDir);
}
