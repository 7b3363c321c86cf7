// Gives the pages the organisers' photos (import { photoSet } from
// "virtual:photos") and publishes their copies with the client build, made
// by scripts/photos.ts. The dev server serves the copies from the cache.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { photos } from "../app/content/photos.ts";
import { makePhotos, PHOTO_DIR } from "./photos.ts";

const ID = "virtual:photos";
const RESOLVED = `\0${ID}`;

export function photosPlugin(root = process.cwd()): Plugin {
  let made: ReturnType<typeof makePhotos> | undefined;
  const make = () =>
    (made ??= makePhotos(photos, {
      photosDir: path.join(root, "photos"),
      cacheDir: path.join(root, "node_modules", ".cache", "site-photos"),
    }));
  return {
    name: "site:photos",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export const photoSet = ${JSON.stringify((await make()).set)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, file] of (await make()).files) {
        this.emitFile({
          type: "asset",
          fileName: `${PHOTO_DIR}/${name}`,
          source: await readFile(file),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PHOTO_DIR}`, (request, response, next) => {
        void make().then(async ({ files }) => {
          const file = files.get(path.basename(request.url ?? ""));
          if (!file) return next();
          response.setHeader("Content-Type", `image/${path.extname(file).slice(1)}`);
          response.end(await readFile(file));
        }, next);
      });
    },
  };
}
