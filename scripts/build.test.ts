// @vitest-environment node
// A build of content an organiser got wrong: it stops before anything reads
// the content, says what to change without a stack trace, and leaves no
// dist to deploy by mistake (the last good one included). And one build of
// another organiser's picnic, from its own folder (CONTENT_DIR), made as an
// organiser makes it: another name, {cause} in the summary, a camera's
// full-size photo as the hero (and one no place names left in the folder),
// and the total fetched by `npm run figures` from a stand-in for JustGiving's
// API. Nothing of the sample's in it, every placeholder filled on every page,
// no published image over 400 KB, and the home page shows the total fetched.
// One build for all of these (decision 076): each is a fact of the same built
// picnic, and a whole build is the slowest step of the unit tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DONATIONS_KEY } from "../src/lib/donations-key.ts";
import donations from "./figures/fixtures/justgiving-donations.json" with { type: "json" };
import givingPage from "./figures/fixtures/justgiving-page.json" with { type: "json" };
import { gpsPhoto, largePhoto } from "./photo-privacy.test-photos";

type Node = DefaultTreeAdapterMap["node"];

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
    prepare = async () => {},
    env = {},
  }: {
    /** What is done to the picnic's folder (its content/ and photos/) once its content is written. */
    prepare?: (folder: string) => Promise<void>;
    env?: Record<string, string>;
  } = {},
) {
  const content = path.join(dir, name, "content");
  await mkdir(path.join(dir, name, "photos"), { recursive: true });
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
  await prepare(path.join(dir, name));
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

/** Runs a command to its end, while this process's stand-in answers. */
function run(command: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, command, { env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** `npm run figures` on the picnic's content, against a stand-in for JustGiving's API. */
async function fetchFigures(content: string) {
  const server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(request.url?.includes("/donations") ? donations : givingPage));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await run([path.resolve("scripts/figures.ts")], {
      CONTENT_DIR: content,
      JUSTGIVING_APP_ID: "a1b2c3d4",
      JUSTGIVING_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
  } finally {
    server.close();
  }
}

/** A page's words as a visitor reads them: its text, without scripts and styles. */
function words(node: Node): string {
  if (node.nodeName === "#text") return (node as { value: string }).value;
  if (["script", "style", "template"].includes(node.nodeName)) return "";
  const children = "childNodes" in node ? node.childNodes : [];
  return children.map(words).join(" ");
}

describe("another organiser's picnic, built from its own folder", () => {
  let picnic: Awaited<ReturnType<typeof buildPicnic>>;
  let figures: Awaited<ReturnType<typeof fetchFigures>>;

  beforeAll(async () => {
    const env = await readCounter();
    picnic = await buildPicnic(
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
        files.set(
          "photos",
          edited(files.get("photos"), (photos) => {
            photos.hero = { file: "lawn.jpg", alt: "Friends on the lawn" };
          }),
        );
        // The test's own page and figure, whatever this picnic names and has raised.
        files.set(
          "fundraising",
          edited(files.get("fundraising"), (fundraising) => {
            fundraising.givingPage = "our-test-picnic";
            fundraising.raised = 1234;
          }),
        );
      },
      {
        prepare: async (folder) => {
          await largePhoto(path.join(folder, "photos", "lawn.jpg"));
          // Uploaded once, then replaced in the editor by the lawn: still in the folder.
          await largePhoto(path.join(folder, "photos", "left-over.jpg"), 1200, 900);
          figures = await fetchFigures(path.join(folder, "content"));
        },
        env,
      },
    );
  }, 180_000);

  it("is built, reading the picnic once: no word of the sample's name, {cause} filled on every page", async () => {
    const { build, outDir } = picnic;
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
    expect(texts.filter(({ text }) => text.includes("{cause}")).map(({ file }) => file)).toEqual(
      [],
    );
    // The summary is on the event page, in its structured data, and in the calendar file.
    const cause = JSON.parse(await readFile(path.resolve("content/site.json"), "utf8")).cause.name;
    const summary = `A summer picnic for ${cause} research.`;
    for (const page of ["event.html", ".ics"]) {
      const found = texts.find(({ file }) => file.endsWith(page));
      expect(found?.text.replaceAll("\\,", ",").replace(/\r?\n /g, ""), page).toContain(summary);
    }
  });

  it("a 4000×2700 hero photo: no published image over 400 KB, no copy of the original, and nothing of a photo no place names", async () => {
    const { build, outDir } = picnic;
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
  });

  it("npm run figures writes the stand-in's total into the content, and the built home page shows it (decision 061)", async () => {
    expect(figures).toEqual({ code: 0, output: "Figures: £7,250 from 214 supporters\n" });
    const { build, outDir } = picnic;
    expect(build.status, build.stderr).toBe(0);
    const home = words(parse(await readFile(path.join(outDir, "index.html"), "utf8")))
      .replaceAll("\u00a0", " ")
      .replace(/\s+/g, " ");
    expect(home).toContain("£7,250 raised of our £10,000 target");
    expect(home).toContain("plus £1,313 Gift Aid");
    expect(home).toContain("214 supporters");
    expect(home).not.toContain("£1,234");
  });
});

it("an original photo carrying its GPS position stops the build, naming it and the fix", async () => {
  const { build, outDir } = await buildPicnic("gps-photo", () => {}, {
    prepare: (folder) => gpsPhoto(path.join(folder, "photos", "garden-party.jpg")),
  });

  expect(build.status).not.toBe(0);
  expect(build.stderr).toContain("photos/garden-party.jpg");
  expect(build.stderr).toContain("npm run photos");
  expect(existsSync(outDir)).toBe(false);
}, 120_000);
