// The checks that read the content, run in the copy built from another
// organiser's content (tests/content/organiser.mjs), made from whatever
// app/content holds: they must pass whatever the organisers typed (decisions
// 016 and 020). Run after `npm run build:test-content`, which makes the copy
// and builds it (the build of the copy is the test-content build; its
// journeys tagged @content are the Playwright project "organiser"):
// - the type check, React Router's type generation and tsc alone (no lint:
//   the organiser's words are not code);
// - the unit tests that read the content (those importing app/content).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./copy-project.mjs";

const dir = path.join(root, ".test-content", "organiser");
if (!existsSync(dir)) throw new Error(`There is no ${dir}: run npm run build:test-content first.`);

const bin = (name, file) => path.join(root, "node_modules", name, file);
const run = (what, args) => {
  console.log(`${what}, on the organiser's content:`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: dir, stdio: "inherit" });
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("React Router's types", [bin("@react-router/dev", "bin.js"), "typegen"]);
run("The type check", [bin("typescript", "bin/tsc")]);

const files = ["app", "scripts"]
  .flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /from "[^"]*content\//.test(readFileSync(path.join(dir, file), "utf8")));
run(`The ${files.length} unit test files that read the content`, [
  bin("vitest", "vitest.mjs"),
  "run",
  ...files,
]);
