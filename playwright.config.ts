import { defineConfig } from "@playwright/test";
import { testContentPort, variants } from "./tests/content/variants.mjs";

const port = Number(process.env.E2E_PORT ?? 4179);

/** Where the site built from a test content variant is served (tests/content/build.mjs). */
export const testContentUrl = (name: string) => `http://127.0.0.1:${testContentPort(port, name)}`;

// Real Chromium from the system (Debian's package); Playwright never downloads a browser here.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    serviceWorkers: "block",
  },
  webServer: [
    {
      // The production build, served exactly as `npm start` serves it.
      command: "node server/start.js",
      env: { PORT: String(port), HOST: "127.0.0.1" },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    // The site built from test content (`npm test` builds them first; a run
    // without them builds the missing ones, which takes a while).
    ...variants.map((name) => ({
      command: `node tests/content/build.mjs --serve ${name}`,
      env: { PORT: String(testContentPort(port, name)) },
      url: `${testContentUrl(name)}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    })),
  ],
});
