// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  gpsRefusal,
  LONGEST_SIDE,
  longestSideFor,
  photosFitted,
  photosWithGps,
  PUBLISHED_LONGEST_SIDE,
  stripPhotos,
} from "./photo-privacy.mjs";
import { cameraPhoto, gpsPhoto, largePhoto } from "./photo-privacy.test-photos";

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

  // sharp reads an AVIF as "heif": it was refused by the build, and `npm run photos` left it.
  it("are stripped as AVIF too, and stay AVIF", async () => {
    const photos = path.join(base, "avif");
    await mkdir(photos);
    await gpsPhoto(path.join(photos, "tote.avif"), "avif");
    expect(await gpsRefusal(base, ["avif"])).toContain("avif/tote.avif");
    expect(await stripPhotos(photos)).toEqual(["tote.avif"]);
    const meta = await sharp(path.join(photos, "tote.avif")).metadata();
    expect([meta.format, meta.compression, meta.exif]).toEqual(["heif", "av1", undefined]);
    expect(await gpsRefusal(base, ["avif"])).toBeNull();
  });
});

// A camera's photo, 4000 by 2700 pixels, uploaded in the editor or put in photos/ by hand.
describe("a photo larger than the site shows", () => {
  const big = path.join(base, "big");

  it("is saved no larger than 2,400 pixels on its longest side when the editor uploads it", async () => {
    await mkdir(big, { recursive: true });
    const file = path.join(big, "lawn.jpg");
    await largePhoto(file);
    const content = (await readFile(file)).toString("base64");
    const upload = (asset: string, data = content) => ({
      action: "persistMedia",
      params: { asset: { path: asset, content: data, encoding: "base64" } },
    });
    const saved = await photosFitted(upload("photos/lawn.jpg"));
    const written = Buffer.from(saved.params.asset.content, "base64");
    const meta = await sharp(written).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 2400, 1620]);
    expect(written.length).toBeLessThan(Buffer.from(content, "base64").length / 2);
    // A photo no larger, and a file that is not a picture, are saved as they are.
    const small = (await readFile(path.join(dir, "lawn.jpg"))).toString("base64");
    expect((await photosFitted(upload("photos/small.jpg", small))).params.asset.content).toBe(
      small,
    );
    expect((await photosFitted(upload("photos/x.png", "b3duZWQ="))).params.asset.content).toBe(
      "b3duZWQ=",
    );
  });

  it("is saved no larger than the shop shows when it is a product's picture, published as it is", async () => {
    await mkdir(big, { recursive: true });
    const file = path.join(big, "mug.jpg");
    await largePhoto(file);
    const upload = {
      action: "persistMedia",
      params: {
        asset: {
          path: "public/images/products/mug.jpg",
          content: (await readFile(file)).toString("base64"),
          encoding: "base64",
        },
      },
    };
    const saved = await photosFitted(upload);
    const meta = await sharp(Buffer.from(saved.params.asset.content, "base64")).metadata();
    expect([meta.width, meta.height]).toEqual([PUBLISHED_LONGEST_SIDE, 810]);
    expect(longestSideFor("/public/images/products/mug.jpg")).toBe(PUBLISHED_LONGEST_SIDE);
    expect(longestSideFor("photos/lawn.jpg")).toBe(LONGEST_SIDE);
    await rm(file);
  });

  it("is made no larger by `npm run photos`, upright and without metadata", async () => {
    await largePhoto(path.join(big, "portrait.jpg"), 2700, 4000);
    expect(await stripPhotos(big)).toEqual(["lawn.jpg", "portrait.jpg"]);
    const meta = await sharp(path.join(big, "portrait.jpg")).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1620, 2400, undefined]);
    expect(await stripPhotos(big)).toEqual([]);
  });
});
