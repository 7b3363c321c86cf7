// The production server: the pre-rendered site as a static host would serve
// it. `send` (the Express project's) does the HTTP of a file: conditional
// requests, HEAD. `negotiator` picks the pre-compressed copy.
// This module decides which file a URL gets, with which headers, and makes
// sure no request can take the process down or see what failed inside.
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import { createServer, STATUS_CODES } from "node:http";
import path from "node:path";
import mime from "mime-types";
import Negotiator from "negotiator";
import send from "send";
import {
  cacheControl,
  editorOwnHeaders,
  fileOwnHeaders,
  lockedDownHeaders as lockedDown,
  noStore as NO_STORE,
  pagePolicy,
  redirectCacheControl,
  serverFile,
} from "./headers.js";
import { classify, parseTarget, safeSearch, writtenOtherwise } from "./routing.js";
import { editorAddress, editorFile, pageAddress, pageFile } from "./page-files.js";

/** Encodings written beside text files by the build, best first, then the file itself. */
const ENCODINGS = ["br", "gzip", "identity"];
const SUFFIXES = { br: ".br", gzip: ".gz", identity: "" };

/** What a look-up can fail with when the file simply is not there. */
const MISSING = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG"]);

/**
 * @param {string} clientDir the build's client folder
 * @param {{ logError?: (error: unknown) => void }} [options]
 */
export function createApp(clientDir, { logError = (error) => console.error(error) } = {}) {
  const root = path.resolve(clientDir);
  // Written by the build inside the folder it serves (decision 059): the content
  // editor's own Content-Security-Policy and the addresses with a Refresh (`npm run
  // admin` writes its editor's). A folder that is not a build (public/) has none;
  // `npm start` refuses a build without it.
  const policiesFile = path.join(root, serverFile);
  const policies = existsSync(policiesFile) ? JSON.parse(readFileSync(policiesFile, "utf8")) : {};
  const refreshes = new Map(Object.entries(policies.refresh ?? {}));

  // Each page carries its own policy, with its inline code's hashes, in a <meta>.
  const pageHeaders = { ...lockedDown, "Content-Security-Policy": pagePolicy };

  const isFile = async (file) => {
    try {
      return (await fs.stat(path.join(root, file))).isFile();
    } catch (error) {
      // Not there is an answer; anything else (a disk error) is a failure of this request.
      if (MISSING.has(error?.code)) return false;
      throw error;
    }
  };

  /** The copy of `file` to send (itself or a pre-compressed one) and the headers that say so. */
  const representation = async (req, file) => {
    const present = await Promise.all(ENCODINGS.map((name) => isFile(file + SUFFIXES[name])));
    const available = ENCODINGS.filter((_, index) => present[index]);
    if (available.length === 1) return { file, headers: {} };
    const [chosen = "identity"] = new Negotiator(req).encodings(available, {
      preferred: ENCODINGS,
    });
    const encoding = chosen === "identity" ? {} : { "Content-Encoding": chosen };
    return { file: file + SUFFIXES[chosen], headers: { Vary: "Accept-Encoding", ...encoding } };
  };

  const respond = (req, res, status, headers, body) => {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(status, { ...headers, "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const plain = (req, res, status, extraHeaders = {}) =>
    respond(req, res, status, { ...plainHeaders(status), ...extraHeaders }, plainBody(status));

  /** The site's not-found page (under /shop/, the product route's), compressed like any page. */
  const notFound = async (req, res, pathname) => {
    const page = pathname.startsWith("/shop/") ? "shop/404.html" : "404.html";
    if (!(await isFile(page))) return plain(req, res, 404);
    const chosen = await representation(req, page);
    const body = await fs.readFile(path.join(root, chosen.file));
    const headers = { ...pageHeaders, ...chosen.headers, "Cache-Control": NO_STORE };
    respond(req, res, 404, { ...headers, "Content-Type": "text/html; charset=utf-8" }, body);
  };

  const fail = (req, res, error) => {
    logError(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      plain(req, res, 500);
    } catch {
      res.destroy();
    }
  };

  /**
   * Streams `file` with `send`, which answers conditional requests and HEAD. A
   * Range is ignored: the whole file, 200, as nginx.conf's `max_ranges 0`
   * (decision 059).
   */
  const serveFile = async (req, res, pathname, file, headers) => {
    const chosen = await representation(req, file);
    const type = mime.contentType(path.extname(file)) || "application/octet-stream";
    res.setHeaders(
      new Map(Object.entries({ ...headers, ...chosen.headers, "Content-Type": type })),
    );
    const missing = () => notFound(req, res, pathname).catch((cause) => fail(req, res, cause));
    const encoded = chosen.file.split("/").map(encodeURIComponent).join("/");
    send(req, encoded, { root, index: false, cacheControl: false, acceptRanges: false })
      .on("error", (error) => {
        if (res.headersSent) return res.destroy();
        const status = Number(error?.status);
        // Gone between the look-up and the read (a deploy in progress).
        if (status === 404) return missing();
        if (status === 412) return plain(req, res, status, error.headers ?? {});
        return fail(req, res, error);
      })
      .on("directory", missing)
      .pipe(res);
  };

  const handle = async (req, res) => {
    const target = parseTarget(req.url ?? "");
    if (!target || !hostAsRequired(req)) return plain(req, res, 400);
    // A transfer coding Node's parser lets through is one it does not know ("xchunked"): it
    // would read the connection to its end as the body. Answered as nginx does (RFC 9112 §6.1).
    const coding = req.headers["transfer-encoding"];
    if (coding !== undefined && !/(?:^|,)[ \t]*chunked[ \t]*$/i.test(coding)) {
      return plain(req, res, 501, { Connection: "close" });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return plain(req, res, 405);
    }
    const pathname = `/${target.segments.join("/")}`;
    const route = classify(target.segments);
    if (route.kind === "missing") return notFound(req, res, pathname);
    // "/%65vent" is "/event" written another way (writtenOtherwise): a page so
    // written is sent to its own address, and any other file is not found.
    const otherwise = writtenOtherwise.test(target.path);
    // Every Location is a page's address from the page list (page-files.js),
    // never the request's path: a decoded CR, LF or "\" can never reach it.
    const redirect = (location) => {
      const headers = { ...lockedDown, "Cache-Control": redirectCacheControl };
      respond(req, res, 301, { ...headers, Location: location + safeSearch(target.search) }, "");
    };
    if (route.kind === "editor") {
      // Built with its policy, or not at all (test-content builds).
      if (!policies.editor || !(await isFile(editorFile))) return notFound(req, res, pathname);
      if (otherwise) return redirect(editorAddress);
      const headers = { ...lockedDown, ...editorOwnHeaders(policies.editor) };
      return serveFile(req, res, pathname, editorFile, headers);
    }

    if (route.kind === "redirect") {
      if (!(await isFile(route.page))) return notFound(req, res, pathname);
      return redirect(route.address);
    }

    const file = route.path;
    if (file && (await isFile(file))) {
      if (otherwise) return notFound(req, res, pathname);
      return serveFile(req, res, pathname, file, { ...lockedDown, ...fileOwnHeaders(pathname) });
    }
    const page = pageFile(`/${file}`);
    if (await isFile(page)) {
      // A lookup is a page with an address (classify): "/%65vent" goes to "/event".
      if (otherwise) return redirect(pageAddress(page));
      // The shop's category with no fragment: the browser adds it (categoryRefreshes,
      // src/lib/shop.ts). Only the exact addresses the build listed, with its value.
      return serveFile(req, res, pathname, page, {
        ...pageHeaders,
        ...(refreshes.has(req.url) && { Refresh: refreshes.get(req.url) }),
        "Cache-Control": cacheControl(pathname),
      });
    }
    return notFound(req, res, pathname);
  };

  const server = createServer({ requireHostHeader: false }, (req, res) => {
    handle(req, res).catch((error) => fail(req, res, error));
  });
  // A client may half-close its side once its request is sent (some proxies
  // and load balancers do). Node's HTTP server then ends the connection at
  // once, before an answer that waits on the disk can be written, so it got
  // none; with this, Node answers the request in flight, then closes. Node has
  // no documented option for it (lib/_http_server.js); server/app.test.js
  // fails if this ever stops working.
  server.httpAllowHalfOpen = true;

  // What Node answers on its own (a request it cannot parse, headers too large,
  // CONNECT, an Expect it does not know) gets the same headers as the rest.
  server.on("clientError", (error, socket) => {
    // Garbage after a good request on the same connection: that request still
    // gets its answer, then the connection closes (Node would answer 400 first).
    const pending = socket._httpMessage;
    if (pending) {
      pending.shouldKeepAlive = false;
      pending.once("finish", () => socket.destroySoon());
      return;
    }
    const statuses = {
      HPE_HEADER_OVERFLOW: 431,
      HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
      ERR_HTTP_REQUEST_TIMEOUT: 408,
    };
    rawReply(socket, statuses[error.code] ?? (unknownMethod(error) ? 405 : 400));
  });
  // CONNECT asks a proxy for a tunnel to its target ("host:443"), which is no
  // path of this site: a request line nginx cannot read (400). To a path, 405.
  server.on("connect", (req, socket) => rawReply(socket, req.url?.startsWith("/") ? 405 : 400));
  server.on("checkExpectation", (req, res) => plain(req, res, 417));
  return server;
}

/**
 * Whether a request's Host is as HTTP requires (RFC 9112 §3.2): one Host, or
 * none in HTTP/1.0, holding a host and an optional port; anything else gets a
 * 400. Checked here rather than by Node (which keeps the first of two Hosts),
 * so the answer carries the site's headers.
 * @param {import("node:http").IncomingMessage} req
 */
function hostAsRequired(req) {
  const hosts = req.headersDistinct.host ?? [];
  if (hosts.length > 1 || (hosts.length === 0 && req.httpVersion !== "1.0")) return false;
  // uri-host (an IP literal, or a name of unreserved, %-encoded and sub-delims characters) [":" port].
  return hosts.every((host) => /^(?:\[[\w.:%-]+\]|[\w.~%!$&'()*+,;=-]*)(?::\d*)?$/.test(host));
}

/**
 * Whether Node refused a request only for a method it does not know ("BREW /
 * HTTP/1.1"): a site of files allows GET and HEAD, so 405, as nginx answers a
 * method token (capitals, "_", "-") of a well-formed request line. Anything else
 * Node cannot read ("GARBAGE", "get / HTTP/1.1") is a bad request.
 * @param {Error & { code?: string; rawPacket?: Buffer }} error
 */
function unknownMethod(error) {
  if (error.code !== "HPE_INVALID_METHOD") return false;
  const line = error.rawPacket?.toString("latin1").split("\r\n", 1)[0] ?? "";
  return /^[A-Z_-]+ \S+ HTTP\/1\.[01]$/.test(line);
}

/** The headers of an answer in plain words: an error, or a method that is not allowed. */
function plainHeaders(status) {
  return {
    ...lockedDown,
    "Cache-Control": NO_STORE,
    "Content-Type": "text/plain; charset=utf-8",
    ...(status === 405 ? { Allow: "GET, HEAD" } : {}),
  };
}

const plainBody = (status) => Buffer.from(`${status} ${STATUS_CODES[status]}\n`);

/** A whole response written straight to a socket that has no response object. */
function rawReply(socket, status) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = plainBody(status);
  const headers = Object.entries({
    ...plainHeaders(status),
    "Content-Length": String(body.length),
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join("")}\r\n${body}`);
}
