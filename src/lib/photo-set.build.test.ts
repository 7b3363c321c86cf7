// @vitest-environment node
// A picnic's photos, built: a camera's full-size photo as the hero gives the
// pages the copies they show, each small enough for a phone, and the original
// is not published; a photo left in the folder that no place names is not
// published at all. Built as a test picnic is, from a folder of content and
// the photos beside it (CONTENT_DIR).
import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { largePhoto } from "../../scripts/photo-privacy.test-photos";

const dir = await mkdtemp(path.join(tmpdir(), "large-photo-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("a 4000×2700 hero photo: no published image over 400 KB, no copy of the original, and nothing of a photo no place names", async () => {
  const content = path.join(dir, "content");
  const photosDir = path.join(dir, "photos");
  await cp(path.resolve("content"), content, { recursive: true });
  await mkdir(photosDir);
  await largePhoto(path.join(photosDir, "lawn.jpg"));
  // Uploaded once, then replaced in the editor by the lawn: still in the folder.
  await largePhoto(path.join(photosDir, "left-over.jpg"), 1200, 900);
  const photosFile = path.join(content, "photos.json");
  const photos = JSON.parse(await readFile(photosFile, "utf8"));
  await writeFile(
    photosFile,
    JSON.stringify({ ...photos, hero: { file: "lawn.jpg", alt: "Friends on the lawn" } }),
  );
  const outDir = path.join(dir, "dist");
  const astro = path.resolve("node_modules/astro/bin/astro.mjs");
  const build = spawnSync(process.execPath, [astro, "build", "--outDir", outDir], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: content, TEST_CONTENT_BUILD: "large-photo" },
  });
  expect(build.status, build.stderr).toBe(0);

  const published = await readdir(outDir, { recursive: true, encoding: "utf8" });
  const images = published.filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
  const sizes = Object.fromEntries(
    await Promise.all(
      images.map(async (file) => [file, (await stat(path.join(outDir, file))).size] as const),
    ),
  );
  const made = images.filter((file) => file.includes("lawn"));
  expect(made.length, "the hero's copies").toBeGreaterThan(3);
  expect(
    made.filter((file) => file.endsWith(".jpg")),
    "the original, published",
  ).toEqual([]);
  expect(
    published.filter((file) => file.includes("left-over")),
    "the photo no place names",
  ).toEqual([]);

  const over = Object.entries(sizes).filter(([, size]) => size > 400 * 1024);
  expect(over, "images over 400 KB").toEqual([]);
}, 180_000);
