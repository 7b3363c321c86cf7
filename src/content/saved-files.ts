// The files of content/ as saved, read from the folder the build is given:
// `CONTENT_DIR` (relative to the project's root), else content/. The one
// reader of the content's JSON: the build's pipeline (integrations/content.ts)
// and, outside the build, the module `#content` (from-files.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentFileNames, type SavedFiles } from "./picnic.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The folder of the picnic being built. */
export const contentDir = (named = process.env.CONTENT_DIR) =>
  path.resolve(projectRoot, named || "content");

/**
 * The photos' folder beside the content's: photos/ beside content/, and a
 * test picnic's own beside its own folder (tests/content/build.mjs).
 */
export const photosFolder = (dir = contentDir()) => path.join(dir, "..", "photos");

/** Each file of the folder, parsed; a file that is not there, or not JSON, stops with its name. */
export function readSavedFiles(dir = contentDir()): SavedFiles {
  return Object.fromEntries(
    contentFileNames.map((name) => {
      const file = path.join(dir, `${name}.json`);
      try {
        return [name, JSON.parse(readFileSync(file, "utf8")) as unknown];
      } catch (error) {
        const shown = path.relative(projectRoot, file);
        throw new Error(`${shown} could not be read: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  ) as SavedFiles;
}
