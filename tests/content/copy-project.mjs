// A copy of the project that builds and tests on its own (node_modules
// linked), for the test-content builds and the bad-content build test.
import { cp, mkdir, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** What a copy needs to build and test. */
export const projectFiles = [
  "src",
  "content",
  "integrations",
  "photos",
  "public",
  "scripts",
  "server",
  "tests",
  "package.json",
  "tsconfig.json",
  "astro.config.ts",
  "vitest.config.ts",
  "vitest.setup.ts",
  "playwright.config.ts",
  // The editor's writer lays its files out as Prettier's settings say (src/admin/json-format.ts).
  ".prettierrc.json",
];

export async function copyProject(dir, entries = projectFiles) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of entries)
    await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
}
