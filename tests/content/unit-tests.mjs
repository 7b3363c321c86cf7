// The checks that read the content, run in the copies built from another
// organiser's content (tests/content/organiser.mjs) and from that content as
// the editor saves it (saved-in-editor.mjs), each made from whatever
// src/content holds: they must pass whatever the organisers typed and however
// it was saved (decisions 016, 020 and 043). Run after
// `npm run build:test-content`, which makes the copies and builds them (the
// build of a copy is the test-content build; the organiser's journeys tagged
// @content are the Playwright project "organiser"):
// - the type check, Astro's type generation and tsc alone (no lint: the
//   organiser's words are not code);
// - the unit tests that read the content (those of src/content, those
//   importing it, and src/admin/json-format.test.ts, which saves each file
//   of the content as the editor does).
// After the types, the type check (one core) and the unit tests run side by
// side, each one's output printed whole when it ends (decision 026).
//
//   node tests/content/unit-tests.mjs [variant…]    (organiser unless named)
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./copy-project.mjs";

const chosen = process.argv.slice(2);
const dirs = (chosen.length > 0 ? chosen : ["organiser"]).map((variant) =>
  path.join(root, ".test-content", variant),
);
for (const dir of dirs)
  if (!existsSync(dir))
    throw new Error(`There is no ${dir}: run npm run build:test-content first.`);

const bin = (name, file) => path.join(root, "node_modules", name, file);
/** Runs one check in the copy `dir`; resolves once its output is printed, with whether it passed. */
const run = (dir, what, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: dir });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n${what}, on the content of ${path.relative(root, dir)} (${seconds} s):`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`${what} failed (exit code ${code}).`);
      resolve(code === 0);
    });
  });

for (const dir of dirs) {
  if (!(await run(dir, "Astro's types", [bin("astro", "bin/astro.mjs"), "sync"]))) process.exit(1);
  const files = ["src", "integrations", "scripts"]
    .flatMap((folder) =>
      readdirSync(path.join(dir, folder), { recursive: true }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter(
      (file) =>
        file.startsWith(path.join("src", "content", "")) ||
        file === path.join("src", "admin", "json-format.test.ts") ||
        /from "[^"]*content\//.test(readFileSync(path.join(dir, file), "utf8")),
    );
  const passed = await Promise.all([
    run(dir, "The type check", [bin("typescript", "bin/tsc")]),
    run(dir, `The ${files.length} unit test files that read the content`, [
      bin("vitest", "vitest.mjs"),
      "run",
      ...files,
    ]),
  ]);
  if (passed.includes(false)) process.exit(1);
}
