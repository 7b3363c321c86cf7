// Runs once the client build and pre-rendering are done (react-router.config.ts buildEnd).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeCalendarFile } from "./calendar-file";
import { precompress } from "./compress";
import { classRulesCss, inlinedStylesheet, stylesheetAsset, withCriticalCss } from "./critical-css";
import { contentSecurityPolicy, inlineHashes, mergeHashes, withCspMeta } from "./csp";
import { deferAppScripts } from "./defer-app-scripts";
import { writeHostFiles } from "./host-files";
import { htmlFiles } from "./html-files";
import { placeNotFoundPages } from "./not-found-pages";
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
  // What every page's critical CSS leaves out, loaded with the app.
  const stylesheet = classRulesCss(
    inlinedStylesheet(await readFile(path.join(clientDir, pages[0] as string), "utf8")),
  );
  const asset = stylesheetAsset(stylesheet);
  await writeFile(path.join(clientDir, asset.file), stylesheet);
  const hashes = [];
  const pagePolicies: Record<string, string> = {};
  for (const file of pages) {
    const full = path.join(clientDir, file);
    const html = withCspMeta(
      deferAppScripts(withCriticalCss(await readFile(full, "utf8")), file, {
        stylesheet: asset.href,
      }),
    );
    const pageHashes = inlineHashes(html);
    hashes.push(pageHashes);
    pagePolicies[file] = contentSecurityPolicy(pageHashes, { header: true });
    await writeFile(full, html);
  }
  await writeHostFiles(
    clientDir,
    contentSecurityPolicy(mergeHashes(hashes), { header: true }),
    pagePolicies,
  );

  // After every page is final, so the precache revisions match what is served.
  const { count, size } = await writeServiceWorker(clientDir);
  console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} kB).`);

  // Last: compressed copies must be made from the final files.
  await precompress(clientDir);
}
