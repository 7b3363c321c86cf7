import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { documentHeaders, securityHeaders } from "../../server/headers.js";
import { nginxConf } from "./nginx-conf";

/**
 * The same headers `npm start` sends, for static hosts: `_headers` (Netlify,
 * Cloudflare Pages), `_redirects` (Netlify's 404 for unknown products;
 * Cloudflare serves the nearest 404.html by itself) and `nginx.conf` (every
 * rule `npm start` follows, for nginx). `headers.json`, beside
 * the client folder, gives `npm start` each page's own policy (shorter than
 * the union, which keeps every page within the first round trip).
 */
export async function writeHostFiles(
  clientDir: string,
  csp: string,
  pagePolicies: Record<string, string>,
): Promise<void> {
  const all: Record<string, string> = {
    "Content-Security-Policy": csp,
    ...securityHeaders,
    ...documentHeaders,
  };
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

  await writeFile(
    path.join(clientDir, "_headers"),
    [
      "/*",
      ...lines(all),
      "/assets/*",
      ...lines({ "Cache-Control": "public, max-age=31536000, immutable" }),
      "",
    ].join("\n"),
  );
  await writeFile(
    path.join(clientDir, "_redirects"),
    // Forced (!): Netlify would serve the file itself; Cloudflare ignores 404 rules.
    ["/shop/*  /shop/404.html  404", "/nginx.conf  /404.html  404!", ""].join("\n"),
  );
  const extensions = (await readdir(clientDir, { recursive: true }))
    .map((file) => path.extname(file).slice(1))
    .filter((extension) => !["br", "gz", ""].includes(extension));
  await writeFile(
    path.join(clientDir, "nginx.conf"),
    nginxConf({ pagePolicies, extensions: [...new Set(extensions)] }),
  );
  await writeFile(
    path.join(clientDir, "..", "headers.json"),
    `${JSON.stringify({ union: csp, pages: pagePolicies }, null, 2)}\n`,
  );
}
