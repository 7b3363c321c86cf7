// The editor (decision 029) saves a field it emptied as "": the content reads
// it as none, as the file would say by hand (null), not as words to refuse.
import { afterEach, expect, it, vi } from "vitest";
import picnic from "../../content/event.json" with { type: "json" };
import chosen from "../../content/photos.json" with { type: "json" };

afterEach(() => {
  vi.doUnmock("../../content/event.json");
  vi.doUnmock("../../content/photos.json");
  vi.resetModules();
});

it("reads a notice and a new date the editor emptied as none", async () => {
  vi.doMock("../../content/event.json", () => ({
    default: { ...picnic, notice: "", newDate: "" },
  }));
  vi.resetModules();
  const { event } = await import("./event");
  expect(event).toMatchObject({ notice: null, newDate: null });
});

it("shows the artwork for a place whose photo the editor removed", async () => {
  vi.doMock("../../content/photos.json", () => ({
    default: { ...chosen, hero: { file: "", alt: "", credit: "" } },
  }));
  vi.resetModules();
  const { photos } = await import("./photos");
  expect(photos.hero).toBeNull();
});
