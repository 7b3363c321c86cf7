// The guard in front of decap-server for `npm run admin` (decision 038).
// decap-server writes any path inside the project it is given (package.json,
// .git/config), follows links out of it, answers any Host (so a site that
// rebinds its name to 127.0.0.1 reaches it) and any http://localhost:<port>
// origin; it has no option for any of that (only ORIGIN, which sets its CORS
// answer). This server is what the editor talks to: it answers only its own
// Host and the editor's own Origin, lets through only the actions the editor
// uses, on the paths the editor's configuration names (app/admin/config.ts)
// and only where, once every link is followed, they still are, and hands the
// rest to decap-server, which runs in this process and listens on no port
// (decision 058): nothing but the guard can reach it.
import { createServer, request } from "node:http";
import { lstat, readdir, realpath } from "node:fs/promises";
import path from "node:path";
import { duplexPair } from "node:stream";
import decapMiddlewares from "decap-server/dist/middlewares.js";
import express from "express";
import { photosFitted } from "./photo-privacy.mjs";

/** decap-server's own limit on a request (express.json), for a photo of a phone's size. */
const BODY_LIMIT = 50 * 1024 * 1024;

/**
 * Where the editor may read and write, read from its configuration: each
 * file of a collection (`files[].file`), and the files directly in each media
 * folder (the configuration's `media_folder` and any field's, such as the
 * product pictures') or collection folder. Folders are written without a
 * leading or trailing "/" ("public/images/products").
 * @param {unknown} config the editor's configuration (editorConfig)
 * @returns {{ files: string[]; folders: string[] }}
 */
export function editorPlaces(config) {
  const files = new Set();
  const folders = new Set();
  const folder = (value) => String(value).replace(/^\/+|\/+$/g, "");
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "media_folder" || (key === "folder" && typeof value === "string")) {
        folders.add(folder(value));
      } else if (key === "file" && typeof value === "string") {
        files.add(value);
      } else walk(value);
    }
  };
  walk(config);
  return { files: [...files].sort(), folders: [...folders].sort() };
}

/**
 * A path as the editor writes it ("content/event.json", "photos/lawn.jpg")
 * and nothing else: relative, "/" between names, no "." or ".." names, no
 * empty ones, no "\", no control characters, no name starting with ".".
 * @param {unknown} value
 */
function plainPath(value) {
  if (typeof value !== "string" || value === "" || value.length > 1024) return false;
  if (/[\\\p{Cc}:]/u.test(value)) return false;
  return value.split("/").every((name) => name !== "" && !name.startsWith("."));
}

/**
 * What a request to decap-server's API would touch: each path it names, and
 * whether it reads, writes, deletes, lists or moves there. Null for an action
 * the editor does not use (the editorial workflow's, a deploy preview), or a
 * body not shaped as the editor sends it (decap-server would throw on it).
 * @param {unknown} body
 * @returns {{ path: unknown; use: Use }[] | null}
 */
function touched(body) {
  if (!isRecord(body)) return null;
  const { action, params = {} } = body;
  if (action === "info") return [];
  if (!isRecord(params)) return null;
  // One item or a list of them, as decap-server reads each; anything else names no path.
  const items = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
  const each = (value, use, key = "path") =>
    (Array.isArray(value) ? value : [value]).map((item) => ({
      path: isRecord(item) ? item[key] : undefined,
      use,
    }));
  switch (action) {
    case "entriesByFiles":
      return each(params.files, "read");
    case "entriesByFolder":
      // The folder's own files, as the media library lists them: never its sub-folders.
      return [{ path: params.folder, use: params.depth === 1 ? "list" : "list below" }];
    case "getEntry":
    case "getMediaFile":
      return [{ path: params.path, use: "read" }];
    case "getMedia":
      return [{ path: params.mediaFolder, use: "list" }];
    case "persistEntry": {
      const entries = [...items(params.entry), ...items(params.dataFiles)];
      return [
        ...each(entries, "write"),
        // decap-server moves a renamed entry's whole folder, and its sub-folders, to the new
        // one, in a step it never waits for: the editor's files are saved where they are.
        ...entries
          .filter((entry) => isRecord(entry) && entry.newPath !== undefined)
          .map((entry) => ({ path: entry.newPath, use: "move" })),
        ...each(params.assets ?? [], "write"),
      ];
    }
    case "persistMedia":
      return each(params.asset, "write");
    case "deleteFile":
      return [{ path: params.path, use: "delete" }];
    case "deleteFiles":
      return (Array.isArray(params.paths) ? params.paths : [params.paths]).map((item) => ({
        path: item,
        use: "delete",
      }));
    default:
      return null;
  }
}

/** @typedef {"read" | "write" | "delete" | "list" | "list below" | "move"} Use */

/**
 * A JSON object (not null, not a list).
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Where the editor may read and write, in words for the organiser: "the editor's own files in
 * content/, and files in photos/ and public/images/products/".
 * @param {{ files: string[]; folders: string[] }} places
 */
function where(places) {
  const list = (folders) => {
    const named = [...new Set(folders)].map((folder) => `${folder}/`);
    return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
  };
  return `the editor's own files in ${list(places.files.map((file) => path.posix.dirname(file)))}, and files in ${list(places.folders)}`;
}

/**
 * Why the editor may not make this request, in words for the organiser (the
 * editor shows them), or null when it may.
 * @param {{ action?: unknown; params?: any }} body
 * @param {{ files: string[]; folders: string[] }} places
 * @returns {string | null}
 */
export function refusal(body, places) {
  const uses = touched(body);
  if (uses === null) {
    const action = isRecord(body) && typeof body.action === "string" ? body.action : undefined;
    return `The editor's local server does not do "${String(action)}"${action && !isRecord(body?.params) ? " without its params" : ""}.`;
  }
  for (const { path: asked, use } of uses) {
    if (!plainPath(asked)) {
      return `The editor's local server refuses the path ${JSON.stringify(asked)}: it may only use ${where(places)}.`;
    }
    const name = String(asked);
    if (!mayUse(name, use, places)) {
      return `The editor's local server refuses to ${use} ${name}: it may only use ${where(places)}.`;
    }
  }
  return null;
}

/**
 * Whether the editor may `use` the path `name` ("photos/lawn.jpg"): list one of its folders,
 * delete a file directly in one, read or write one of its files or a file directly in a folder.
 * @param {string} name
 * @param {Use} use
 * @param {{ files: string[]; folders: string[] }} places
 */
function mayUse(name, use, places) {
  const inFolder = places.folders.includes(path.posix.dirname(name));
  if (use === "move" || use === "list below") return false;
  if (use === "list") return places.folders.includes(name);
  if (use === "delete") return inFolder;
  return places.files.includes(name) || inFolder;
}

/**
 * Where `file` really is, every link followed; for a file not there yet, where its nearest
 * existing folder really is, and its name there. Null for a link that leads nowhere (a write
 * would follow it and make the file it names).
 * @param {string} file
 * @returns {Promise<string | null>}
 */
async function realLocation(file) {
  try {
    return await realpath(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
    const parent = path.dirname(file);
    const exists = await lstat(file).then(
      () => true,
      () => false,
    );
    if (exists || parent === file) return null;
    const folder = await realLocation(parent);
    return folder && path.join(folder, path.basename(file));
  }
}

/**
 * Why the editor may not make this request, as `refusal` says, once each path it names is
 * followed to where it really is in `project`: a photo that is a link to package.json, a media
 * folder that is a link to scripts/, are refused for reading, writing, deleting and listing.
 * @param {{ action?: unknown; params?: any }} body a request `refusal` lets through
 * @param {{ files: string[]; folders: string[] }} places
 * @param {string} project the folder decap-server writes in
 * @returns {Promise<string | null>}
 */
export async function realRefusal(body, places, project) {
  const root = await realpath(project);
  /** Where `name` really is, "/"-separated from the project's root, or false when outside it. */
  const inProject = async (name) => {
    const real = await realLocation(path.join(root, name)).catch(() => null);
    const relative = real === null ? ".." : path.relative(root, real);
    return (
      relative !== "" &&
      relative !== ".." &&
      !relative.startsWith(`..${path.sep}`) &&
      !path.isAbsolute(relative) &&
      relative.split(path.sep).join("/")
    );
  };
  const refused = (use, name, inside) =>
    `The editor's local server refuses to ${use} ${name}: it leads ${inside ? `to ${inside}` : "out of the project"}; it may only use ${where(places)}.`;
  for (const { path: asked, use } of touched(body) ?? []) {
    const name = String(asked);
    const inside = await inProject(name);
    if (!inside || !mayUse(inside, use, places)) return refused(use, name, inside);
    if (use !== "list") continue;
    // decap-server reads every file it lists, following links: each must lead to a place too.
    for (const entry of await readdir(path.join(root, inside), { withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const file = `${name}/${entry.name}`;
      const leads = await inProject(file);
      if (!leads || !mayUse(leads, "read", places)) return refused("list", file, leads);
    }
  }
  return null;
}

/**
 * decap-server's own handler (its `registerLocalFs`, as `npm run admin` runs it), saving in
 * `project`, on a server that listens nowhere: the guard alone hands it connections.
 * @param {string} project
 * @param {string} [logLevel] decap-server's LOG_LEVEL
 * @returns {Promise<import("node:http").Server>}
 */
export async function decapServer(project, logLevel = "warn") {
  const app = express();
  // decap-server takes its folder from GIT_REPO_DIRECTORY, read as its handler is registered.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = project;
  try {
    await decapMiddlewares.registerLocalFs(app, { logLevel });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  return createServer(app);
}

/**
 * The guard: listens where the editor looks for decap-server, and passes on to `decap`
 * (decapServer's, in this process) only requests with its own Host and the editor's Origin,
 * for the editor's places in `project`, links followed. At `contentCheck.path` it answers
 * itself, with the content check's messages (`contentCheck.messages()`, decision 040).
 * @param {{ port: number; editorPort: number; decap: import("node:http").Server; project: string; places: { files: string[]; folders: string[] }; contentCheck?: { path: string; messages: () => Promise<string[]> }}} options
 */
export function createGuard({ port, editorPort, decap, project, places, contentCheck }) {
  const hosts = ["127.0.0.1", "localhost"].map((name) => `${name}:${port}`);
  const origins = ["127.0.0.1", "localhost"].map((name) => `http://${name}:${editorPort}`);
  // To the editor, in words it can read (its origin is allowed to); to anyone else, nothing more.
  const answer = (res, status, body, origin) => {
    res.writeHead(status, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      Vary: "Origin",
      ...(origin ? { "Access-Control-Allow-Origin": origin } : {}),
    });
    res.end(JSON.stringify(body));
  };
  const refuse = (res, status, error, origin) => answer(res, status, { error }, origin);

  return createServer((req, res) => {
    const [host, ...more] = req.headersDistinct.host ?? [];
    const [origin, ...others] = req.headersDistinct.origin ?? [];
    if (!host || more.length > 0 || !hosts.includes(host)) {
      return refuse(res, 421, `This is the content editor's local server, at ${hosts[0]} only.`);
    }
    if (!origin || others.length > 0 || !origins.includes(origin)) {
      return refuse(
        res,
        403,
        `The content editor's local server answers only the editor at ${origins[0]}/admin/.`,
      );
    }
    if (contentCheck && req.url === contentCheck.path && req.method === "GET") {
      return contentCheck.messages().then(
        (errors) => answer(res, 200, { errors }, origin),
        () => refuse(res, 500, "The content check did not run.", origin),
      );
    }
    if (req.url !== "/api/v1" || !["POST", "OPTIONS"].includes(req.method ?? "")) {
      return refuse(res, 404, "The content editor's local server has only /api/v1.", origin);
    }

    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        refuse(res, 413, "That file is too large for the editor (50 MB at most).", origin);
        req.destroy();
      } else chunks.push(chunk);
    });
    const pass = async (/** @type {Buffer} */ received) => {
      let raw = received;
      if (req.method === "POST") {
        let body;
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          return refuse(res, 400, "The editor's local server takes JSON only.", origin);
        }
        const why =
          refusal(body, places) ??
          (await realRefusal(body, places, project).catch(
            () => "The editor's local server could not find where the files it names are.",
          ));
        if (why) return refuse(res, 422, why, origin);
        // A camera's full-size photo is saved no larger than the site shows it (decision 063).
        const fitted = await photosFitted(body);
        try {
          // decap-server is handed the body written again: JSON too deep to write is no editor's.
          raw = Buffer.from(JSON.stringify(fitted));
        } catch {
          return refuse(res, 400, "The editor's local server takes JSON only.", origin);
        }
      }
      const forward = request(
        {
          method: req.method,
          path: req.url,
          // The body goes whole, with its length: the client's framing headers stay behind.
          headers: {
            ...Object.fromEntries(
              Object.entries(req.headers).filter(([name]) => !hopByHop.includes(name)),
            ),
            host: "decap-server",
            "content-length": raw.length,
          },
          // A connection within this process, handed to decap-server's server: it has no port.
          createConnection: () => {
            const [guardSide, decapSide] = duplexPair();
            decap.emit("connection", decapSide);
            return guardSide;
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => refuse(res, 502, "decap-server did not answer.", origin));
      forward.end(raw);
    };
    // Whatever a request holds, the guard answers it: an error thrown here would stop `npm run admin`.
    req.on("end", () =>
      pass(Buffer.concat(chunks)).catch(() =>
        res.headersSent
          ? res.destroy()
          : refuse(res, 500, "The editor's local server could not do that.", origin),
      ),
    );
  });
}

/** Headers about one connection's framing (RFC 9110 §7.6.1), never passed on. */
const hopByHop = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "expect",
  "proxy-connection",
  "content-length",
];
