import { test as base, expect } from "@playwright/test";
import { EngineUnavailable, launch, type Engine, type EngineName } from "./engines";
import { startProbeServer } from "./probe-server";
import { Tab } from "./tab";

export type EngineOptions = { engineName: EngineName };

type EngineOrReason = { engine: Engine } | { unavailable: string };

/**
 * The cross-engine journeys: Playwright runs them, and each one drives a
 * browser it cannot drive itself (Firefox ESR over WebDriver BiDi, WebKitGTK
 * over classic WebDriver) through a `tab`. Decision 011 says why.
 */
export const test = base.extend<{ tab: Tab }, EngineOptions & { launched: EngineOrReason }>({
  engineName: ["firefox", { option: true, scope: "worker" }],

  launched: [
    async ({ engineName }, use) => {
      let launched: EngineOrReason;
      try {
        launched = { engine: await launch(engineName) };
      } catch (error) {
        if (!(error instanceof EngineUnavailable)) throw error;
        // In CI a missing engine fails every journey; it never passes by skipping.
        if (process.env.CI) throw error;
        launched = { unavailable: error.message };
        console.warn(
          `\n*** The ${engineName} journeys are skipped on this machine: ${error.message}\n` +
            `*** (In CI this fails the run.)\n`,
        );
      }
      await use(launched);
      if ("engine" in launched) await launched.engine.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  tab: async ({ launched, baseURL, engineName }, use, testInfo) => {
    if ("unavailable" in launched) {
      test.skip(true, launched.unavailable);
      return;
    }
    // Its own test server on a new port, so each test starts on an origin with
    // no storage and no service worker, whatever the engine keeps between windows.
    const server = await startProbeServer(baseURL ?? "");
    const driver = await launched.engine.newDriver();
    const tab = new Tab(engineName, driver, server, testInfo);
    try {
      await tab.setViewport(1280, 800);
      await use(tab);
      // Every journey fails on an error, warning or CSP violation it did not expect.
      expect(await tab.unexpectedProblems(), "no unexpected errors or warnings").toEqual([]);
    } finally {
      await driver.close();
      await server.close();
    }
  },
});

export { expect };
