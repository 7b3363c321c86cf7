import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { notFoundPaths } from "../../app/pages.server";

/**
 * The not-found pages are pre-rendered at /404 and /shop/404. Static hosts
 * (and `npm start`) serve 404.html files with status 404, so move them there:
 * 404.html for any unknown path, shop/404.html for an unknown product, which
 * hydrates into the product route's own "Product not found" screen.
 */
export async function placeNotFoundPages(clientDir: string): Promise<void> {
  // React Router's SPA fallback shell: no address serves it, and it is the one
  // page with React Router's scripts (app/root.tsx), so it goes.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  for (const dir of notFoundPaths.map((page) => page.slice(1))) {
    const from = path.join(clientDir, dir, "index.html");
    const to = path.join(clientDir, `${dir}.html`);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
    await rm(path.join(clientDir, dir), { recursive: true, force: true });
  }
}
