// The production server: the pre-rendered site as a static host would serve
// it (real 404s, security headers, caching, pre-compressed files).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { cacheControl, documentHeaders, securityHeaders } from "./headers.js";

/** Build artefacts that are not pages of their own. */
const HIDDEN = new Set([
  "/404",
  "/404.html",
  "/shop/404",
  "/shop/404.html",
  "/__spa-fallback",
  "/__spa-fallback.html",
]);

export function createApp(clientDir) {
  // Written by the build: each page's Content-Security-Policy (its inline code's hashes).
  const policiesFile = path.join(clientDir, "..", "headers.json");
  const policies = existsSync(policiesFile)
    ? JSON.parse(readFileSync(policiesFile, "utf8"))
    : { union: undefined, pages: {} };

  /** The HTML file a page path is served from, as the build names it. */
  const pageFile = (pathname) => {
    if (pathname.endsWith(".html")) return pathname.slice(1);
    const trimmed = pathname.replace(/^\/+|\/+$/g, "");
    return trimmed ? `${trimmed}/index.html` : "index.html";
  };

  const setCommonHeaders = (res, pathname, documentFile) => {
    const policy = documentFile && (policies.pages[documentFile] ?? policies.union);
    const headers = documentFile
      ? {
          ...securityHeaders,
          ...documentHeaders,
          ...(policy ? { "Content-Security-Policy": policy } : {}),
        }
      : securityHeaders;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl(pathname));
  };

  const serve = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    // Pages are served from extension-less paths ("/event") or as .html.
    setHeaders: (res, pathname) =>
      setCommonHeaders(
        res,
        pathname,
        !path.extname(pathname) || pathname.endsWith(".html") ? pageFile(pathname) : undefined,
      ),
  });

  const notFoundPages = {
    shop: readFileSync(path.join(clientDir, "shop", "404.html")),
    site: readFileSync(path.join(clientDir, "404.html")),
  };

  const notFound = (req, res, pathname) => {
    // Under /shop/ the product route answers, with its own "Product not found" screen.
    const underShop = pathname.startsWith("/shop/");
    const body = underShop ? notFoundPages.shop : notFoundPages.site;
    setCommonHeaders(res, pathname, underShop ? "shop/404.html" : "404.html");
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  return createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad request");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method not allowed");
      return;
    }
    if (HIDDEN.has(pathname)) return notFound(req, res, pathname);
    serve(req, res, () => notFound(req, res, pathname));
  });
}
