import type { KnipConfig } from "knip";

// Unused files, exports and dependencies fail `npm test`. Knip finds React
// Router's route modules, and the Vite, Vitest and Playwright configs, by
// itself; these are the entry points it cannot see.
export default {
  entry: [
    // Run by hand (README).
    "scripts/make-images.mjs",
    // The content editor's own Vite entry (scripts/admin-build.ts builds it; decision 029).
    "src/admin/main.ts",
    // The test-content overrides and content edits, and the engines' probe script are read as files.
    "tests/content/*.ts",
    "tests/content/organiser.mjs",
    "tests/engines/probe.js",
    // Built by scripts/page-scripts-plugin.ts as entries of their own (decision 022).
    "src/islands/bundles/*.ts",
    "src/page-script.ts",
    // Read by html-validate's config loader.
    ".htmlvalidate.mjs",
  ],
  project: ["**/*.{js,mjs,ts,tsx,css}"],
  // Named only in the islands' build's aliases (scripts/page-scripts-plugin.ts, decision 030);
  // the content editor's server, run by its path (scripts/admin.mjs), and the editor's own
  // dependency whose stylesheet the build hashes (scripts/admin-build.ts).
  ignoreDependencies: ["preact", "decap-server", "react-toastify"],
  // The stylesheet's imports (Tailwind) are dependencies too.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)]
        .map(([, name]) => `import "${name}";`)
        .join("\n"),
  },
} satisfies KnipConfig;
