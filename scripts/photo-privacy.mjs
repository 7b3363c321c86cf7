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
// A camera's photo (4000 by 2700 pixels, 20 MB) is also made no larger than
// the site ever shows a photo, LONGEST_SIDE on its longest side: by
// `npm run photos`, and as the editor saves an upload (`photosFitted`, through
// the guard of `npm run admin`), so photos/ holds nothing the site cannot use.
//
//   npm run photos        strip the metadata of every picture that has any,
//                         and shrink each larger than the site shows
import { existsSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import exifReader from "exif-reader";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const photosDir = path.join(root, "photos");
const photo = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/**
 * The longest side, in pixels, of a photo as the site can show it: its widest
 * copy (src/lib/photo-set.ts, 1,440 pixels) on a screen of high density, with room.
 */
export const LONGEST_SIDE = 2400;

/**
 * The longest side of a picture in public/ (a product's picture), which is
 * published as it is, one file for every size: the largest the site shows one
 * is the product page's, 528 pixels wide, and this is that at a density of two
 * with room. Larger, every visit to the shop would fetch what it cannot show.
 */
export const PUBLISHED_LONGEST_SIDE = 1200;

/** How large a picture may be, by where it is saved ("public/images/products/mug.jpg"). */
export const longestSideFor = (where) =>
  /^\/?public\//.test(String(where)) ? PUBLISHED_LONGEST_SIDE : LONGEST_SIDE;

/**
 * The picture `input` written again: turned upright, with no metadata, in its
 * own format, no larger than LONGEST_SIDE on its longest side. Null when there
 * is nothing to do: it is no larger already and (unless `strip`) has no
 * metadata to lose either way, or it is not a picture sharp can read.
 * @param {Buffer} input
 * @param {{ strip?: boolean, longest?: number }} [options] `strip`: a picture with metadata is
 *   written again too; `longest`: its longest side at most (LONGEST_SIDE by default)
 * @returns {Promise<Buffer | null>}
 */
export async function fitForTheSite(input, { strip = false, longest = LONGEST_SIDE } = {}) {
  try {
    const { width = 0, height = 0, exif, xmp, iptc } = await sharp(input).metadata();
    const larger = Math.max(width, height) > longest;
    const metadata = strip && Boolean(exif || xmp || iptc);
    if (!(larger || metadata)) return null;
    return await sharp(input)
      .rotate()
      .resize(longest, longest, { fit: "inside", withoutEnlargement: true })
      .keepIccProfile()
      // In its own format, as sharp writes by default (an AVIF being "heif" to
      // it), at high quality where the format has one.
      .jpeg({ quality: 90, force: false })
      .webp({ quality: 90, force: false })
      .avif({ quality: 80, force: false })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A request of the editor (as decap-server takes it) with each photo it
 * saves made no larger than the site shows: a photo uploaded (persistMedia)
 * or saved with its entry (persistEntry's assets).
 * @param {any} body
 */
export async function photosFitted(body) {
  const assets =
    body?.action === "persistMedia"
      ? [body.params?.asset]
      : body?.action === "persistEntry"
        ? (body.params?.assets ?? [])
        : [];
  for (const asset of assets) {
    if (asset?.encoding !== "base64" || !photo.test(String(asset.path))) continue;
    const fitted = await fitForTheSite(Buffer.from(String(asset.content), "base64"), {
      longest: longestSideFor(asset.path),
    });
    if (fitted) asset.content = fitted.toString("base64");
  }
  return body;
}

/** The folders whose pictures are committed and published as they are, from the project's root. */
export const pictureFolders = ["photos", "public"];

/** Whether a picture carries the GPS position where it was taken, in its XMP or its Exif. */
export async function hasGps(file) {
  const { exif, xmp } = await sharp(file).metadata();
  if (/GPS(Latitude|Longitude)/.test(xmp?.toString("utf8") ?? "")) return true;
  if (!exif) return false;
  try {
    return Object.keys(exifReader(exif).GPSInfo ?? {}).length > 0;
  } catch {
    // A block that cannot be read cannot be trusted to hold none.
    return true;
  }
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
  for (const name of await originals(dir)) if (await hasGps(path.join(dir, name))) found.push(name);
  return found;
}

/**
 * Rewrites each original that carries any metadata, or is larger than the
 * site shows, with fitForTheSite. Returns the names rewritten; the rest are
 * left as they are.
 */
export async function stripPhotos(dir = photosDir, longest = LONGEST_SIDE) {
  const stripped = [];
  for (const name of await originals(dir)) {
    const file = path.join(dir, name);
    const fitted = await fitForTheSite(await readFile(file), { strip: true, longest });
    if (!fitted) continue;
    // Written beside it, then renamed over it: the original is whole, the old or the new.
    await writeFile(`${file}.stripping`, fitted);
    await rename(`${file}.stripping`, file);
    stripped.push(name);
  }
  return stripped;
}

/**
 * What `each` gives for every folder of `folders` under `base`, as paths from
 * `base` ("photos/garden.jpg").
 * @param {(dir: string) => Promise<string[]>} each
 */
async function inEachFolder(each, base = root, folders = pictureFolders) {
  const found = [];
  for (const folder of folders)
    found.push(...(await each(path.join(base, folder))).map((name) => `${folder}/${name}`));
  return found;
}

/** The build's refusal, in words an organiser can act on, or null. */
export async function gpsRefusal(base = root, folders = pictureFolders) {
  const found = await inEachFolder(photosWithGps, base, folders);
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
  const stripped = await inEachFolder((dir) =>
    stripPhotos(dir, longestSideFor(path.relative(root, dir).split(path.sep).join("/") + "/")),
  );
  console.log(
    stripped.length > 0
      ? `Removed the metadata (GPS position, camera, time), and made no larger than the site shows (${LONGEST_SIDE} pixels in photos/, ${PUBLISHED_LONGEST_SIDE} in public/):\n${stripped.map((name) => `  - ${name}`).join("\n")}`
      : `No picture in ${pictureFolders.map((folder) => `${folder}/`).join(" or ")} carries any metadata: nothing to do.`,
  );
}
