// @vitest-environment node
// A camera's full-size photo as the hero, built: the pages get the copies
// they show, each small enough for a phone, and the original is not published.
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { largePhoto } from "../../scripts/photo-privacy.test-photos";
import { copyProject } from "../../tests/content/copy-project.mjs";

const dir = await mkdtemp(path.join(tmpdir(), "large-photo-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("a 4000×2700 hero photo: no published image over 400 KB, and no copy of the original", async () => {
  await copyProject(dir);
  await largePhoto(path.join(dir, "photos", "lawn.jpg"));
  const photosFile = path.join(dir, "content", "photos.json");
  const photos = JSON.parse(await readFile(photosFile, "utf8"));
  await writeFile(
    photosFile,
    JSON.stringify({ ...photos, hero: { file: "lawn.jpg", alt: "Friends on the lawn" } }),
  );
  const astro = path.resolve("node_modules/astro/bin/astro.mjs");
  const build = spawnSync(process.execPath, [astro, "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, TEST_CONTENT_BUILD: "large-photo" },
  });
  expect(build.status, build.stderr).toBe(0);

  const client = path.join(dir, "dist");
  const images = (await readdir(client, { recursive: true })).filter((file) =>
    /\.(jpe?g|png|webp|avif)$/i.test(file),
  );
  const sizes = Object.fromEntries(
    await Promise.all(
      images.map(async (file) => [file, (await stat(path.join(client, file))).size] as const),
    ),
  );
  const made = images.filter((file) => file.includes("lawn"));
  expect(made.length, "the hero's copies").toBeGreaterThan(3);
  expect(
    made.filter((file) => file.endsWith(".jpg")),
    "the original, published",
  ).toEqual([]);

  const over = Object.entries(sizes).filter(([, size]) => size > 400 * 1024);
  expect(over, "images over 400 KB").toEqual([]);
}, 180_000);
