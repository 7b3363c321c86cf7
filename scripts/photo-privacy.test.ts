// @vitest-environment node
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { gpsRefusal, photosWithGps, stripPhotos } from "./photo-privacy.mjs";
import { cameraPhoto, gpsPhoto } from "./photo-privacy.test-photos";

const base = await mkdtemp(path.join(tmpdir(), "originals-"));
const dir = path.join(base, "photos");
await mkdir(dir);
afterAll(() => rm(base, { recursive: true, force: true }));

describe("the originals in photos/", () => {
  it("are refused while one carries its GPS position, and not for a camera's Exif alone", async () => {
    await gpsPhoto(path.join(dir, "garden.jpg"));
    await cameraPhoto(path.join(dir, "lawn.jpg"));
    expect(await photosWithGps(dir)).toEqual(["garden.jpg"]);
    const refusal = await gpsRefusal(base);
    expect(refusal).toContain("photos/garden.jpg");
    expect(refusal).not.toContain("lawn.jpg");
    expect(refusal).toContain("npm run photos");
  });

  it("lose every piece of metadata to `npm run photos`, and keep their picture", async () => {
    expect(await stripPhotos(dir)).toEqual(["garden.jpg", "lawn.jpg"]);
    for (const name of ["garden.jpg", "lawn.jpg"]) {
      const meta = await sharp(path.join(dir, name)).metadata();
      expect([meta.exif, meta.xmp, meta.iptc], name).toEqual([undefined, undefined, undefined]);
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 320, 240]);
    }
    expect(await gpsRefusal(base)).toBeNull();
    // Run again, there is nothing left to do: no photo is encoded twice.
    expect(await stripPhotos(dir)).toEqual([]);
  });
});

// A product's picture, uploaded in the editor as a HEIC the editor passes
// through, or copied into public/ by hand, is published as it is.
describe("the pictures in public/", () => {
  it("are refused while one carries its GPS position, named by its path, and stripped", async () => {
    const products = path.join(base, "public", "images", "products");
    await mkdir(products, { recursive: true });
    await gpsPhoto(path.join(products, "mug.jpg"));
    const refusal = await gpsRefusal(base);
    expect(refusal).toContain("public/images/products/mug.jpg");
    expect(refusal).toContain("npm run photos");
    expect(await stripPhotos(path.join(base, "public"))).toEqual(["images/products/mug.jpg"]);
    expect(await gpsRefusal(base)).toBeNull();
  });
});
