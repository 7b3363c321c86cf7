import { defineConfig } from "vitest/config";
import { event } from "./app/content/event.ts";
import { venueOffsetTable } from "./app/lib/time-zone.ts";
import { socialIconPaths } from "./scripts/social-icons.ts";

// Deliberately without the React Router Vite plugin: component tests render
// route modules through createRoutesStub instead.
export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __VENUE_OFFSETS__: JSON.stringify(venueOffsetTable(event) ?? null),
    __SOCIAL_ICON_PATHS__: JSON.stringify(socialIconPaths()),
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.js"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
