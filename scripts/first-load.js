// What a visitor's browser downloads as JavaScript on the first visit to a
// page, read from the built HTML (the scripts the deferred loader preloads),
// with the brotli size the server sends.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const PRELOADS = /for\(const href of (\[[^\]]*\])\)/;

export function firstLoadScripts(clientDir, htmlFile) {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const match = PRELOADS.exec(html);
  if (!match) throw new Error(`${htmlFile}: no app loader script found`);
  return JSON.parse(match[1]).map((href) => {
    const file = path.join(clientDir, href);
    // Files too small to be worth compressing are sent as they are.
    const sent = existsSync(`${file}.br`) ? `${file}.br` : file;
    return { href, brotliBytes: readFileSync(sent).length };
  });
}

export const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10;
