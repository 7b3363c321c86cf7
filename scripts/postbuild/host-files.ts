import { writeFile } from "node:fs/promises";
import path from "node:path";
import { documentHeaders, securityHeaders } from "../../server/headers.js";

/**
 * The same headers `npm start` sends, for static hosts: `_headers` (Netlify,
 * Cloudflare Pages) and `_redirects` (Netlify's 404 for unknown products;
 * Cloudflare serves the nearest 404.html by itself). `headers.json`, beside
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
  await writeFile(path.join(clientDir, "_redirects"), "/shop/*  /shop/404.html  404\n");
  await writeFile(
    path.join(clientDir, "..", "headers.json"),
    `${JSON.stringify({ union: csp, pages: pagePolicies }, null, 2)}\n`,
  );
}
