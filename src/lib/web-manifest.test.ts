import { describe, expect, it } from "vitest";
import { colours } from "#src/content/colours";
import { site } from "#src/content/site";
import { icons } from "./share-images";
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

  it("points at the icons the build draws, at their sizes, a maskable one included", () => {
    const drawn = Object.entries(icons).map(([name, { size }]) => ({
      src: `/icons/${name}.png`,
      sizes: `${size}x${size}`,
    }));
    expect(manifest.icons.map(({ src, sizes }) => ({ src, sizes }))).toEqual(drawn);
    expect(manifest.icons.map((icon) => icon.purpose)).toContain("maskable");
  });
});
