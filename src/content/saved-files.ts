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

/** A file as the editor names it ("content/event.json"), in the picnic's folder. */
export const savedFilePath = (file: string, dir = contentDir()) =>
  path.join(dir, path.relative("content", file));

/**
 * The photos' folder beside the content's: photos/ beside content/, and a
 * test picnic's own beside its own folder (tests/content/build.mjs).
 */
export const photosFolder = (dir = contentDir()) => path.join(dir, "..", "photos");

/** A file or folder as the organiser is shown it: from the project's folder when inside it, else whole. */
export function shownPath(file: string): string {
  const relative = path.relative(projectRoot, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return file;
  return relative || ".";
}

/**
 * The files the build's pipeline read (integrations/content.ts), by folder:
 * what Node's `#content` reads in the same build (from-files.ts), so the build
 * reads the content once.
 */
export const pipelineFiles = new Map<string, SavedFiles>();

/** Each file of the folder, parsed; a file that is not there, or not JSON, stops with its name. */
export function readSavedFiles(dir = contentDir()): SavedFiles {
  return Object.fromEntries(
    contentFileNames.map((name) => {
      const file = path.join(dir, `${name}.json`);
      try {
        return [name, JSON.parse(readFileSync(file, "utf8")) as unknown];
      } catch (error) {
        throw new Error(`${shownPath(file)} could not be read: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  ) as SavedFiles;
}
