import { defineConfig } from "vitest/config";
import { checkContent } from "./scripts/check-content.ts";

// The constants and the photos are worked out from the content, so it is checked first.
await checkContent();
const { buildConstants } = await import("./scripts/build-constants.ts");
const { photosPlugin } = await import("./scripts/photos-plugin.ts");
const { pageScriptsPlugin } = await import("./scripts/page-scripts-plugin.ts");

// Deliberately without the React Router Vite plugin: component tests render
// route modules through createRoutesStub instead.
export default defineConfig({
  plugins: [photosPlugin(), pageScriptsPlugin()],
  define: buildConstants(),
  resolve: { tsconfigPaths: true },
  test: {
    // A test file that needs a DOM says so in its first line
    // (`// @vitest-environment jsdom`); the rest run in Node, without
    // building a DOM for each file.
    environment: "node",
    // Threads start faster than child processes: the unit step took 39 s
    // instead of 65 s on two cores (decision 026). No test changes the
    // process's directory or its signals.
    pool: "threads",
    // Test files share their thread's modules and DOM from file to file
    // instead of building them afresh for each: half the step's time
    // (decision 026). vitest.setup.ts leaves the DOM, storage, clock and
    // globals as it found them after each test; a file that replaces a module
    // (vi.mock, vi.doMock) resets the modules after it.
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.js"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
