// Builds the site from test content, for the browser tests of states the
// shipped content is not in (tests/e2e/plans-change.spec.ts) and of another
// organiser's content (the "organiser" project). Each variant is a copy of
// the project (decision 007 says why a copy) with its content changed, built
// exactly as `npm run build` builds the real site, into
// .test-content/<variant>/build/:
// - tests/content/<variant>.ts: overrides applied to the shipped event;
// - tests/content/<variant>.mjs: every sample replaced and other lines edited
//   in app/content, as an organiser edits them (decision 016).
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
import { variants } from "./variants.mjs";

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

/** Replaces `from` with `to` in one line of app/content, which must be the only one with it. */
async function editLine(content, files, { from, to, marked }, what) {
  const found = [];
  for (const file of files) {
    const lines = (await readFile(path.join(content, file), "utf8")).split("\n");
    lines.forEach((line, index) => {
      if (line.includes(from) && (!marked || line.trimEnd().endsWith("// SAMPLE")))
        found.push({ file, lines, index });
    });
  }
  if (found.length !== 1)
    throw new Error(`${what}: ${found.length} lines of app/content have ${from}, not one`);
  const [{ file, lines, index }] = found;
  lines[index] = lines[index].replace(from, to);
  await writeFile(path.join(content, file), lines.join("\n"));
}

async function editContent(content, variant) {
  const {
    samples: replacements,
    edits,
    photoFiles = {},
  } = await import(pathToFileURL(path.join(root, "tests", "content", `${variant}.mjs`)));
  // samples.ts is TypeScript, which Node does not load: its list is read as text.
  const samples = [
    ...(await readFile(path.join(content, "samples.ts"), "utf8")).matchAll(
      /\{ field: "([^"]+)", value: ("(?:[^"\\]|\\.)*") \}/g,
    ),
  ].map(([, field, value]) => ({ field, value: JSON.parse(value) }));
  const photos = path.join(content, "..", "..", "photos");
  for (const [file, sample] of Object.entries(photoFiles))
    await rename(path.join(photos, sample), path.join(photos, file));
  const files = ["site.ts", "event.ts", "fundraising.ts", "photos.ts"];
  for (const { field, value } of samples) {
    if (!(field in replacements)) throw new Error(`${variant}.mjs: no value for ${field}`);
    const from = JSON.stringify(value);
    const to = JSON.stringify(replacements[field]);
    await editLine(content, files, { from, to, marked: true }, `${variant}.mjs, ${field}`);
  }
  for (const edit of edits) await editLine(content, [edit.file], edit, `${variant}.mjs`);
}

async function build(variant) {
  const dir = copyOf(variant);
  await copyProject(dir);
  const content = path.join(dir, "app", "content");
  if (existsSync(path.join(root, "tests", "content", `${variant}.ts`)))
    await overrideEvent(content, variant);
  else await editContent(content, variant);

  console.log(`Building the site from test content "${variant}"…`);
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, TEST_CONTENT_BUILD: variant },
  });
  if (result.status !== 0) throw new Error(`The "${variant}" test build failed.`);
}

const [flag, name] = process.argv.slice(2);
if (flag === "--serve") {
  if (!variants.includes(name)) throw new Error(`No test content named "${name}".`);
  if (!existsSync(path.join(copyOf(name), "build", "client", "index.html"))) await build(name);
  const { createApp } = await import(path.join(copyOf(name), "server", "app.js"));
  const port = Number(process.env.PORT);
  createApp(path.join(copyOf(name), "build", "client")).listen(port, "127.0.0.1", () => {
    console.log(`Test content "${name}" is being served at http://127.0.0.1:${port}/`);
  });
} else {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !variants.includes(name));
  if (unknown.length > 0) throw new Error(`No test content named ${unknown.join(", ")}.`);
  for (const variant of chosen.length > 0 ? chosen : variants) await build(variant);
}
