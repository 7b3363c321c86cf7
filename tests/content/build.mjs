// Builds the site from test content, for the browser tests of states the
// shipped content is not in (tests/e2e/plans-change.spec.ts) and of another
// organiser's content (the "organiser" project). Each variant is a copy of
// the project (decision 007 says why a copy) with its content changed, built
// exactly as `npm run build` builds the real site, into
// .test-content/<variant>/dist/:
// - tests/content/<variant>.ts: overrides applied to the shipped event;
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
import { readFile, rename, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { copyProject, root } from "./copy-project.mjs";
import { readSamples, setFields } from "./edit-fields.mjs";
import { builtOnly, variants } from "./variants.mjs";

const copyOf = (variant) => path.join(root, ".test-content", variant);

async function overrideEvent(content, variant) {
  await rename(path.join(content, "event.ts"), path.join(content, "event.shipped.ts"));
  await writeFile(
    path.join(content, "event.overrides.ts"),
    await readFile(path.join(root, "tests", "content", `${variant}.ts`), "utf8"),
  );
  await writeFile(
    path.join(content, "event.ts"),
    [
      `// Test content "${variant}": the shipped event with tests/content/${variant}.ts applied.`,
      'import { event as shipped } from "./event.shipped.ts";',
      'import { overrides } from "./event.overrides.ts";',
      'export * from "./event.shipped.ts";',
      "// Overrides are fields, or a function of the shipped event that gives them.",
      'export const event = { ...shipped, ...(typeof overrides === "function" ? overrides(shipped) : overrides) };',
      "",
    ].join("\n"),
  );
}

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

async function build(variant) {
  const dir = copyOf(variant);
  await copyProject(dir);
  const content = path.join(dir, "src", "content");
  if (existsSync(path.join(root, "tests", "content", `${variant}.ts`)))
    await overrideEvent(content, variant);
  else await editContent(content, variant);

  console.log(`Building the site from test content "${variant}"…`);
  const astro = path.join(root, "node_modules", "astro", "bin", "astro.mjs");
  const result = spawnSync(process.execPath, [astro, "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, TEST_CONTENT_BUILD: variant },
  });
  if (result.status !== 0) throw new Error(`The "${variant}" test build failed.`);
}

const known = [...variants, ...builtOnly];
const [flag, name] = process.argv.slice(2);
if (flag === "--serve") {
  if (!variants.includes(name)) throw new Error(`No test content named "${name}".`);
  if (!existsSync(path.join(copyOf(name), "dist", "index.html"))) await build(name);
  const { createApp } = await import(path.join(copyOf(name), "server", "app.js"));
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
