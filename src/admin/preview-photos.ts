// The organisers' photos in the editor's preview, in place of src/lib/photo-set.ts
// (Astro's image pipeline, at build time only): each photo as the editor
// holds it (an upload not yet published included), whole, at its place's
// shape. The preview's build puts this module where the pages import that one
// (scripts/admin-preview-build.ts).
import { photos } from "#src/content/photos";
import type { PhotoEntry } from "#src/content/schema";
import type { ShownPhoto } from "#src/lib/photo-set";

declare global {
  /** Each photo's address in the editor, by its file's name (src/admin/preview.tsx). */
  var __previewPhotoUrls: Record<string, string> | undefined;
}

const shown = (entry: PhotoEntry, [across, down]: [number, number]): ShownPhoto => {
  const src = globalThis.__previewPhotoUrls?.[entry.file] ?? "";
  return {
    alt: entry.alt,
    ...(entry.credit ? { credit: entry.credit } : {}),
    // No AVIF or WebP copies: the browser shows the original (`src`).
    avif: "",
    webp: "",
    src,
    width: 1200,
    height: Math.round((1200 * down) / across),
    copies: { all: [src], small: src },
  };
};

export const photoSet = {
  hero: photos.hero && shown(photos.hero, [4, 3]),
  portrait: photos.portrait && shown(photos.portrait, [4, 5]),
  venue: photos.venue && shown(photos.venue, [3, 2]),
  giving: photos.giving && shown(photos.giving, [4, 3]),
  map: photos.map && shown(photos.map, [3, 2]),
  gallery: photos.gallery.map((entry) => shown(entry, [4, 3])),
};
