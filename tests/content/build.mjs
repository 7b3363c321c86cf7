// Builds the site from test content, for the browser tests of states the
// shipped content is not in (tests/e2e/plans-change.spec.ts). Each variant is
// a copy of the project whose app/content/event.ts applies the overrides in
// tests/content/<variant>.ts to the shipped event, built exactly as
// `npm run build` builds the real site, into .test-content/<variant>/build/
// (decision 007 says why a copy).
//
//   node tests/content/build.mjs                  build every variant
//   node tests/content/build.mjs --serve <name>   serve one on PORT, building it first if missing
import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { variants } from "./variants.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const copied = [
  "app",
  "photos",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

const copyOf = (variant) => path.join(root, ".test-content", variant);

async function build(variant) {
  const dir = copyOf(variant);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of copied)
    await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");

  const content = path.join(dir, "app", "content");
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
      "export const event = { ...shipped, ...overrides };",
      "",
    ].join("\n"),
  );

  console.log(`Building the site from test content "${variant}"…`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, PICNICKY_TEST_CONTENT: variant },
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
  for (const variant of variants) await build(variant);
}
