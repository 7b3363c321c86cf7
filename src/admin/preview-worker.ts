// The editor's preview worker: draws the site's pages from the content it is
// given (src/admin/preview.tsx sends it), with the site's own modules. They
// read it as the module `#content` (the pipeline on preview-content.ts), once, as they are
// loaded, so each drawing has a worker of its own, ended once it has answered.
import type { PreviewPage } from "./preview-screens.ts";

export type PreviewRequest = {
  pages: readonly PreviewPage[];
  /** Each file of content/ by its path ("content/site.json"). */
  content: Record<string, unknown>;
  /** Each photo's address in the editor, by its file's name. */
  photoUrls: Record<string, string>;
};
export type PreviewAnswer =
  | { html: string; root: Record<string, string>; properties: Record<string, string> }
  | { error: string };

declare global {
  var __previewContent: Record<string, unknown> | undefined;
}

self.onmessage = async ({ data }: MessageEvent<PreviewRequest>) => {
  globalThis.__previewContent = data.content;
  globalThis.__previewPhotoUrls = data.photoUrls;
  let answer: PreviewAnswer;
  try {
    const { drawPages } = await import("./preview-pages.tsx");
    answer = drawPages(data.pages);
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
