import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  editorOwnHeaders,
  fileOwnHeaders,
  hostFiles,
  pagePolicy,
  serverFile,
  siteHeaders,
} from "../../server/headers.js";
import { editorAddress } from "../../server/page-files.js";
import { nginxConf } from "./nginx-conf.ts";

/**
 * `_headers` for Netlify and Cloudflare Pages: the headers of every response
 * (a page's own policy, with its hashes, is in its <meta>), then the files
 * that are not pages, with a locked-down policy and their caching, then the
 * content editor's. A host applies every rule that matches: on Netlify the
 * later rule's value of a header wins; Cloudflare sends both policies, and a
 * browser enforces both, so a file gets no more than its own allows.
 */
export function headersFile(fileRules: string[], editorPolicy?: string): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "/*",
    ...lines({ "Content-Security-Policy": pagePolicy, ...siteHeaders }),
    // A folder's rule ("/_astro/*") by the folder's address ("/_astro/").
    ...fileRules.flatMap((address) => [
      address,
      ...lines(fileOwnHeaders(address.replace(/\*$/, ""))),
    ]),
    // The content editor, at its folder's address, where every host serves it.
    ...(editorPolicy ? [editorAddress, ...lines(editorOwnHeaders(editorPolicy))] : []),
    "",
  ].join("\n");
}

/**
 * The same headers `npm start` sends, for static hosts: `_headers` (Netlify,
 * Cloudflare Pages), `_redirects` (Netlify's 404 for unknown products;
 * Cloudflare serves the nearest 404.html by itself) and `nginx.conf` (every
 * rule `npm start` follows, for nginx). `headers.json`, inside the build so
 * that a copy of dist/ is all `npm start` needs (decision 059), gives it the
 * editor's policy and the `Refresh` of the addresses that have one (Netlify's
 * and Cloudflare's files cannot send a header by the query).
 */
export async function writeHostFiles(
  clientDir: string,
  editorPolicy?: string,
  /** `Refresh` headers by exact request target, for the hosts that can (categoryRefreshes). */
  refreshes: Record<string, string> = {},
): Promise<void> {
  const rules = await fileAddresses(clientDir);
  await writeFile(path.join(clientDir, "_headers"), headersFile(rules, editorPolicy));
  await writeFile(
    path.join(clientDir, "_redirects"),
    // Forced (!): Netlify would serve the file itself; Cloudflare ignores 404 rules.
    [
      "/shop/*  /shop/404.html  404",
      // _headers and _redirects the hosts read and never serve.
      ...hostFiles
        .filter((name) => !name.startsWith("_"))
        .map((name) => `/${name}  /404.html  404!`),
      "",
    ].join("\n"),
  );
  const built = await readdir(clientDir, { recursive: true });
  const files = built.map((file) => file.split(path.sep).join("/"));
  await writeFile(
    path.join(clientDir, "nginx.conf"),
    nginxConf({ files, editorPolicy, refreshes }),
  );
  await writeFile(
    path.join(clientDir, serverFile),
    `${JSON.stringify({ editor: editorPolicy, refresh: refreshes }, null, 2)}\n`,
  );
}

/**
 * The addresses of the files that are not pages, as `_headers` rules: a
 * folder with no page in it as one rule ("/_astro/*"), any other file on its
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
