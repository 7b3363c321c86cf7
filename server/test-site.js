// A small built site in a temporary folder, laid out as `npm run build` lays
// out build/, for the server's tests (which run before the real build).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createApp } from "./app.js";

const page = (title) =>
  `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1>${"<p>Filler.</p>".repeat(60)}</html>`;

/** 36 bytes, so ranges are easy to check by eye. */
export const LETTERS = "0123456789abcdefghijklmnopqrstuvwxyz";
/** Kept beside the client folder: no request may ever read it. */
export const SECRET = "TOP-SECRET-MARKER";

const files = {
  "index.html": page("Home"),
  "about.html": page("About"),
  "shop.html": page("Shop"),
  "shop/hoodie.html": page("Hoodie"),
  "404.html": page("Oops! Page not found"),
  "shop/404.html": page("Product not found"),
  "_astro/app-abc123.js": `console.log(${JSON.stringify("x".repeat(600))});`,
  "letters.txt": LETTERS,
  "sw.js": `self.addEventListener("install", () => {});${" ".repeat(600)}`,
  _headers: "/*\n  X-Content-Type-Options: nosniff\n",
  "nginx.conf": "gzip_static on;\n",
  ".env": SECRET,
};

/** The content editor's policy, as the build writes it inside the site's folder. */
const policies = { editor: "default-src 'none'; script-src 'self' 'unsafe-eval'" };

/**
 * Writes the site, with .br and .gz copies of the pages and scripts as the
 * build makes them, and serves it on a free port.
 */
export async function serveTestSite({ logError } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), "site-server-"));
  const client = path.join(dir, "client");
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(client, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    if (/\.(html|js)$/.test(name)) {
      await writeFile(`${file}.br`, brotliCompressSync(body));
      await writeFile(`${file}.gz`, gzipSync(body));
    }
  }
  await writeFile(path.join(client, "icon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  await writeFile(path.join(client, "headers.json"), JSON.stringify(policies));
  await writeFile(path.join(dir, "secret.txt"), SECRET);

  const server = createApp(client, { logError });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    client,
    port,
    files,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One request, with the path sent as written.
 * @returns {Promise<{ status: number; headers: import("node:http").IncomingHttpHeaders; body: Buffer }>}
 */
export function get(port, target, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
