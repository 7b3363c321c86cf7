// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildConstants } from "../../integrations/build-constants.ts";
import { previewConstants } from "./preview-constants.ts";

describe("the editor's preview", () => {
  it("shows the picnic in the state, at the dates and times, with the notice and the QR code the built site shows", () => {
    const now = Date.now();
    const built = Object.fromEntries(
      Object.entries(buildConstants()).map(([name, value]) => [name, JSON.parse(value) as unknown]),
    );
    const preview: Record<string, unknown> = previewConstants(now);
    // Every value the build writes into the code, so no page reads one the preview lacks.
    expect(Object.keys(preview).sort()).toEqual(Object.keys(built).sort());
    for (const name of [
      "__BUILD_YEAR__",
      "__VENUE_OFFSETS__",
      "__EVENT_PLAN__",
      "__EVENT_BOUNDS__",
      "__NOW_BOUNDS__",
      "__BUILT_STATE__",
      "__EVENT_NOTICE__",
      "__DONATE_QR_CODE__",
    ])
      expect(preview[name], name).toEqual(built[name]);
  });
});
