// Builds the site from test content, for the browser tests of states the
// shipped content is not in (tests/e2e/plans-change.spec.ts), of shops of
// other sizes, and of another organiser's content (the "organiser" project),
// into .test-content/<variant>/dist/. A test picnic is a folder of content,
// built from this project as any picnic is (decision 062):
// `CONTENT_DIR=.test-content/<variant>/content astro build --outDir …/dist`,
// the folder being the shipped content/ with
// - tests/content/<variant>.ts: overrides applied to the shipped event, or
// - tests/content/<variant>/: each file there in place of the shipped one.
// The organiser's picnics are still copies of the project (decision 007),
// their browser and unit tests run from the copy:
// - tests/content/<variant>.mjs: every sample replaced and other fields edited
//   in content/*.json and src/content, as an organiser edits them, whatever
//   they held before (decisions 016, 020 and 029), and, where it says so
//   (`saveAsTheEditorDoes`), every file saved as the editor saves it, before
//   the fields are set and after (decision 043).
//
//   node tests/content/build.mjs                  build every variant
//   node tests/content/build.mjs <name>…          build those
//   node tests/content/build.mjs --serve <name>   serve one on PORT, building it first if missing
import { spawnSync } from "node:child_process";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { copyProject, root } from "./copy-project.mjs";
import { readSamples, setFields } from "./edit-fields.mjs";
import { builtOnly, variants } from "./variants.mjs";

const copyOf = (variant) => path.join(root, ".test-content", variant);

/** The shipped content/ with the picnic's changes, for CONTENT_DIR: its folder, or its event's overrides. */
async function testPicnic(variant) {
  const content = path.join(copyOf(variant), "content");
  await rm(copyOf(variant), { recursive: true, force: true });
  await cp(path.join(root, "content"), content, { recursive: true });
  const own = path.join(root, "tests", "content", variant);
  if (existsSync(own)) {
    const files = await readdir(own, { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => name.endsWith(".json")))
      await cp(path.join(own, file), path.join(content, file));
    return content;
  }
  // Overrides are fields, or a function of the shipped event that gives them.
  const { overrides } = await import(pathToFileURL(`${own}.ts`).href);
  const eventFile = path.join(content, "event.json");
  const shipped = JSON.parse(await readFile(eventFile, "utf8"));
  const changed = typeof overrides === "function" ? overrides(shipped) : overrides;
  await writeFile(eventFile, `${JSON.stringify({ ...shipped, ...changed }, null, 2)}\n`);
  return content;
}

/** Whether a variant is a folder of content, built from this project (not a copy of it). */
const isContentFolder = (variant) =>
  existsSync(path.join(root, "tests", "content", variant)) ||
  existsSync(path.join(root, "tests", "content", `${variant}.ts`));

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

async function editContent(content, variant) {
  const {
    fields,
    photoFiles = {},
    saveAsTheEditorDoes,
  } = await import(pathToFileURL(path.join(root, "tests", "content", `${variant}.mjs`)));
  // Every sample must be replaced: a field named here, or the place that holds it.
  const covered = (field) =>
    Object.keys(fields).some(
      (name) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`),
    );
  const missing = (await readSamples(content)).filter(({ field }) => !covered(field));
  if (missing.length > 0)
    throw new Error(`${variant}.mjs: no value for ${missing.map(({ field }) => field).join(", ")}`);
  // The content as the editor left it, then the fields set, then saved again (saved-in-editor.mjs).
  const project = path.join(content, "..", "..");
  if (saveAsTheEditorDoes) await saveAsTheEditorDoes(project, "before");
  const photos = path.join(project, "photos");
  for (const [file, spec] of Object.entries(photoFiles))
    await makePhoto(path.join(photos, file), spec);
  await setFields(content, fields);
  if (saveAsTheEditorDoes) await saveAsTheEditorDoes(project, "after");
}

const astro = path.join(root, "node_modules", "astro", "bin", "astro.mjs");

async function build(variant) {
  const dir = copyOf(variant);
  let cwd = dir;
  let args = ["build"];
  let env = { ...process.env, TEST_CONTENT_BUILD: variant };
  if (isContentFolder(variant)) {
    const content = await testPicnic(variant);
    cwd = root;
    args = ["build", "--outDir", path.join(dir, "dist")];
    env = { ...env, CONTENT_DIR: content };
  } else {
    await copyProject(dir);
    await editContent(path.join(dir, "src", "content"), variant);
  }
  console.log(`Building the site from test content "${variant}"…`);
  const result = spawnSync(process.execPath, [astro, ...args], { cwd, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`The "${variant}" test build failed.`);
}

const known = [...variants, ...builtOnly];
const [flag, name] = process.argv.slice(2);
if (flag === "--serve") {
  if (!variants.includes(name)) throw new Error(`No test content named "${name}".`);
  if (!existsSync(path.join(copyOf(name), "dist", "index.html"))) await build(name);
  const server = isContentFolder(name) ? root : copyOf(name);
  const { createApp } = await import(path.join(server, "server", "app.js"));
  const port = Number(process.env.PORT);
  createApp(path.join(copyOf(name), "dist")).listen(port, "127.0.0.1", () => {
    console.log(`Test content "${name}" is being served at http://127.0.0.1:${port}/`);
  });
} else {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`No test content named ${unknown.join(", ")}.`);
  for (const variant of chosen.length > 0 ? chosen : known) await build(variant);
}
