// Builds the test picnics, for the browser tests of states the shipped content
// is not in (tests/e2e/plans-change.spec.ts), of shops of other sizes, and of
// another organiser's content (`npm run test:e2e`'s organiser run), into
// .test-content/<picnic>/dist/. Each is a folder of content, built from this
// project as any picnic is (decisions 062 and 068):
// `CONTENT_DIR=.test-content/<picnic>/content astro build --outDir …/dist`,
// its photos in .test-content/<picnic>/photos, the folder being the shipped
// content/ (and photos/) with
// - tests/content/<picnic>.ts: overrides applied to the shipped event, or
// - tests/content/<picnic>/: each file there in place of the shipped one, or
// - tests/content/<picnic>.mjs: every sample replaced and other fields edited,
//   as an organiser edits them, whatever they held before (decisions 016, 020
//   and 029), and, where it says so (`saveAsTheEditorDoes`), every file saved
//   as the editor saves it, before the fields are set and after (decision 043).
//
//   node tests/content/build.mjs                  build every picnic
//   node tests/content/build.mjs <name>…          build those
//   node tests/content/build.mjs --serve <name>   serve one on PORT, building it first if missing
import { spawnSync } from "node:child_process";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readSamples, setFields } from "./edit-fields.mjs";
import { builtOnly, picnicDir, variants } from "./variants.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const own = (variant) => path.join(root, "tests", "content", variant);

/** A photo as an organiser's phone or camera saves it: with a camera's Exif, or with none. */
async function makePhoto(file, { width, height, exif }) {
  const sharp = (await import("sharp")).default;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="60%" fill="#9cc7e8"/><rect y="60%" width="100%" height="40%" fill="#7fb069"/>
    <circle cx="70%" cy="35%" r="${height / 6}" fill="#f2f2f2"/><rect x="20%" y="55%" width="15%" height="12%" fill="#c0392b"/>
  </svg>`;
  let image = sharp(Buffer.from(scene)).jpeg({ quality: 80 });
  if (exif) image = image.withExif({ IFD0: { Make: "Test Camera Co", Model: "Organiser Phone" } });
  await image.toFile(file);
}

/** Every sample replaced and the fields set, as an organiser does (tests/content/<picnic>.mjs). */
async function editContent(picnic, variant) {
  const {
    fields,
    photoFiles = {},
    saveAsTheEditorDoes,
  } = await import(pathToFileURL(`${own(variant)}.mjs`).href);
  // Every sample must be replaced: a field named here, or the place that holds it.
  const covered = (field) =>
    Object.keys(fields).some(
      (name) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`),
    );
  const missing = readSamples().filter(({ field }) => !covered(field));
  if (missing.length > 0)
    throw new Error(`${variant}.mjs: no value for ${missing.map(({ field }) => field).join(", ")}`);
  // The content as the editor left it, then the fields set, then saved again (saved-in-editor.mjs).
  if (saveAsTheEditorDoes) await saveAsTheEditorDoes(picnic, "before");
  for (const [file, spec] of Object.entries(photoFiles))
    await makePhoto(path.join(picnic, "photos", file), spec);
  await setFields(path.join(picnic, "content"), fields);
  if (saveAsTheEditorDoes) await saveAsTheEditorDoes(picnic, "after");
}

/** The shipped content/ and photos/ with the picnic's changes, for CONTENT_DIR. */
async function testPicnic(variant) {
  const picnic = picnicDir(variant);
  const content = path.join(picnic, "content");
  await rm(picnic, { recursive: true, force: true });
  await cp(path.join(root, "content"), content, { recursive: true });
  await cp(path.join(root, "photos"), path.join(picnic, "photos"), { recursive: true });
  if (existsSync(`${own(variant)}.mjs`)) return editContent(picnic, variant);
  if (existsSync(own(variant))) {
    const files = await readdir(own(variant), { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => name.endsWith(".json")))
      await cp(path.join(own(variant), file), path.join(content, file));
    return;
  }
  // Overrides are fields, or a function of the shipped event that gives them.
  const { overrides } = await import(pathToFileURL(`${own(variant)}.ts`).href);
  const eventFile = path.join(content, "event.json");
  const shipped = JSON.parse(await readFile(eventFile, "utf8"));
  const changed = typeof overrides === "function" ? overrides(shipped) : overrides;
  await writeFile(eventFile, `${JSON.stringify({ ...shipped, ...changed }, null, 2)}\n`);
}

const astro = path.join(root, "node_modules", "astro", "bin", "astro.mjs");

async function build(variant) {
  await testPicnic(variant);
  const picnic = picnicDir(variant);
  console.log(`Building the test picnic "${variant}"…`);
  const result = spawnSync(
    process.execPath,
    [astro, "build", "--outDir", path.join(picnic, "dist")],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        CONTENT_DIR: path.join(picnic, "content"),
        TEST_CONTENT_BUILD: variant,
      },
    },
  );
  if (result.status !== 0) throw new Error(`The "${variant}" test build failed.`);
}

const known = [...variants, ...builtOnly];
const [flag, name] = process.argv.slice(2);
if (flag === "--serve") {
  if (!variants.includes(name)) throw new Error(`No test content named "${name}".`);
  if (!existsSync(path.join(picnicDir(name), "dist", "index.html"))) await build(name);
  const { createApp } = await import(path.join(root, "server", "app.js"));
  const port = Number(process.env.PORT);
  createApp(path.join(picnicDir(name), "dist")).listen(port, "127.0.0.1", () => {
    console.log(`Test content "${name}" is being served at http://127.0.0.1:${port}/`);
  });
} else {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`No test content named ${unknown.join(", ")}.`);
  for (const variant of chosen.length > 0 ? chosen : known) await build(variant);
}
