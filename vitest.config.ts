import { defineConfig } from "vitest/config";
import { buildConstants } from "./scripts/build-constants.ts";
import { photosPlugin } from "./scripts/photos-plugin.ts";

// Deliberately without the React Router Vite plugin: component tests render
// route modules through createRoutesStub instead.
export default defineConfig({
  plugins: [photosPlugin()],
  define: buildConstants(),
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.js"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
