// The organisers' photographs, made ready for the web at build time: each
// original in photos/ is cropped to its place's shape and written as AVIF and
// WebP at a few widths, with no metadata at all (a phone's photo carries the
// GPS position of where it was taken, often someone's home). Encoding is
// slow, so results are kept under node_modules/.cache by a hash of the
// original and the recipe: repeated builds, the test-content builds and the
// unit tests encode nothing twice. Decision 017 says why these formats and widths.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PhotoEntry, Photos } from "../app/content/schema.ts";

/** Each place's shape (width:height) and the widths made for it, none wider than the original. */
const slots = {
  hero: { aspect: [4, 3], widths: [480, 960, 1440] },
  portrait: { aspect: [4, 5], widths: [320, 640, 960] },
  venue: { aspect: [3, 2], widths: [480, 960, 1440] },
  gallery: { aspect: [4, 3], widths: [400, 800, 1200] },
} as const satisfies Record<string, { aspect: [number, number]; widths: number[] }>;
export type Slot = keyof typeof slots;

const formats = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
} as const;
type Format = keyof typeof formats;

/** Changing how photos are made changes this, so nothing stale comes from the cache. */
const RECIPE = JSON.stringify({ version: 2, slots, formats, sharp: sharp.versions });

/** Where the copies are published, under the build's immutable, hashed assets. */
export const PHOTO_DIR = "assets/photos";

/**
 * A photo as the pages get it, kept small (it is in the pages' scripts): its
 * copies are `/${PHOTO_DIR}/<name>-<width>.<avif|webp>` for each width, the
 * last the largest, whose size `width` and `height` give.
 */
export type ShownPhoto = {
  alt: string;
  credit?: string;
  name: string;
  widths: number[];
  width: number;
  height: number;
};

export type PhotoSet = {
  hero: ShownPhoto | null;
  portrait: ShownPhoto | null;
  venue: ShownPhoto | null;
  gallery: ShownPhoto[];
};

type MadeFile = { name: string; format: Format; width: number; height: number };
/** `name` is what every copy's file name starts with. */
type Made = { name: string; files: MadeFile[] };

/** The widths to make for a crop `available` pixels wide: the slot's, and the original's own if narrower than them all. */
export function widthsFor(slot: Slot, available: number): number[] {
  const fitting = slots[slot].widths.filter((width) => width <= available);
  return fitting.length > 0 ? fitting : [available];
}

/**
 * Makes (or finds in `cacheDir`) the copies of one original for `slot`.
 * Files are named `<stem>-<hash>-<width>.<format>`, so a changed photo gets
 * new names and browsers never keep an old one.
 */
export async function makePhoto(
  original: Buffer,
  slot: Slot,
  stem: string,
  cacheDir: string,
): Promise<Made & { dir: string }> {
  const hash = createHash("sha256").update(RECIPE).update(slot).update(original).digest("hex");
  const key = hash.slice(0, 12);
  const base = `${stem}-${key}`;
  const dir = path.join(cacheDir, base);
  const index = path.join(dir, "made.json");
  if (existsSync(index)) return { ...(JSON.parse(await readFile(index, "utf8")) as Made), dir };

  // Turned upright first: the orientation is metadata too, and is dropped with the rest.
  const upright = await sharp(original).rotate().toBuffer({ resolveWithObject: true });
  const [across, down] = slots[slot].aspect;
  const available = Math.min(upright.info.width, Math.floor((upright.info.height * across) / down));
  const files: MadeFile[] = [];
  const work = `${dir}.${process.pid}.tmp`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  for (const width of widthsFor(slot, available)) {
    const height = Math.round((width * down) / across);
    const resized = sharp(upright.data).resize({
      width,
      height,
      fit: "cover",
      // Keeps the part of the picture people look at (faces, contrast) when cropping.
      position: sharp.strategy.attention,
    });
    for (const format of Object.keys(formats) as Format[]) {
      const name = `${base}-${width}.${format}`;
      // sharp writes no metadata unless asked to (withMetadata/keepExif): none is asked for.
      const data = await resized.clone().toFormat(format, formats[format]).toBuffer();
      await writeFile(path.join(work, name), data);
      files.push({ name, format, width, height });
    }
  }
  const made: Made = { name: base, files };
  await writeFile(path.join(work, "made.json"), JSON.stringify(made));
  // Whole or not at all: another build making the same photo at once may have won.
  await rename(work, dir).catch(() => rm(work, { recursive: true, force: true }));
  return { ...made, dir };
}

/** Every photo in the content, made: what the pages show and the files to publish. */
export async function makePhotos(
  photos: Photos,
  { photosDir, cacheDir }: { photosDir: string; cacheDir: string },
): Promise<{ set: PhotoSet; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const show = async (entry: PhotoEntry, slot: Slot, stem: string): Promise<ShownPhoto> => {
    const made = await makePhoto(
      await readFile(path.join(photosDir, entry.file)),
      slot,
      stem,
      cacheDir,
    );
    for (const file of made.files) files.set(file.name, path.join(made.dir, file.name));
    const largest = made.files.at(-1);
    return {
      alt: entry.alt,
      ...(entry.credit ? { credit: entry.credit } : {}),
      name: made.name,
      widths: [...new Set(made.files.map((file) => file.width))],
      width: largest?.width ?? 0,
      height: largest?.height ?? 0,
    };
  };
  const optional = async (slot: Exclude<Slot, "gallery">) => {
    const entry = photos[slot];
    return entry ? show(entry, slot, slot) : null;
  };
  const [hero, portrait, venue, gallery] = await Promise.all([
    optional("hero"),
    optional("portrait"),
    optional("venue"),
    Promise.all(
      photos.gallery.map((entry, index) => show(entry, "gallery", `gallery-${index + 1}`)),
    ),
  ]);
  return { set: { hero, portrait, venue, gallery }, files };
}
