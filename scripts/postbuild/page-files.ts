import { mkdir, rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { pageFile } from "../../server/page-files.js";

/**
 * React Router pre-renders the page at "/event" as event/index.html; every
 * page but the home page moves to the name the static hosts answer with 200
 * at "/event": event.html (decision 021). `addresses` are the addresses the
 * build pre-rendered (react-router.config.ts), so no file is guessed at.
 */
export async function placePages(clientDir: string, addresses: readonly string[]): Promise<void> {
  const folders = addresses.filter((address) => address !== "/");
  for (const address of folders) {
    const to = path.join(clientDir, pageFile(address));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(path.join(clientDir, address.slice(1), "index.html"), to);
  }
  // The folders left empty ("event/"; "shop/" keeps the products' pages), deepest first.
  const deepestFirst = [...folders].sort((a, b) => b.split("/").length - a.split("/").length);
  for (const address of deepestFirst) {
    await rmdir(path.join(clientDir, address.slice(1))).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY" && error.code !== "ENOENT") throw error;
    });
  }
}
