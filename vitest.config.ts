import { defineConfig } from "vitest/config";
import { buildConstants } from "./scripts/build-constants.ts";

// Deliberately without the React Router Vite plugin: component tests render
// route modules through createRoutesStub instead.
export default defineConfig({
  define: { ...buildConstants(), __FIRST_PAINT__: "true" },
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.js"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
