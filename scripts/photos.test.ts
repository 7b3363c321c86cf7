// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePhoto, makePhotos, widthsFor } from "./photos";

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "photos-test-"));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** A photo as a phone takes it: a JPEG with its camera, time and GPS position in Exif. */
function phonePhoto(width: number, height: number, orientation = 1) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 170, b: 90 } },
  })
    .composite([
      {
        input: {
          create: { width: width >> 2, height: height >> 2, channels: 3, background: "#e8537a" },
        },
        left: width >> 3,
        top: height >> 3,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Phone 12" },
      IFD2: { DateTimeOriginal: "2025:06:14 13:02:11" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 52/1 3021/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "0/1 21/1 4410/100",
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

const everyFile = async (dir: string) =>
  (await readdir(dir)).filter((name) => /\.(avif|webp)$/.test(name));

describe("the photo pipeline", { timeout: 60_000 }, () => {
  it("makes AVIF and WebP at the place's widths and shape, with no metadata left", async () => {
    const original = await phonePhoto(1000, 700);
    // The test image really carries a position (the GPS IFD's tag, 0x8825), or the checks below prove nothing.
    const exif = (await sharp(original).metadata()).exif!;
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    expect(exif.includes(Buffer.from("PhoneCo"))).toBe(true);

    const made = await makePhoto(original, "venue", "venue", cacheDir);
    expect(made.files.map((file) => `${file.width}x${file.height}.${file.format}`)).toEqual([
      "480x320.avif",
      "480x320.webp",
      "960x640.avif",
      "960x640.webp",
    ]);
    for (const name of await everyFile(made.dir)) {
      const data = await readFile(path.join(made.dir, name));
      const meta = await sharp(data).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format).toBe(path.extname(name).slice(1));
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp, name).toBeUndefined();
      expect(meta.iptc, name).toBeUndefined();
      // The bytes themselves: no Exif block and no trace of the camera or its position.
      for (const trace of ["Exif", "PhoneCo", "2025:06:14"]) {
        expect(data.includes(Buffer.from(trace)), `${name} contains ${trace}`).toBe(false);
      }
    }
  });

  it("turns a photo upright before its orientation tag is dropped", async () => {
    // Taken with the phone on its side: stored 1000 × 700, shown 700 × 1000, room
    // for a 640 px wide portrait (lying down, only for a 560 px one).
    const original = await phonePhoto(1000, 700, 6);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const made = await makePhoto(original, "portrait", "portrait", cacheDir);
    const largest = made.files.at(-1)!;
    expect([largest.width, largest.height]).toEqual([640, 800]);
    const { width, height, orientation } = await sharp(
      path.join(made.dir, largest.name),
    ).metadata();
    expect([width, height, orientation]).toEqual([640, 800, undefined]);
  });

  it("never makes a copy wider than the original", () => {
    expect(widthsFor("hero", 1500)).toEqual([480, 960, 1440]);
    expect(widthsFor("hero", 300)).toEqual([300]);
  });

  it("keeps what it made, so a second build encodes nothing", async () => {
    const original = await phonePhoto(800, 600);
    const first = await makePhoto(original, "gallery", "gallery-1", cacheDir);
    const before = await stat(path.join(first.dir, first.files[0]!.name));
    const again = await makePhoto(original, "gallery", "gallery-1", cacheDir);
    expect(again).toEqual(first);
    expect((await stat(path.join(again.dir, again.files[0]!.name))).mtimeMs).toBe(before.mtimeMs);
    // A different photo in the same place is made afresh, under new names.
    const other = await makePhoto(await phonePhoto(800, 640), "gallery", "gallery-1", cacheDir);
    expect(other.files[0]!.name).not.toBe(first.files[0]!.name);
  });

  it("gives the pages each photo's alt text, credit, size and sources", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "photos-originals-"));
    try {
      await sharp(await phonePhoto(1000, 700)).toFile(path.join(dir, "lawn.jpg"));
      // The venue's made in the first test already: the cache answers.
      const entry = { file: "lawn.jpg", alt: "Picnic blankets on the lawn", credit: "Sam Lee" };
      const { set, files } = await makePhotos(
        { hero: null, portrait: null, venue: entry, gallery: [{ ...entry, credit: undefined }] },
        { photosDir: dir, cacheDir },
      );
      expect(set.hero).toBeNull();
      expect(set.venue).toMatchObject({
        alt: entry.alt,
        credit: "Sam Lee",
        width: 960,
        height: 640,
      });
      expect(set.venue?.widths).toEqual([480, 960]);
      expect([...files.keys()]).toContain(`${set.venue?.name}-960.avif`);
      expect([...files.keys()]).toContain(`${set.venue?.name}-480.webp`);
      expect(set.gallery).toHaveLength(1);
      expect(set.gallery[0]).not.toHaveProperty("credit");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
