import { afterEach, beforeEach, vi } from "vitest";

// A test that makes React (or our code) complain fails, so warnings cannot pile up unseen.
beforeEach(() => {
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} was called: ${args.map(String).join(" ")}`);
    });
  }
});

// The DOM's matchers and clean-up, for the files that run in a DOM.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
}
