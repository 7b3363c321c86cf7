// This site's own build step, as one Astro integration: the client
// directives Astro lacks (src/directives), and after the build what only this site
// writes beside the pages: the host files (_headers, _redirects,
// nginx.conf), the service worker, the content editor and the organisers'
// summary. (The calendar file, the manifest, the share card and the icons are
// pages: src/pages.)
import { cp } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { builtEditor, editorPolicyFor } from "../../scripts/admin-build.ts";
import { shippedModules } from "../../src/content/content-modules.ts";
import { sampleValuesInUse } from "../../src/content/validate.ts";
import { categoryRefreshes } from "../../src/lib/shop-views.ts";
import { precompress } from "./compress.ts";
import { writeHostFiles } from "./host-files.ts";
import { oldWordsInBuild } from "./sample-names.ts";
import { writeServiceWorker } from "./service-worker.ts";

/** Builds of test content (tests/content/build.mjs) leave out what only the real site needs. */
const testContent = Boolean(process.env.TEST_CONTENT_BUILD);

const list = (lines: string[]) => lines.map((line) => `    - ${line}`).join("\n");

export function siteFiles(): AstroIntegration {
  return {
    name: "site-files",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "used", entrypoint: "./src/directives/when-used.ts" });
      },

      "astro:build:done": async ({ dir, pages, logger }) => {
        const clientDir = fileURLToPath(dir);
        const editor = testContent ? undefined : editorPolicyFor();
        // After every page is final, so the precache revisions match what is served.
        const { count, size } = await writeServiceWorker(clientDir);
        logger.info(`Service worker: ${count} files precached (${Math.round(size / 1024)} kB).`);
        // Built apart (or as it was, if its code is the same), then copied in: decision 040.
        if (editor)
          await cp(path.join(await builtEditor(editor), "admin"), path.join(clientDir, "admin"), {
            recursive: true,
          });
        // Once every file is in place: the host files name each one and its type.
        await writeHostFiles(clientDir, editor, categoryRefreshes());
        // Last: compressed copies must be made from the final files.
        if (!testContent) await precompress(clientDir);

        // What the organisers need to know, after the framework's own lines.
        const sampleValues = sampleValuesInUse(shippedModules);
        const oldWords = await oldWordsInBuild(clientDir);
        // The pages, not the files that endpoints write (robots.txt, the calendar file…).
        const pageCount = pages.filter(({ pathname }) => !/\.\w+$/.test(pathname)).length;
        logger.info(
          [
            "Build summary",
            `  Pages built: ${pageCount}, in dist/.`,
            sampleValues.length === 0
              ? "  Sample values left: none."
              : `  Sample values left: ${sampleValues.length}. Replace them in content/ (the editor at /admin) before launch:\n${list(sampleValues)}`,
            oldWords.length === 0
              ? "  Old words found: none."
              : `  Old words found: ${oldWords.length}. The built site still says these words of the sample picnic:\n${list(oldWords)}`,
          ].join("\n"),
        );
      },
    },
  };
}
