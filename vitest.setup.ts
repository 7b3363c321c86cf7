import { afterAll, afterEach, beforeEach, vi } from "vitest";

// A test that makes React (or our code) complain fails, so warnings cannot pile up unseen.
beforeEach(() => {
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} was called: ${args.map(String).join(" ")}`);
    });
  }
});

// Test files share their thread's modules, DOM and clock (vitest.config.ts):
// each test leaves them as it found them.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
// The next file imports every module afresh, so none it imports can carry
// another file's replacement (vi.mock) or changes.
afterAll(() => {
  vi.resetModules();
});

// The DOM's matchers and clean-up, for the files that run in a DOM.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/preact");
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes]) {
      if (name !== "lang") document.documentElement.removeAttribute(name);
    }
    localStorage.clear();
    sessionStorage.clear();
  });
}
