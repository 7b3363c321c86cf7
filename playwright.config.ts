import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium.js";
import { testContentPort, variants } from "./tests/content/variants.mjs";
import type { EngineOptions } from "./tests/engines/fixtures";

const port = Number(process.env.E2E_PORT ?? 4179);

/** Where the site built from a test content variant is served (tests/content/build.mjs). */
export const testContentUrl = (name: string) => `http://127.0.0.1:${testContentPort(port, name)}`;

// The journeys that read the content, run again from the copy built from another
// organiser's content (tests/content/organiser.mjs), whose imports of src/content
// read that content: they must pass whatever the organisers typed (decision 016).
const organiserTests = ".test-content/organiser/tests/e2e";
if (!existsSync(organiserTests)) {
  const missing = `There is no ${organiserTests}: run npm run build:test-content for the organiser journeys.`;
  // CI runs the browser tests after build:test-content; knip only reads this file.
  const reading = process.argv.some((arg) => /knip/.test(arg));
  if (process.env.CI && !reading) throw new Error(missing);
  console.warn(missing);
}

export default defineConfig<EngineOptions>({
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // What a visitor would see, given time to come on a slower, busier machine
  // than this one (CI's took twice as long); a passing check waits no longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Real Chromium from the system (Debian's package), as the bench's: never a download.
    launchOptions: chromiumLaunchOptions,
    serviceWorkers: "block",
  },
  projects: [
    // The main journeys in the other engines visitors use, from Debian's packages
    // (tests/engines; decision 011). Whole journeys, some through every page: more
    // time (they take up to 35 s on two busy cores). Listed first, so the two
    // workers start on these long ones and end on Chromium's short tests,
    // instead of one worker finishing a long journey alone (decision 026).
    ...(["firefox", "webkit"] as const).map((engineName) => ({
      name: engineName,
      testDir: "tests/engines",
      timeout: 90_000,
      use: { engineName },
    })),
    // Every journey, in Chromium.
    { name: "chromium", testDir: "tests/e2e", grepInvert: /@organiser/ },
    // The journeys that read the content, on another organiser's content.
    ...(existsSync(organiserTests)
      ? [
          {
            name: "organiser",
            testDir: organiserTests,
            grep: /@content|@organiser/,
            // The same journeys as in Chromium's project, after the rest: more time on a busy machine.
            timeout: 60_000,
            use: { baseURL: testContentUrl("organiser") },
          },
        ]
      : []),
  ],
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
