// The module `#content/files` in Node: the files of the picnic's folder,
// `CONTENT_DIR` or content/, which `#content` runs the pipeline on
// (picnic-module.ts): in a build, those its pipeline has read and checked
// (the sitemap's list of pages and the build's own step import it after);
// in the browser tests, read here.
import { contentDir, pipelineFiles, readSavedFiles } from "./saved-files.ts";

export const savedFiles = pipelineFiles.get(contentDir()) ?? readSavedFiles();
