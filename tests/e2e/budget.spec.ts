import { get } from "node:http";
import { REACT_HOOK } from "../react-hook.js";
import { appStarted, expect, hydrated, test } from "./fixtures";
import { allPaths } from "./pages";
import { expectScriptBudget, scriptBudget, watchScripts } from "./script-budget";

// Each page's JavaScript budget (decision 022) is checked on the load that
// checks its headers (security.spec.ts); here, the not-found pages'.
const notFoundPaths = ["/no-such-page", "/shop/no-such-product"];

for (const path of notFoundPaths) {
  test(`${path}: ${scriptBudget(path, false)}`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404: no page at|status of 404/);
    const scripts = watchScripts(page);
    await page.goto(path);
    await hydrated(page);
    await expectScriptBudget(page, path, scripts, false);
  });
}

// The islands start on Preact's React layer, not React DOM (docs/decisions/036):
// React DOM's start-up alone was a slow phone's longest task. React DOM
// announces itself to React's developer tools when it starts; the bench's
// stand-in for their hook (tests/react-hook.js) hears it.
test("the islands start without React DOM, on every kind of page that has them", async ({
  page,
}) => {
  await page.addInitScript(REACT_HOOK);
  for (const path of ["/donate", "/shop", "/donor-wall"]) {
    await page.goto(path);
    await hydrated(page);
    expect(await appStarted(page), path).toBe(true);
    expect(
      await page.evaluate(() =>
        (window as unknown as { __reactRenderers: { name: string }[] }).__reactRenderers.map(
          (renderer) => renderer.name,
        ),
      ),
      path,
    ).toEqual([]);
  }
});

// TCP's first round trip carries about ten segments (14,600 bytes). A page
// whose compressed HTML and headers fit in it paints after one round trip;
// a page 1 byte over waits for a second (decision 002).
const FIRST_ROUND_TRIP_BYTES = 14_600;

/** A page's bytes on the wire as a phone asking for brotli gets them: status line, headers, body. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        bytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
      }
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

for (const path of allPaths) {
  test(`${path}: the page and its headers fit in the first round trip`, async ({ baseURL }) => {
    const bytes = await bytesOnTheWire(`${baseURL}${path}`);
    test.info().annotations.push({ type: "on the wire", description: `${bytes} bytes` });
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}

// Nothing before the first paint that it does not need (decision 055): a
// request made before the page has painted delays that paint on a slow
// connection. The page's own script is inside it; the islands' code, the
// manifest and its icons come once the page has painted.
test("before its first paint a page asks for no script file and no manifest", async ({ page }) => {
  for (const path of ["/", "/event", "/donate", "/donor-wall", "/terms"]) {
    await page.goto(path);
    // Reported once the paint is on the screen, which may be after the load event.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]);
    await hydrated(page);
    const early = await page.evaluate(() => {
      const [paint] = performance.getEntriesByName("first-contentful-paint");
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return resources
        .filter((entry) => entry.startTime < (paint?.startTime ?? 0))
        .filter((entry) => /\.(js|webmanifest)$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(early, path).toEqual([]);
  }
});
