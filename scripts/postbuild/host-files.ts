import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  cacheControl,
  documentHeaders,
  editorHeaders,
  fileHeaders,
  hostFiles,
  securityHeaders,
} from "../../server/headers.js";
import { editorAddress, pageAddress } from "../../server/page-files.js";
import { nginxConf } from "./nginx-conf";

/** Cloudflare Pages rejects a `_headers` line longer than this (Netlify takes it). */
export const HEADERS_LINE_LIMIT = 2000;

/**
 * A policy every response may carry beside its page's own, for a host that
 * matches several rules: Cloudflare Pages sends both (a browser then enforces
 * both, and this one restricts nothing a page's allows), Netlify sends the
 * later, the page's. Not-found pages, which match only this rule, have their
 * own policy in their <meta> too.
 */
export const sitePolicy = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * The addresses a host answers with a page file: "event.html" -> "/event" (it
 * redirects "/event.html" to it), none for a not-found page.
 */
export function pageAddresses(file: string): string[] {
  const address = pageAddress(file);
  return address === null ? [] : [address];
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the headers of every response,
 * then each page's own Content-Security-Policy under its addresses, so no
 * line holds more hashes than one page uses (a union of every page's would
 * pass Cloudflare's line limit). Throws, naming the page, if a line is still
 * over the limit.
 */
export function headersFile(
  pagePolicies: Record<string, string>,
  fileRules: string[] = ["/assets/*"],
  editorPolicy?: string,
): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const text = [
    "/*",
    ...lines({ "Content-Security-Policy": sitePolicy, ...securityHeaders, ...documentHeaders }),
    // Files that are not pages: a locked-down policy and their caching. A host
    // applies every rule that matches, the later one's value of a header
    // winning on Netlify (Cloudflare sends both policies, and a browser
    // enforces both, so a file gets no more than its own allows).
    ...fileRules.flatMap((address) => {
      const { "Content-Security-Policy": policy = "" } = fileHeaders(address);
      const cache = cacheControl(address.endsWith("/*") ? address.slice(0, -1) : address);
      return [address, ...lines({ "Content-Security-Policy": policy, "Cache-Control": cache })];
    }),
    ...Object.entries(pagePolicies)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([file, policy]) =>
        pageAddresses(file).flatMap((address) => [
          address,
          ...lines({ "Content-Security-Policy": policy }),
        ]),
      ),
    // The content editor (decision 029), at its folder's address, where every
    // host serves it (they redirect /admin/index.html there).
    ...(editorPolicy ? [editorAddress, ...lines(editorRules(editorPolicy))] : []),
    "",
  ].join("\n");
  let address = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) address = line;
    if (line.length > HEADERS_LINE_LIMIT) {
      throw new Error(
        `_headers would have a line of ${line.length} characters for ${address}, over Cloudflare Pages' limit of ${HEADERS_LINE_LIMIT}: that page has too many inline scripts or styles to list their hashes`,
      );
    }
  }
  return text;
}

/** The editor's own headers, beyond those of every response. */
function editorRules(policy: string): Record<string, string> {
  const headers = editorHeaders(policy);
  const own = ["Content-Security-Policy", "X-Robots-Tag", "Cache-Control"];
  return Object.fromEntries(own.map((name) => [name, headers[name] ?? ""]));
}

/**
 * The same headers `npm start` sends, for static hosts: `_headers` (Netlify,
 * Cloudflare Pages), `_redirects` (Netlify's 404 for unknown products;
 * Cloudflare serves the nearest 404.html by itself) and `nginx.conf` (every
 * rule `npm start` follows, for nginx). `headers.json`, beside
 * the client folder, gives `npm start` each page's own policy (shorter than
 * the union, which keeps every page within the first round trip) and the
 * `Refresh` of the addresses that have one (Netlify's and Cloudflare's files
 * cannot send a header by the query).
 */
export async function writeHostFiles(
  clientDir: string,
  csp: string,
  pagePolicies: Record<string, string>,
  editorPolicy?: string,
  /** `Refresh` headers by exact request target, for the hosts that can (categoryRefreshes). */
  refreshes: Record<string, string> = {},
): Promise<void> {
  // The service worker and the editor are written after this (postbuild/index.ts): named here.
  const later = ["/sw.js", ...(editorPolicy ? [`${editorAddress}assets/*`] : [])];
  const files = [...(await fileAddresses(clientDir)).filter((a) => !later.includes(a)), ...later];
  await writeFile(path.join(clientDir, "_headers"), headersFile(pagePolicies, files, editorPolicy));
  await writeFile(
    path.join(clientDir, "_redirects"),
    // Forced (!): Netlify would serve the file itself; Cloudflare ignores 404 rules.
    ["/shop/*  /shop/404.html  404", "/nginx.conf  /404.html  404!", ""].join("\n"),
  );
  const extensions = (await readdir(clientDir, { recursive: true }))
    .map((file) => path.extname(file).slice(1))
    .filter((extension) => !["br", "gz", ""].includes(extension))
    // The editor's, built after this: its script and WebAssembly.
    .concat(editorPolicy ? ["js", "wasm"] : []);
  await writeFile(
    path.join(clientDir, "nginx.conf"),
    nginxConf({ pagePolicies, extensions: [...new Set(extensions)], editorPolicy, refreshes }),
  );
  await writeFile(
    path.join(clientDir, "..", "headers.json"),
    `${JSON.stringify({ union: csp, pages: pagePolicies, editor: editorPolicy, refresh: refreshes }, null, 2)}\n`,
  );
}

/**
 * The addresses of the files that are not pages, as `_headers` rules: a
 * folder with no page in it as one rule ("/assets/*"), any other file on its
 * own ("/favicon.svg").
 */
async function fileAddresses(clientDir: string, folder = ""): Promise<string[]> {
  const entries = await readdir(path.join(clientDir, folder), { withFileTypes: true });
  const rules: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const inside = await readdir(path.join(clientDir, name), { recursive: true });
      rules.push(
        ...(inside.some((file) => file.endsWith(".html"))
          ? await fileAddresses(clientDir, name)
          : [`/${name}/*`]),
      );
    } else if (!/\.(html|br|gz)$/.test(name) && !(folder === "" && hostFiles.includes(name))) {
      rules.push(`/${name}`);
    }
  }
  return rules;
}
