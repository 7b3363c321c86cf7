import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  cacheControl,
  documentHeaders,
  fileHeaders,
  hostFiles,
  securityHeaders,
} from "../../server/headers.js";
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

  // After "/*": a host applies every rule that matches, the later one's value
  // of a header winning on Netlify (Cloudflare sends both policies, and a
  // browser enforces both, so a file gets no more than its own allows).
  // The service worker is written after this (postbuild/index.ts): named here.
  const addresses = [...(await fileAddresses(clientDir)).filter((a) => a !== "/sw.js"), "/sw.js"];
  const fileRules = addresses.flatMap((address) => {
    const { "Content-Security-Policy": policy = "" } = fileHeaders(address);
    const cache = cacheControl(address.endsWith("/*") ? address.slice(0, -1) : address);
    return [address, ...lines({ "Content-Security-Policy": policy, "Cache-Control": cache })];
  });
  await writeFile(
    path.join(clientDir, "_headers"),
    ["/*", ...lines(all), ...fileRules, ""].join("\n"),
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
