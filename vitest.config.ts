/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import type { Plugin } from "vite";

/** The screens rendered by React itself (src/screens/react.test.tsx). */
const reactTest = "src/screens/react.test.tsx";

/**
 * React as the code is written for it: takes back the aliases that send
 * `react` and `react-dom` to Preact's React layer (@astrojs/preact's
 * `compat`), and compiles JSX for React's own runtime, so the one test that
 * runs this project renders with React 19's `react-dom/server`.
 */
const realReact: Plugin = {
  name: "picnic:real-react",
  // After @astrojs/preact has set its aliases.
  enforce: "post",
  config(config) {
    const taken = new Set(["react", "react-dom", "react-dom/test-utils", "react/jsx-runtime"]);
    const alias = config.resolve?.alias;
    if (Array.isArray(alias)) {
      config.resolve!.alias = alias.filter(
        ({ find }) => typeof find !== "string" || !taken.has(find),
      );
    }
  },
  // Preact's own JSX step (Babel, for Preact's runtime) is left out: Vite compiles
  // JSX as tsconfig.json says, for React's runtime.
  configResolved(resolved) {
    const plugins = resolved.plugins as Plugin[];
    const preactJsx = plugins.findIndex(({ name }) => name === "vite:preact-jsx");
    if (preactJsx >= 0) plugins.splice(preactJsx, 1);
  },
};

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
    // A thread on every core: Vitest's own default for a run leaves one core
    // to its main thread, which on CI's two cores meant one thread for every
    // test file (226 s against 147 s on this machine, same load).
    maxWorkers: "100%",
    // Test files share their thread's modules and DOM from file to file
    // instead of building them afresh for each: half the step's time.
    // vitest.setup.ts leaves the DOM, storage, clock and globals as it found
    // them after each test; a file that replaces a module (vi.mock,
    // vi.doMock) resets the modules after it.
    isolate: false,
    setupFiles: ["./vitest.setup.ts"],
    // Through Vite, as the components are: one Preact, whose act() is theirs.
    server: { deps: { inline: [/@testing-library\//] } },
    restoreMocks: true,
    // The property-based tests run thousands of cases: on a busy 2-core machine
    // one took 7 s where it takes 1 s alone. A test that hangs still fails.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "site",
          include: [
            "src/**/*.test.{ts,tsx}",
            "integrations/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.js",
            "tests/bench/*.test.ts",
          ],
          exclude: [reactTest],
        },
      },
      { extends: true, plugins: [realReact], test: { name: "react", include: [reactTest] } },
    ],
  },
});
