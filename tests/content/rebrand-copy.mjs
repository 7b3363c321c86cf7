// A whole copy of the project whose own content is the organiser test content
// (tests/content/organiser.mjs): another organiser's picnic as if they had typed
// it into src/content, so that any check of the project, and the test-content
// builds made from it (postponed, cancelled…), runs on their words (issue 25,
// decision 020). CI runs the journeys tagged @content on the organiser build;
// this is the by-hand check of everything else, for the lead and organisers:
//
//   node tests/content/rebrand-copy.mjs [--dir DIR]
//       makes the copy (in .test-content/rebranded unless DIR), from
//       .test-content/organiser (built first if missing), formatted as
//       `npm run format` leaves it;
//   node tests/content/rebrand-copy.mjs [--dir DIR] --test [playwright args…]
//       then builds it and every test-content variant of it, and runs
//       Playwright there (CI=1: fresh servers) with those arguments, on
//       E2E_PORT (5400 unless set), e.g.
//       … --test tests/e2e/first-screen.spec.ts --project=chromium
//   In the copy, `npm test` runs the whole suite on the organiser's content.
import { spawnSync } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { copyProject, projectFiles, root } from "./copy-project.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--dir");
const dir = path.resolve(at >= 0 ? args[at + 1] : path.join(root, ".test-content", "rebranded"));
const testAt = args.indexOf("--test");
const playwrightArgs = testAt >= 0 ? args.slice(testAt + 1) : undefined;

const run = (command, commandArgs, options = {}) => {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`${[command, ...commandArgs].join(" ")} failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
};

const organiser = path.join(root, ".test-content", "organiser");
if (!existsSync(path.join(organiser, "src", "content")))
  run(process.execPath, [path.join(root, "tests", "content", "build.mjs"), "organiser"], {
    cwd: root,
  });

// Everything `npm test` reads, as the working tree has it (not what git has committed).
await copyProject(dir, [
  ...projectFiles,
  // And what the rest of `npm test` reads: the docs and the lint and format settings.
  "docs",
  "package-lock.json",
  "README.md",
  "eslint.config.js",
  "knip.config.ts",
  ".htmlvalidate.mjs",
  ".prettierignore",
  ".gitignore",
  ".nvmrc",
  // The deploy workflow, whose Node version a unit test checks.
  ".github",
]);
// What the organiser test content changed, as an organiser would have it: their
// content and photos (the share card and icons are drawn from the content by every build).
await rm(path.join(dir, "src", "content"), { recursive: true });
for (const part of ["src/content", "content", "photos", "public"])
  await cp(path.join(organiser, part), path.join(dir, part), { recursive: true });
const bin = (name, file) => path.join(root, "node_modules", name, file);
run(
  process.execPath,
  [bin("prettier", "bin/prettier.cjs"), "--log-level=warn", "--write", "src/content", "content"],
  {
    cwd: dir,
  },
);
console.log(`The project with the organiser's content is in ${dir}.`);

if (playwrightArgs) {
  run(process.execPath, ["scripts/build.mjs"], { cwd: dir });
  run(process.execPath, ["tests/content/build.mjs"], { cwd: dir });
  run(process.execPath, [bin("@playwright/test", "cli.js"), "test", ...playwrightArgs], {
    cwd: dir,
    env: { ...process.env, CI: "1", E2E_PORT: process.env.E2E_PORT ?? "5400" },
  });
}
