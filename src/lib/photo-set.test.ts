import { describe, expect, it } from "vitest";
import { photos } from "#src/content/photos";
import { photoSet } from "./photo-set";

describe("the photos as the pages get them", () => {
  it("gives each photo of the content its alt text, credit, AVIF and WebP at its widths, in its place's shape", () => {
    const hero = photos.hero ? photoSet.hero : null;
    if (!photos.hero || !hero) return expect(photoSet.hero).toBeNull();
    expect(hero.alt).toBe(photos.hero.alt);
    // No credit: none in the content, whether left out or emptied (null).
    expect(hero.credit ?? null).toBe(photos.hero.credit ?? null);
    // (Served by Astro's image endpoint in a test, as files in the build.)
    const widths = (srcset: string) => srcset.split(", ").map((one) => one.split(" ").at(-1));
    expect(widths(hero.avif).at(-1)).toBe(`${hero.width}w`);
    expect(hero.avif).toMatch(/avif/);
    expect(hero.webp).toMatch(/webp/);
    expect(hero.width / hero.height).toBeCloseTo(4 / 3, 2);
  });
});
