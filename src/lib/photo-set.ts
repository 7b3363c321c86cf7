// The organisers' photographs (content/photos.json, originals in photos/,
// each one the content names imported as `#content/photos`),
// made ready for the web at build time by Astro's image pipeline (sharp):
// each cropped to its place's shape and written as AVIF and WebP at a few
// widths, upright, with no metadata at all (a phone's photo carries the GPS
// position of where it was taken, often someone's home). Read at build time
// only: no island shows a photo.
import { getImage } from "astro:assets";
import { originals } from "#content/photos";
import { photos } from "#src/content/photos";
import type { PhotoEntry } from "#src/content/schema";

/** Each place's shape (width:height) and the widths made for it (none wider than the original). */
const slots = {
  hero: { aspect: [4, 3], widths: [480, 960, 1440] },
  portrait: { aspect: [4, 5], widths: [320, 640, 960] },
  venue: { aspect: [3, 2], widths: [480, 960, 1440] },
  giving: { aspect: [4, 3], widths: [480, 960, 1440] },
  map: { aspect: [3, 2], widths: [480, 960] },
  gallery: { aspect: [4, 3], widths: [400, 800, 1200] },
} as const satisfies Record<
  string,
  { aspect: readonly [number, number]; widths: readonly number[] }
>;
type Slot = keyof typeof slots;

const quality = { avif: 50, webp: 72 } as const;

/** A photo as the pages show it: its two sets of copies, and the size of the largest. */
export type ShownPhoto = {
  alt: string;
  credit?: string;
  avif: string;
  webp: string;
  /** Every copy's address, and the smallest WebP's, which the service worker keeps for offline. */
  copies: { all: string[]; small: string };
  /** A WebP copy about 960 pixels wide, for a browser that reads no srcset. */
  src: string;
  width: number;
  height: number;
};

async function shown(entry: PhotoEntry, slot: Slot): Promise<ShownPhoto> {
  const original = originals[entry.file];
  if (!original) throw new Error(`content/photos.json: there is no photos/${entry.file}`);
  const {
    aspect: [across, down],
    widths,
  } = slots[slot];
  const largest = widths.at(-1)!;
  // The original's own size is never read here: Astro publishes an original
  // whose width or height a page reads (withastro/astro#11887), a camera's
  // photo of 10 MB, in dist/_astro/. Astro itself makes no copy wider than the
  // original (its srcset stops at the original's width).
  const made = (format: "avif" | "webp", at: readonly number[] = widths) =>
    getImage({
      src: original,
      width: largest,
      height: Math.round((largest * down) / across),
      widths: [...at],
      // Cropped to the part of the picture people look at (faces, contrast).
      fit: "cover",
      position: "attention",
      format,
      quality: quality[format],
    });
  const [avif, webp] = await Promise.all([made("avif"), made("webp")]);
  const madeWidths = webp.srcSet.values.map(({ transform }) => Number(transform.width));
  const width = Math.max(...madeWidths);
  const height = Math.round((width * down) / across);
  const fallback = madeWidths.find((w) => w >= 960) ?? width;
  const plain = await made("webp", [fallback]);
  const urls = (image: typeof avif) => image.srcSet.values.map((value) => value.url);
  const src = urls(plain)[0] ?? plain.src;
  return {
    alt: entry.alt,
    ...(entry.credit ? { credit: entry.credit } : {}),
    avif: avif.srcSet.attribute,
    webp: webp.srcSet.attribute,
    src,
    width,
    height,
    copies: { all: [...urls(avif), ...urls(webp), src], small: urls(webp)[0] ?? src },
  };
}

const optional = (slot: Exclude<Slot, "gallery">) => {
  const entry = photos[slot];
  return entry ? shown(entry, slot) : null;
};

export const photoSet: {
  hero: ShownPhoto | null;
  portrait: ShownPhoto | null;
  venue: ShownPhoto | null;
  giving: ShownPhoto | null;
  map: ShownPhoto | null;
  gallery: ShownPhoto[];
} = {
  hero: await optional("hero"),
  portrait: await optional("portrait"),
  venue: await optional("venue"),
  giving: await optional("giving"),
  map: await optional("map"),
  gallery: await Promise.all(photos.gallery.map((entry) => shown(entry, "gallery"))),
};

/** Every photo shown anywhere, for the service worker's list of copies (src/pages/offline-photos.json.ts). */
export const allPhotos = [
  photoSet.hero,
  photoSet.portrait,
  photoSet.venue,
  photoSet.giving,
  photoSet.map,
  ...photoSet.gallery,
].filter((photo) => photo !== null);
