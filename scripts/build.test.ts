// @vitest-environment node
// A build of content an organiser got wrong: it stops before anything reads
// the content, says what to change without a stack trace, and leaves no
// dist to deploy by mistake (the last good one included). And a build of
// another organiser's picnic, from its own folder (CONTENT_DIR): nothing of
// the sample's in it, and every placeholder filled on every page.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import { DONATIONS_KEY } from "../src/lib/donations-key.ts";
import { gpsPhoto } from "./photo-privacy.test-photos";

const dir = await mkdtemp(path.join(tmpdir(), "bad-content-"));
/** `npm run build`: Astro's own command, run with the project's Node. */
const astro = path.resolve("node_modules/astro/bin/astro.mjs");
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * `astro build` of a copy of content/ changed by `change` (each file's JSON by
 * its name: "event", "words/home"), into a folder of its own, as a test picnic is built.
 */
async function buildPicnic(
  name: string,
  change: (files: Map<string, string>) => void,
  {
    photos = async () => {},
    env = {},
  }: { photos?: (folder: string) => Promise<void>; env?: Record<string, string> } = {},
) {
  const content = path.join(dir, name, "content");
  await mkdir(path.join(dir, name, "photos"), { recursive: true });
  await photos(path.join(dir, name, "photos"));
  const outDir = path.join(dir, name, "dist");
  await cp(path.resolve("content"), content, { recursive: true });
  const names = (await readdir(content, { recursive: true, encoding: "utf8" })).filter((file) =>
    file.endsWith(".json"),
  );
  const files = new Map<string, string>();
  for (const file of names)
    files.set(file.slice(0, -".json".length), await readFile(path.join(content, file), "utf8"));
  change(files);
  for (const [file, text] of files) await writeFile(path.join(content, `${file}.json`), text);
  // The last good build, still there from before.
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, "index.html"), "<!doctype html>");
  const build = spawnSync(process.execPath, [astro, "build", "--outDir", outDir], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: content, TEST_CONTENT_BUILD: "1", ...env },
  });
  return { build, outDir, content };
}

/** `json` with `change` made to its parsed value. */
const edited = (json: string | undefined, change: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(json ?? "{}") as Record<string, unknown>;
  change(value);
  return JSON.stringify(value, null, 2);
};

it("a date typed day first stops the build with the file, the fix and no dist", async () => {
  // As an organiser might save it, in the editor or by hand.
  const { build, outDir, content } = await buildPicnic("day-first", (files) =>
    files.set(
      "event",
      edited(files.get("event"), (event) => (event.date = "19/06/2027")),
    ),
  );

  expect(build.status).not.toBe(0);
  // The file in the folder built (CONTENT_DIR), not the project's content/.
  expect(build.stderr).toContain(
    `${content}/event.json: date is written "19/06/2027": write dates year first, as 2027-06-19`,
  );
  expect(build.stderr).not.toMatch(/RangeError|^\s+at /m);
  expect(existsSync(outDir)).toBe(false);
}, 120_000);

it("a field the site does not know, typed into the picnic, stops the build naming it", async () => {
  // A slip of the hand ("venu"), or a block saved into the wrong file (issue 44: shopTerms).
  const { build, outDir } = await buildPicnic("unknown-key", (files) =>
    files.set(
      "event",
      edited(files.get("event"), (event) => {
        event.shopTerms = { freeShippingOver: 50 };
      }),
    ),
  );

  expect(build.status).not.toBe(0);
  expect(build.stderr).toMatch(/content\/event\.json: shopTerms is not a field the site knows/);
  expect(build.stderr).not.toMatch(/^\s+at /m);
  expect(existsSync(outDir)).toBe(false);
}, 120_000);

/** Every text file of a built site, with its path. */
async function builtTexts(outDir: string) {
  const files = await readdir(outDir, { recursive: true, encoding: "utf8" });
  const texts = files.filter((file) =>
    /\.(html|js|css|json|ics|xml|txt|webmanifest|svg)$/.test(file),
  );
  return Promise.all(
    texts.map(async (file) => ({ file, text: await readFile(path.join(outDir, file), "utf8") })),
  );
}

/**
 * A module run before the build (NODE_OPTIONS), counting the reads of the
 * picnic's event.json (CONTENT_DIR's) by any reader, and saying how many as Node exits.
 */
async function readCounter() {
  const file = path.join(dir, "count-reads.mjs");
  await writeFile(
    file,
    `import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
const read = fs.readFileSync;
let reads = 0;
fs.readFileSync = function (file, ...rest) {
  if (path.resolve(String(file)) === path.join(process.env.CONTENT_DIR, "event.json")) reads += 1;
  return read.call(this, file, ...rest);
};
syncBuiltinESMExports();
process.on("exit", () => process.stderr.write(\`event.json read \${reads} times\\n\`));
`,
  );
  return { NODE_OPTIONS: `--import=${pathToFileURL(file).href}` };
}

it("builds another organiser's picnic from its own folder, read once: no word of the sample's name, {cause} filled on every page", async () => {
  const env = await readCounter();
  const { build, outDir } = await buildPicnic(
    "another-brand",
    (files) => {
      for (const [file, text] of files)
        files.set(
          file,
          text.replaceAll("PicNicky", "Bramble Fair").replaceAll("picnicky", "bramblefair"),
        );
      files.set(
        "event",
        edited(files.get("event"), (event) => {
          event.summary = "A summer picnic for {cause} research.";
        }),
      );
    },
    { env },
  );

  expect(build.stderr).not.toMatch(/was not built/);
  expect(build.status, build.stderr).toBe(0);
  // The pipeline's read, and no other: the pre-order scripts' hashes, the host files and
  // the pages are made from the picnic it read.
  expect(build.stderr).toContain("event.json read 1 times");
  const texts = await builtTexts(outDir);
  expect(texts.length).toBeGreaterThan(10);
  // But for where a visitor's browser keeps its gifts, which the specification fixes (donations-key.ts).
  const named = texts.filter(({ text }) => /picnicky/i.test(text.replaceAll(DONATIONS_KEY, "")));
  expect(named.map(({ file }) => file)).toEqual([]);
  expect(texts.filter(({ text }) => text.includes("{cause}")).map(({ file }) => file)).toEqual([]);
  // The summary is on the event page, in its structured data, and in the calendar file.
  const cause = JSON.parse(await readFile(path.resolve("content/site.json"), "utf8")).cause.name;
  const summary = `A summer picnic for ${cause} research.`;
  for (const page of ["event.html", ".ics"]) {
    const found = texts.find(({ file }) => file.endsWith(page));
    expect(found?.text.replaceAll("\\,", ",").replace(/\r?\n /g, ""), page).toContain(summary);
  }
}, 120_000);

it("an original photo carrying its GPS position stops the build, naming it and the fix", async () => {
  const { build, outDir } = await buildPicnic("gps-photo", () => {}, {
    photos: (folder) => gpsPhoto(path.join(folder, "garden-party.jpg")),
  });

  expect(build.status).not.toBe(0);
  expect(build.stderr).toContain("photos/garden-party.jpg");
  expect(build.stderr).toContain("npm run photos");
  expect(existsSync(outDir)).toBe(false);
}, 120_000);
