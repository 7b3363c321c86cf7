// Test content (tests/content/build.mjs): the picnic cancelled, without a notice of its own.
import type { event } from "../../src/content/event";

export const overrides = {
  status: "cancelled",
} satisfies Partial<Record<keyof typeof event, unknown>>;
