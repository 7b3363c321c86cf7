// Runs once the client build and pre-rendering are done (react-router.config.ts buildEnd).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildEditor, editorPolicyFor } from "../admin-build";
import { writeCalendarFile } from "./calendar-file";
import { precompress } from "./compress";
import { ISLANDS_FILES } from "../page-scripts-plugin";
import { criticalCssPages } from "./critical-css";
import { contentSecurityPolicy, formOrigins, inlineHashes, mergeHashes, withCspMeta } from "./csp";
import { writeHostFiles } from "./host-files";
import { htmlFiles } from "./html-files";
import { placeNotFoundPages } from "./not-found-pages";
import { placePages } from "./page-files";
import { pagePaths } from "../../app/pages.server";
import { pageAddress } from "../../server/page-files.js";
import { categoryRefreshes } from "../../app/lib/shop-views.ts";
import { oldWordsInBuild } from "./sample-names";
import { sampleValuesInUse } from "../../app/content/validate.ts";
import { writeServiceWorker } from "./service-worker";
import { writeSitemap } from "./sitemap";
import { writeWebManifest } from "./web-manifest";

export async function postbuild({ clientDir }: { clientDir: string }): Promise<void> {
  await placeNotFoundPages(clientDir);
  await placePages(clientDir, pagePaths());
  await writeCalendarFile(clientDir);
  await writeWebManifest(clientDir);
  await writeSitemap(clientDir);

  // Each page's critical CSS, then its policy, which hashes the final inline code.
  const islandsFiles = path.join(clientDir, ISLANDS_FILES);
  await criticalCssPages(clientDir, JSON.parse(await readFile(islandsFiles, "utf8")) as string[]);
  await rm(islandsFiles);
  const hashes = [];
  const forms = new Set<string>();
  const pagePolicies: Record<string, string> = {};
  for (const file of await htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = withCspMeta(await readFile(full, "utf8"));
    const pageHashes = inlineHashes(html);
    const pageForms = formOrigins(html);
    hashes.push(pageHashes);
    for (const origin of pageForms) forms.add(origin);
    pagePolicies[file] = contentSecurityPolicy(pageHashes, { header: true, forms: pageForms });
    await writeFile(full, html);
  }
  // The content editor (decision 029), built last but named in the host files
  // with its own policy. Builds of test content leave it out.
  const editor = process.env.TEST_CONTENT_BUILD ? undefined : editorPolicyFor();
  await writeHostFiles(
    clientDir,
    contentSecurityPolicy(mergeHashes(hashes), { header: true, forms: [...forms] }),
    pagePolicies,
    editor,
    categoryRefreshes(),
  );

  // After every page is final, so the precache revisions match what is served.
  const { count, size } = await writeServiceWorker(clientDir);
  console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} kB).`);

  // What scripts/build.mjs prints at the very end, after Vite's output.
  const pages = (await htmlFiles(clientDir)).filter(
    (file) => pageAddress(file.split(path.sep).join("/")) !== null,
  );
  await writeFile(
    path.join(clientDir, "..", "summary.json"),
    `${JSON.stringify(
      {
        pages: pages.length,
        sampleValues: sampleValuesInUse(),
        oldWords: await oldWordsInBuild(clientDir),
      },
      null,
      2,
    )}\n`,
  );

  // After the pages' checks and the service worker, none of which it is part of.
  if (editor) {
    const started = Date.now();
    await buildEditor(clientDir, editor);
    console.log(`Content editor: built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  // Last: compressed copies must be made from the final files. Builds of
  // test content (tests/content/build.mjs) skip them: the slowest step, and
  // only the size of the real pages is tested.
  if (!process.env.TEST_CONTENT_BUILD) await precompress(clientDir);
}
