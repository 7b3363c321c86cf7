import type { KnipConfig } from "knip";

// Unused files, exports and dependencies fail `npm test`. Knip finds Astro's
// pages, config and integrations, and the Vitest and Playwright configs, by
// itself; these are the entry points it cannot see.
export default {
  entry: [
    // The content editor's own Vite entry (scripts/admin-build.ts builds it).
    "src/admin/main.ts",
    // Put in the preview's worker where the pages import src/lib/photo-set.ts (scripts/admin-preview-build.ts).
    "src/admin/preview-photos.ts",
    // The module `#content/files` in the preview's worker (scripts/admin-preview-build.ts).
    "src/admin/preview-content.ts",
    // Client directives, named by their path in integrations/site-files.
    "src/directives/when-*.ts",
    // The test-content overrides and content edits, and the engines' probe script are read as files.
    "tests/content/*.ts",
    "tests/content/organiser.mjs",
    "tests/content/saved-in-editor.mjs",
    "tests/engines/probe.js",
    // Read by html-validate's config loader.
    ".htmlvalidate.mjs",
  ],
  project: ["**/*.{js,mjs,ts,tsx,css,astro}"],
  // The editor's own dependency whose stylesheet the build hashes (scripts/admin-build.ts).
  ignoreDependencies: ["react-toastify"],
} satisfies KnipConfig;
