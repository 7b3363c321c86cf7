// `npm run admin`: the content editor on this computer (decision 029). It
// serves the editor at /admin/ on ADMIN_PORT (4180 unless set), and, one port
// above it, the guard (scripts/admin-guard.mjs, decision 038) in front of
// Decap's decap-server, both bound to this computer only; decap-server runs in
// this process and listens on no port of its own (decision 058). It writes
// the editor's saves into content/, photos/ and the product pictures' folder
// of the working copy (or of ADMIN_PROJECT, for the tests), and the guard lets
// it write nowhere else. The editor is built apart from the site, whatever
// the content holds, and the guard tells it what the content check says of
// the files after each save (decision 040). Nothing is committed: the
// organiser runs `npm run build` to see the change, then commits.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { createApp } from "../server/app.js";
import { serverFile } from "../server/headers.js";
import { editorAddress, editorFile } from "../server/page-files.js";
import { createGuard, decapServer, editorPlaces } from "./admin-guard.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const project = path.resolve(process.env.ADMIN_PROJECT ?? root);
// The content check reads the content the editor saves: the project's content/.
process.env.CONTENT_DIR = path.join(project, "content");
const port = Number(process.env.ADMIN_PORT ?? 4180);
const host = "127.0.0.1";

// TypeScript, loaded by Vite's module runner: each time afresh, with the files as they are now.
const load = async (file, from = root) =>
  (await runnerImport(path.join(from, file), { configFile: false, logLevel: "warn" })).module;
// Where the editor saves, from its own configuration.
const config = (await load("src/admin/config.ts")).editorConfig({
  name: "git-gateway",
  branch: "main",
});
const places = editorPlaces(config);

// decap-server in this process, on no port: only the guard can reach it (decision 058).
const decap = await decapServer(project, process.env.LOG_LEVEL ?? "warn");

/**
 * What the build's content check says of the project's content now, as the
 * build would print it ("content/site.json: emails.info must be…"): read
 * afresh on each call, so it follows every save.
 */
async function contentCheck() {
  // A file that is not JSON stops the whole check: each such file is named instead, with its screen.
  const unread = places.files
    .map((file) => {
      const at = path.join(project, file);
      return unreadable(file, existsSync(at) ? readFileSync(at, "utf8") : undefined);
    })
    .filter(Boolean);
  if (unread.length > 0) return unread;
  try {
    const { contentErrors } = await load("src/content/validate.ts");
    return contentErrors(undefined, undefined, path.join(project, "photos"));
  } catch (error) {
    return [`The content could not be read: ${error?.message ?? String(error)}`];
  }
}

const { contentCheckPath, unreadable } = await load("src/admin/content-check.ts");
const guard = createGuard({
  port: port + 1,
  editorPort: port,
  decap,
  project,
  places,
  contentCheck: { path: contentCheckPath, messages: contentCheck },
});
await new Promise((resolve) => guard.listen(port + 1, host, resolve));

// The editor, built apart from the site (the first time, and when its code changed).
const { builtEditor, editorPolicyFor, localEditorPolicy, withMetaPolicy } =
  await load("scripts/admin-build.ts");
const built = editorPolicyFor();
console.log("Getting the editor ready…");
const editorDir = await builtEditor(built);
// The deployed editor may talk to no server on this computer (decision 038): this one's page
// and policy name the guard's address, for this editor only.
const policy = localEditorPolicy(
  built,
  ["127.0.0.1", "localhost"].map((name) => `http://${name}:${port + 1}`),
);
const editorPage = withMetaPolicy(readFileSync(path.join(editorDir, editorFile), "utf8"), policy);

// "content/", "photos/", "public/images/products/", as the organiser finds them from here.
const savedIn = [
  ...new Set([...places.files.map((file) => file.split("/")[0]), ...places.folders]),
].map((folder) => `${path.relative(process.cwd(), path.join(project, folder)) || folder}/`);
// Served as a build serves its editor (server/app.js), from a copy laid out as a build with this
// page and its policy: the built editor, which the site's build copies, stays as it was.
const served = mkdtempSync(path.join(tmpdir(), "picnicky-admin-"));
cpSync(path.join(editorDir, "admin"), path.join(served, "admin"), { recursive: true });
writeFileSync(path.join(served, editorFile), editorPage);
writeFileSync(path.join(served, serverFile), JSON.stringify({ editor: policy }));
const editorApp = createApp(served);
// The files the site's pages show, which the editor's preview draws (decision 045): the art,
// the icons and the product pictures, from the project's public/ (an upload is there at once).
const publicDir = path.join(project, "public");
const publicApp = createApp(publicDir);
/** Whether `url` names a file of public/ (never above it: the path is resolved first). */
const inPublic = (url = "") => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return false;
  }
  const file = path.join(publicDir, path.normalize(pathname));
  return file.startsWith(`${publicDir}${path.sep}`) && existsSync(file) && statSync(file).isFile();
};
const server = http.createServer({ requireHostHeader: false }, (req, res) =>
  (inPublic(req.url) ? publicApp : editorApp).emit("request", req, res),
);
server.listen(port, host, () => {
  console.log(
    [
      "",
      `Open http://${host}:${port}${editorAddress} to edit the site, and press "Login".`,
      `Saves go into ${savedIn.join(", ")} at once, and nowhere else.`,
      "The editor says there if the build would refuse anything in them.",
      "Then run `npm run build` and `npm start` to see the site, and commit the changes with git.",
      "Stop with Ctrl+C.",
      "",
    ].join("\n"),
  );
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    guard.close();
    server.close();
    rmSync(served, { recursive: true, force: true });
    process.exit(0);
  });
