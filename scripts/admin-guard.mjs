// The guard in front of decap-server for `npm run admin` (decision 038).
// decap-server writes any path inside the project it is given (package.json,
// .git/config), answers any Host (so a site that rebinds its name to
// 127.0.0.1 reaches it) and any http://localhost:<port> origin; it has no
// option for any of that (only ORIGIN, which sets its CORS answer). This
// server is what the editor talks to: it answers only its own Host and the
// editor's own Origin, lets through only the actions the editor uses, on the
// paths the editor's configuration names (app/admin/config.ts), and hands
// the rest to decap-server on a private port.
import { createServer, request } from "node:http";
import path from "node:path";

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
 * whether it reads, writes or lists there. Null for an action the editor
 * does not use (the editorial workflow's, a deploy preview).
 * @param {{ action?: unknown; params?: any }} body
 * @returns {{ path: unknown; use: "read" | "write" | "delete" | "list" }[] | null}
 */
function touched({ action, params = {} }) {
  const each = (items, use, key = "path") =>
    (Array.isArray(items) ? items : [items]).map((item) => ({ path: item?.[key], use }));
  switch (action) {
    case "info":
      return [];
    case "entriesByFiles":
      return each(params.files, "read");
    case "entriesByFolder":
      return [{ path: params.folder, use: "list" }];
    case "getEntry":
    case "getMediaFile":
      return [{ path: params.path, use: "read" }];
    case "getMedia":
      return [{ path: params.mediaFolder, use: "list" }];
    case "persistEntry": {
      const entries = [...(params.entry ? [params.entry] : []), ...(params.dataFiles ?? [])];
      return [
        ...each(entries, "write"),
        ...entries
          .filter((entry) => entry?.newPath !== undefined)
          .map((entry) => ({
            path: entry.newPath,
            use: "write",
          })),
        ...each(params.assets ?? [], "write"),
      ];
    }
    case "persistMedia":
      return [{ path: params.asset?.path, use: "write" }];
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

/**
 * Why the editor may not make this request, in words for the organiser (the
 * editor shows them), or null when it may.
 * @param {{ action?: unknown; params?: any }} body
 * @param {{ files: string[]; folders: string[] }} places
 * @returns {string | null}
 */
export function refusal(body, places) {
  const uses = touched(body ?? {});
  if (uses === null) {
    return `The editor's local server does not do "${String(body?.action)}".`;
  }
  const list = (folders) => {
    const named = [...new Set(folders)].map((folder) => `${folder}/`);
    return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
  };
  const where = `the editor's own files in ${list(places.files.map((file) => path.posix.dirname(file)))}, and files in ${list(places.folders)}`;
  for (const { path: asked, use } of uses) {
    if (!plainPath(asked)) {
      return `The editor's local server refuses the path ${JSON.stringify(asked)}: it may only use ${where}.`;
    }
    const name = String(asked);
    const inFolder = places.folders.includes(path.posix.dirname(name));
    const allowed =
      use === "list"
        ? places.folders.includes(name)
        : use === "delete"
          ? inFolder
          : places.files.includes(name) || inFolder;
    if (!allowed) {
      return `The editor's local server refuses to ${use} ${name}: it may only use ${where}.`;
    }
  }
  return null;
}

/**
 * The guard: listens where the editor looks for decap-server, and passes on
 * to `upstream` (decap-server's private port on 127.0.0.1) only requests
 * with its own Host and the editor's Origin, for the editor's places. At
 * `contentCheck.path` it answers itself, with the content check's messages
 * (`contentCheck.messages()`, decision 040).
 * @param {{ port: number; editorPort: number; upstream: number; places: { files: string[]; folders: string[] }; contentCheck?: { path: string; messages: () => Promise<string[]> }}} options
 */
export function createGuard({ port, editorPort, upstream, places, contentCheck }) {
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
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      if (req.method === "POST") {
        let body;
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          return refuse(res, 400, "The editor's local server takes JSON only.", origin);
        }
        const why = refusal(body, places);
        if (why) return refuse(res, 422, why, origin);
      }
      const forward = request(
        {
          host: "127.0.0.1",
          port: upstream,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `127.0.0.1:${upstream}`, "content-length": raw.length },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => refuse(res, 502, "decap-server did not answer.", origin));
      forward.end(raw);
    });
  });
}
