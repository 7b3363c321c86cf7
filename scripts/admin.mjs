// `npm run admin`: the content editor on this computer (decision 029). It
// serves the last build (the site, and the editor at /admin/) on ADMIN_PORT
// (4180 unless set), and Decap's decap-server one port above it, bound to
// this computer only, which writes the editor's saves into content/ and
// photos/ of the working copy (or of ADMIN_PROJECT, for the tests). Nothing
// is committed: the organiser runs `npm run build` to see the change, then
// commits. Builds the site first if there is no editor to serve.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "../server/app.js";
import { editorAddress, editorFile } from "../server/page-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const project = path.resolve(process.env.ADMIN_PROJECT ?? root);
const client = path.join(root, "dist");
const port = Number(process.env.ADMIN_PORT ?? 4180);
const host = "127.0.0.1";

if (!existsSync(path.join(client, editorFile))) {
  console.log("Building the site and the editor first (about half a minute)…");
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Bound to this computer: decap-server asks for no password, so no other machine may reach it.
const decap = spawn(
  process.execPath,
  [path.join(root, "node_modules", "decap-server", "dist", "index.js")],
  {
    cwd: project,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port + 1),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: project,
      MODE: "fs",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
  },
);
decap.on("exit", (code) => {
  console.error(`decap-server stopped (exit code ${code}).`);
  process.exit(code ?? 1);
});

const server = createApp(client).listen(port, host, () => {
  console.log(
    [
      "",
      `Open http://${host}:${port}${editorAddress} to edit the site, and press "Login".`,
      `Saves go into ${path.relative(process.cwd(), path.join(project, "content")) || "content"}/ and photos/ at once.`,
      `Then run \`npm run build\`; the site is at http://${host}:${port}/ (restart this to serve the new build),`,
      "and commit the changes with git. Stop with Ctrl+C.",
      "",
    ].join("\n"),
  );
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    decap.kill();
    server.close();
    process.exit(0);
  });
