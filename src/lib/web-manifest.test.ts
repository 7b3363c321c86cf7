import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { colours } from "#src/content/colours";
import { site } from "#src/content/site";
import { webManifest } from "./web-manifest";

describe("webManifest", () => {
  const manifest = webManifest();

  it("lets the site install as a standalone app named after the brand", () => {
    expect(manifest).toMatchObject({
      short_name: site.brand,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: colours.blush,
    });
  });

  it("points at icons that are in public/, a maskable one included", () => {
    for (const icon of manifest.icons) {
      expect(existsSync(path.join(process.cwd(), "public", icon.src)), icon.src).toBe(true);
    }
    expect(manifest.icons.map((icon) => icon.purpose)).toContain("maskable");
  });
});
