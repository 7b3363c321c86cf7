// The unit tests that read the content, run again on the organiser's test
// picnic (tests/content/organiser.mjs) and on that picnic as the editor saves
// it (saved-in-editor.mjs): they must pass whatever the organisers typed and
// however it was saved (decisions 016, 020 and 043). Run in this project with
// `CONTENT_DIR` naming the picnic's folder, which the pipeline reads in the
// tests as in the build (decision 068), after `npm run build:test-content`
// has made it: those of src/content, those importing the content, and
// src/admin/json-format.test.ts, which saves each file of the content as the
// editor does. No type check: content is JSON, which the types do not read.
//
//   node tests/content/unit-tests.mjs [picnic…]    (organiser unless named)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { picnicDir } from "./variants.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const chosen = process.argv.slice(2);
const picnics = chosen.length > 0 ? chosen : ["organiser"];

const readsContent = (file) =>
  file.startsWith(path.join("src", "content", "")) ||
  file === path.join("src", "admin", "json-format.test.ts") ||
  /from "(#src\/content\/|#content|(\.{1,2}\/)+(src\/)?content\/)/.test(
    readFileSync(path.join(root, file), "utf8"),
  );
const files = ["src", "integrations", "scripts"]
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) =>
      path.join(folder, file),
    ),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter(readsContent);

for (const picnic of picnics) {
  const content = path.join(picnicDir(picnic), "content");
  if (!existsSync(content))
    throw new Error(`There is no ${content}: run npm run build:test-content -- ${picnic} first.`);
  console.log(`The ${files.length} unit test files that read the content, on "${picnic}":`);
  const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
  const result = spawnSync(process.execPath, [vitest, "run", ...files], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: content },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
