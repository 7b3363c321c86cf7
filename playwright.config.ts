import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium.js";
import { picnicDir, testContentPort, variants } from "./tests/content/variants.mjs";
import type { EngineOptions } from "./tests/engines/fixtures";

const port = Number(process.env.E2E_PORT ?? 4179);

/** Where the site built from a test content variant is served (tests/content/build.mjs). */
export const testContentUrl = (name: string) => `http://127.0.0.1:${testContentPort(port, name)}`;

// The journeys that read the content, run again on the organiser's test picnic
// (tests/content/organiser.mjs): they must pass whatever the organisers typed
// (decision 016). The tests read the content where Node imports it, from the
// folder CONTENT_DIR names, so that run is one of its own, with CONTENT_DIR
// naming the picnic's (`npm run test:e2e`'s second; decision 068).
const organiserContent = path.join(picnicDir("organiser"), "content");
const picnic = process.env.CONTENT_DIR && path.resolve(process.env.CONTENT_DIR);
if (picnic && picnic !== organiserContent)
  throw new Error(
    `The browser tests run on the shipped content, or with CONTENT_DIR=${path.relative(".", organiserContent)}.`,
  );

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
  projects: picnic
    ? [
        // The journeys that read the content, on the organiser's picnic.
        {
          name: "organiser",
          testDir: "tests/e2e",
          grep: /@content|@organiser/,
          // More time than Chromium's project: they run on a machine busy with the servers' start.
          timeout: 60_000,
          use: { baseURL: testContentUrl("organiser") },
        },
      ]
    : [
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
      ],
  webServer: [
    {
      // The production build, served exactly as `npm start` serves it.
      command: "node server/start.js",
      // A build it makes is the shipped content's, in the organiser's run too.
      env: { PORT: String(port), HOST: "127.0.0.1", CONTENT_DIR: "" },
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
