// The module `#content/files` in Node (the browser tests): the files of the
// picnic's folder, `CONTENT_DIR` or content/, which `#content` runs the
// pipeline on (picnic-module.ts).
import { readSavedFiles } from "./saved-files.ts";

export const savedFiles = readSavedFiles();
