// The unit tests that read the content (those importing app/content), run in
// the copy built from another organiser's content (tests/content/organiser.mjs):
// they must pass whatever the organisers typed (decision 016). Run after
// `npm run build:test-content`, which makes the copy.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./copy-project.mjs";

const dir = path.join(root, ".test-content", "organiser");
if (!existsSync(dir)) throw new Error(`There is no ${dir}: run npm run build:test-content first.`);

const files = ["app", "scripts"]
  .flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /from "[^"]*content\//.test(readFileSync(path.join(dir, file), "utf8")));

console.log(
  `The ${files.length} unit test files that read the content, on the organiser's content:`,
);
const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const run = spawnSync(process.execPath, [vitest, "run", ...files], { cwd: dir, stdio: "inherit" });
process.exit(run.status ?? 1);
