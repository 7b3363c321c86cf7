// @vitest-environment node
// A build of content an organiser got wrong: it stops before anything reads
// the content, says what to change without a stack trace, and leaves no
// dist to deploy by mistake (the last good one included).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { copyProject } from "../tests/content/copy-project.mjs";
import { gpsPhoto } from "./photo-privacy.test-photos";

const dir = await mkdtemp(path.join(tmpdir(), "bad-content-"));
/** `npm run build`: Astro's own command, run with the project's Node. */
const astro = path.resolve("node_modules/astro/bin/astro.mjs");
afterAll(() => rm(dir, { recursive: true, force: true }));

it("a date typed day first stops the build with the file, the fix and no dist", async () => {
  await copyProject(dir, [
    "src",
    "content",
    "integrations",
    "scripts",
    "server",
    "photos",
    "public",
    "package.json",
    "tsconfig.json",
    "astro.config.ts",
  ]);
  // As an organiser might save it, in the editor or by hand.
  const eventFile = path.join(dir, "content", "event.json");
  const picnic = JSON.parse(await readFile(eventFile, "utf8"));
  await writeFile(eventFile, JSON.stringify({ ...picnic, date: "19/06/2027" }));
  // The last good build, still there from before.
  await mkdir(path.join(dir, "dist"), { recursive: true });
  await writeFile(path.join(dir, "dist", "index.html"), "<!doctype html>");

  const build = spawnSync(process.execPath, [astro, "build"], { cwd: dir, encoding: "utf8" });

  expect(build.status).not.toBe(0);
  expect(build.stderr).toContain(
    'content/event.json: date is written "19/06/2027": write dates year first, as 2027-06-19',
  );
  expect(build.stderr).not.toMatch(/RangeError|^\s+at /m);
  expect(existsSync(path.join(dir, "dist"))).toBe(false);
}, 120_000);

it("an original photo carrying its GPS position stops the build, naming it and the fix", async () => {
  const gpsDir = await mkdtemp(path.join(tmpdir(), "gps-photo-"));
  try {
    await copyProject(gpsDir, [
      "src",
      "content",
      "integrations",
      "scripts",
      "server",
      "photos",
      "public",
      "package.json",
      "tsconfig.json",
      "astro.config.ts",
    ]);
    await gpsPhoto(path.join(gpsDir, "photos", "garden-party.jpg"));
    await mkdir(path.join(gpsDir, "dist"), { recursive: true });

    const build = spawnSync(process.execPath, [astro, "build"], { cwd: gpsDir, encoding: "utf8" });

    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain("photos/garden-party.jpg");
    expect(build.stderr).toContain("npm run photos");
    expect(existsSync(path.join(gpsDir, "dist"))).toBe(false);
  } finally {
    await rm(gpsDir, { recursive: true, force: true });
  }
}, 120_000);
