// The originals in photos/ are committed to the repository (GitHub Pages and
// the other hosts build from it, and a free repository is public), so they
// must not carry where they were taken. A phone's photo has the GPS position
// in its Exif, often someone's home. The same goes for every picture in
// public/ (a product's picture, uploaded in the editor or copied in by hand),
// which is also published as it is. `npm run photos` removes every piece of
// metadata from them in place; `npm run build` refuses to build while one
// still carries a GPS position, and says to run it (decision 020). The
// published copies of photos/ never carry any (src/lib/photo-set.ts, through Astro's image pipeline).
//
//   npm run photos        strip the metadata of every picture that has any
import { existsSync } from "node:fs";
import { readdir, rename } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import exifReader from "exif-reader";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const photosDir = path.join(root, "photos");
const photo = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** The folders whose pictures are committed and published as they are, from the project's root. */
export const pictureFolders = ["photos", "public"];

/** Whether an Exif block (as sharp gives it) holds a GPS position. */
export function exifHasGps(exif) {
  if (!exif) return false;
  try {
    const { GPSInfo } = exifReader(exif);
    return Boolean(GPSInfo && Object.keys(GPSInfo).length > 0);
  } catch {
    // A block that cannot be read cannot be trusted to hold none.
    return true;
  }
}

/** What an original carries: any metadata at all, and a GPS position (in Exif or XMP). */
export async function photoMetadata(file) {
  const { exif, xmp, iptc } = await sharp(file).metadata();
  const xmpText = xmp ? xmp.toString("utf8") : "";
  return {
    any: Boolean(exif || xmp || iptc),
    gps: exifHasGps(exif) || /GPS(Latitude|Longitude)/.test(xmpText),
  };
}

/** The pictures in `dir` and its folders, by path from `dir` ("/"-separated). */
export async function originals(dir = photosDir) {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir, { recursive: true });
  return names
    .filter((name) => photo.test(name))
    .map((name) => name.split(path.sep).join("/"))
    .sort();
}

/** The originals that still carry a GPS position. */
export async function photosWithGps(dir = photosDir) {
  const found = [];
  for (const name of await originals(dir))
    if ((await photoMetadata(path.join(dir, name))).gps) found.push(name);
  return found;
}

/**
 * Rewrites each original that carries any metadata without it, turned the
 * way its Exif said to show it, in the same format at high quality. Returns
 * the names rewritten; one with no metadata is left as it is.
 */
export async function stripPhotos(dir = photosDir) {
  const stripped = [];
  for (const name of await originals(dir)) {
    const file = path.join(dir, name);
    if (!(await photoMetadata(file)).any) continue;
    const format = (await sharp(file).metadata()).format;
    const options = {
      jpeg: { quality: 95 },
      png: {},
      webp: { quality: 95 },
      avif: { quality: 80 },
    };
    const temporary = `${file}.stripping`;
    await sharp(file)
      .rotate()
      .keepIccProfile()
      .toFormat(format, options[format] ?? {})
      .toFile(temporary);
    await rename(temporary, file);
    stripped.push(name);
  }
  return stripped;
}

/** The build's refusal, in words an organiser can act on, or null. */
export async function gpsRefusal(base = root, folders = pictureFolders) {
  const found = [];
  for (const folder of folders) {
    const names = await photosWithGps(path.join(base, folder));
    found.push(...names.map((name) => `${folder}/${name}`));
  }
  if (found.length === 0) return null;
  return [
    "The site was not built: these pictures still carry the GPS position where they were taken,",
    "which would be published with the repository:",
    ...found.map((name) => `  - ${name}`),
    "Run `npm run photos` to remove it (and every other piece of metadata) from them,",
    "then commit them and build again. A photo committed before with its GPS stays in the",
    "repository's history: see the README's Photographs section.",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stripped = [];
  for (const folder of pictureFolders) {
    const names = await stripPhotos(path.join(root, folder));
    stripped.push(...names.map((name) => `${folder}/${name}`));
  }
  console.log(
    stripped.length > 0
      ? `Removed the metadata (GPS position, camera, time) from:\n${stripped.map((name) => `  - ${name}`).join("\n")}`
      : `No picture in ${pictureFolders.map((folder) => `${folder}/`).join(" or ")} carries any metadata: nothing to do.`,
  );
}
