// The module `#content/files` in the editor's preview (scripts/admin-preview-build.ts):
// the content the organiser is editing, which the worker is given
// (preview-worker.ts), for `#content` (src/content/picnic-module.ts) to run the
// site's own pipeline on, so the preview fills and plans as the build does, at
// this moment.
import { contentFileNames, type SavedFiles } from "#src/content/picnic";

const given = globalThis.__previewContent ?? {};

export const savedFiles = Object.fromEntries(
  contentFileNames.map((name) => [name, given[`content/${name}.json`]]),
) as SavedFiles;
