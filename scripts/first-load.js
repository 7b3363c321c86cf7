// What a visitor's browser downloads as JavaScript on the first visit to a
// page, read from the built HTML (the scripts React Router preloads, or,
// with the first-paint step, the same list in its deferred loader: see
// scripts/first-paint/defer-app-scripts.ts), with the brotli size the server sends.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const DEFERRED = /for\(const href of (\[[^\]]*\])\)/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

export function firstLoadScripts(clientDir, htmlFile) {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const deferred = DEFERRED.exec(html);
  const hrefs = deferred
    ? JSON.parse(deferred[1])
    : [...html.matchAll(PRELOAD)].map((match) => match[1]);
  if (hrefs.length === 0) throw new Error(`${htmlFile}: no app scripts found`);
  return hrefs.map((href) => {
    const file = path.join(clientDir, href);
    // Files too small to be worth compressing are sent as they are.
    const sent = existsSync(`${file}.br`) ? `${file}.br` : file;
    return { href, brotliBytes: readFileSync(sent).length };
  });
}

export const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10;
