// Test content (tests/content/build.mjs): the picnic postponed, the new date not yet known.
import type { event } from "../../src/content/event";

export const overrides = {
  status: "postponed",
  notice: "The lawns are flooded after a week of rain.",
} satisfies Partial<Record<keyof typeof event, unknown>>;
