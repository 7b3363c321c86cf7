import { expect, test } from "./fixtures";

// The harness itself: what the journeys rely on to fail must be seen in each engine.

/** Makes each kind of problem the probe watches for on the page shown. */
const makeProblems = () => {
  setTimeout(() => {
    throw new Error("probe check: thrown");
  });
  void Promise.reject(new Error("probe check: rejected"));
  console.error("probe check: logged");
  console.warn("probe check: warned");
  const script = document.createElement("script");
  script.textContent = "/* probe check: inline */";
  document.head.append(script);
  const image = document.createElement("img");
  image.src = "/probe-check-missing.png";
  document.body.append(image);
};

test("the probe sees errors, rejections, console errors and warnings, CSP violations and failed loads", async ({
  tab,
}) => {
  tab.allow(/on \/privacy: /);
  await tab.goto("/privacy");
  await tab.hydrated();
  await tab.evaluate(makeProblems);
  await tab.waitFor(() => document.querySelector("img")?.complete);
  // One more, just before leaving the page: it still reaches the test.
  await tab.evaluate(() => {
    console.error("probe check: on leaving");
    location.assign("/terms");
  });
  await expect.poll(() => tab.path()).toBe("/terms");
  await tab.hydrated();

  const expected = [
    /^page error on \/privacy: Error: probe check: thrown/,
    /^unhandled rejection on \/privacy: Error: probe check: rejected$/,
    /^console\.error on \/privacy: probe check: logged$/,
    /^console\.warn on \/privacy: probe check: warned$/,
    /^CSP violation on \/privacy: script-src-elem refused inline$/,
    /^failed to load on \/privacy: <img> http:\/\/127\.0\.0\.1:\d+\/probe-check-missing\.png$/,
    /^console\.error on \/privacy: probe check: on leaving$/,
  ];
  const unseen = async () => {
    const seen = await tab.problems();
    return expected.filter((pattern) => !seen.some((line) => pattern.test(line))).map(String);
  };
  await expect.poll(unseen).toEqual([]);
});

test("a problem the journey did not allow is one the journey fails on", async ({ tab }) => {
  await tab.goto("/privacy");
  await tab.hydrated();
  await tab.evaluate(() => console.error("probe check: not allowed"));
  // What the fixture's teardown checks, and fails the journey on, must name it.
  await expect
    .poll(() => tab.unexpectedProblems())
    .toEqual([expect.stringMatching(/^console\.error on \/privacy: probe check: not allowed$/)]);
  // Allowed from here on, so this test itself ends cleanly.
  tab.allow(/probe check: not allowed/);
  expect(await tab.unexpectedProblems()).toEqual([]);
});

test("a page wider than the screen is measured as such", async ({ tab }) => {
  await tab.setViewport(375, 740);
  await tab.goto("/privacy");
  await tab.hydrated();
  expect(await tab.sidewaysOverflow()).toBe(0);
  await tab.evaluate(() => {
    const wide = document.createElement("div");
    wide.style.width = "500px";
    wide.style.height = "1px";
    document.querySelector("main")?.append(wide);
  });
  expect(await tab.sidewaysOverflow()).toBeGreaterThan(100);
});

test("with no signal and no service worker yet, no page loads", async ({ tab }) => {
  tab.setOffline(true);
  // Firefox's navigation fails; WebKit shows its own error page, where the probe is missing.
  await expect(tab.goto("/privacy")).rejects.toThrow(
    /NS_ERROR_NET_RESET|The error probe did not run/,
  );
});

test("a journey's init script runs on every page loaded after it, before the page's own scripts", async ({
  tab,
}) => {
  // A page seen before the script was added gets it too when seen again.
  await tab.goto("/privacy");
  await tab.hydrated();
  tab.addInitScript((mark: string) => {
    const page = window as unknown as { __mark?: string; __readyState?: string };
    page.__mark = mark;
    page.__readyState = document.readyState;
  }, "set early");
  for (const path of ["/privacy", "/terms"]) {
    await tab.goto(path);
    await tab.hydrated();
    expect(
      await tab.evaluate(() => {
        const page = window as unknown as { __mark?: string; __readyState?: string };
        return [page.__mark, page.__readyState];
      }),
    ).toEqual(["set early", "loading"]);
  }
});
