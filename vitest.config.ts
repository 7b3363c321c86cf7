/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite configuration (the documented way to test an Astro
// project with Vitest): the same content checks, build constants and
// renderer as the site, so component tests run Preact's React layer, as
// the visitors' browsers do.
export default getViteConfig({
  test: {
    // Vitest's default environment is Node: a test file that needs a DOM says
    // so in its first line (`// @vitest-environment jsdom`).
    // Threads start faster than child processes (docs/decisions/026).
    pool: "threads",
    // Test files share their thread's modules and DOM from file to file
    // instead of building them afresh for each: half the step's time.
    // vitest.setup.ts leaves the DOM, storage, clock and globals as it found
    // them after each test; a file that replaces a module (vi.mock,
    // vi.doMock) resets the modules after it.
    isolate: false,
    include: [
      "src/**/*.test.{ts,tsx}",
      "integrations/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.js",
      "tests/bench/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    // Through Vite, as the components are: one Preact, whose act() is theirs.
    server: { deps: { inline: [/@testing-library\//] } },
    restoreMocks: true,
    // The property-based tests run thousands of cases: on a busy 2-core machine
    // one took 7 s where it takes 1 s alone. A test that hangs still fails.
    testTimeout: 20_000,
  },
});
