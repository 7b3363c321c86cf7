// The editor's preview (decision 045): beside each screen, the site's pages
// that show what it edits, as they will look, drawn by the site's own
// components from what the organiser has typed (saved or not) and the other
// screens' files as they are saved, with the site's stylesheet. The drawing is
// done in a worker (preview-worker.ts), a new one each time the words change;
// this component, in the editor (Decap CMS, with its React), sends it the
// content and shows the HTML it answers, as the site's build would write it.
import { useEffect, useState, type ComponentType } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import siteStylesheet from "../app.css?url";
import workerScript from "./preview-worker.ts?worker&url";
import { editorFiles } from "./config.ts";
import { previewPages, type PreviewPage } from "./preview-screens.ts";
import type { PreviewAnswer, PreviewRequest } from "./preview-worker.ts";

/** Decap's Immutable values, as far as the preview reads them. */
type Immutable = { get: (key: string) => unknown; toJS: () => unknown };
type Field = Immutable & { find: (test: (field: Immutable) => boolean) => Field | undefined };
type GetAsset = (path: string, field?: unknown) => { toString: () => string };

/** The stylesheet the preview's frame is given (Decap's registerPreviewStyle). */
export const previewStylesheet = siteStylesheet;

/** How long the words rest before the pages are drawn again, in milliseconds. */
const REST = 150;

/** Whether a screen's entry holds nothing: its file could not be read (not JSON, say). */
const unread = (data: unknown) =>
  typeof data !== "object" || data === null || Object.keys(data).length === 0;

/**
 * The other screens' files, as saved: read through the editor's backend; and
 * the screens whose file could not be read, which the pages cannot be drawn
 * without (decision 040: the editor stays, the preview says which).
 */
async function savedFiles(
  getCollection: PreviewTemplateComponentProps["getCollection"],
  except: string,
): Promise<{ files: Record<string, unknown>; unreadable: string[] }> {
  const loaded = await Promise.all(
    editorFiles
      .filter(({ file }) => file !== except)
      .map(async ({ collection, name, file, label }) => {
        const entry = (await getCollection(collection, name)) as unknown as Immutable;
        return { file, label, data: entry.get("data") };
      }),
  );
  return {
    files: Object.fromEntries(loaded.map(({ file, data }) => [file, data])),
    unreadable: loaded
      .filter(({ data }) => unread(data))
      .map(({ file, label }) => `${label} (${file})`),
  };
}

/** The field at `names` under `fields` (the screen's fields, as Decap holds them). */
function fieldAt(fields: unknown, names: readonly string[]): Field | undefined {
  let found: Field | undefined;
  let list = fields as Field | undefined;
  for (const name of names) {
    found = list?.find((field) => field.get("name") === name);
    list = found?.get("fields") as Field | undefined;
  }
  return found;
}

type Product = { image?: string; white?: { image?: string } | null };

/**
 * The content with each picture where the editor holds it: the photos by
 * their file's name, and on the Products screen the products' pictures (one
 * just uploaded is in the editor only, until it is published).
 */
function withPictures(
  content: Record<string, unknown>,
  getAsset: GetAsset,
  fields: unknown,
  file: string,
): { content: Record<string, unknown>; photoUrls: Record<string, string> } {
  const photos = (content["content/photos.json"] ?? {}) as Record<string, unknown>;
  const files = [
    photos.hero,
    photos.portrait,
    photos.venue,
    photos.giving,
    photos.map,
    ...((photos.gallery as []) ?? []),
  ]
    .map((photo) => (photo as { file?: string } | null)?.file)
    .filter((name): name is string => Boolean(name));
  const photoUrls = Object.fromEntries(files.map((name) => [name, String(getAsset(name))]));
  if (file !== "content/shop.json") return { content, photoUrls };
  const shop = content[file] as { products?: Product[] };
  const picture = (path: string | undefined, at: string[]) =>
    path ? String(getAsset(path, fieldAt(fields, at))) : path;
  const products = (shop.products ?? []).map((product) => ({
    ...product,
    image: picture(product.image, ["products", "image"]),
    ...(product.white
      ? {
          white: {
            ...product.white,
            image: picture(product.white.image, ["products", "white", "image"]),
          },
        }
      : {}),
  }));
  return { content: { ...content, [file]: { ...shop, products } }, photoUrls };
}

/**
 * The worker, started from a blob that imports its script: a worker started
 * from its own address takes that file's policy, which hosts give no script
 * (the site's headers), while one from a blob keeps the editor's, which lets
 * it load the editor's scripts.
 */
const workerStart = () =>
  URL.createObjectURL(
    new Blob([`import ${JSON.stringify(new URL(workerScript, location.href).href)};`], {
      type: "text/javascript",
    }),
  );

/** Asks a new worker to draw `request`; `answer` is called once, unless `stop` is called first. */
function draw(request: PreviewRequest, answer: (drawn: PreviewAnswer) => void): () => void {
  const start = workerStart();
  const worker = new Worker(start, { type: "module" });
  URL.revokeObjectURL(start);
  worker.onmessage = ({ data }: MessageEvent<PreviewAnswer>) => {
    worker.terminate();
    answer(data);
  };
  worker.onerror = (event) => {
    worker.terminate();
    answer({ error: event.message || "the preview's worker could not start" });
  };
  worker.postMessage(request);
  return () => worker.terminate();
}

/** The preview of the screen that edits `file`, showing `pages`. */
function pagePreview(file: string, pages: readonly PreviewPage[]) {
  function PagePreview({
    entry,
    getCollection,
    getAsset,
    fields,
    document,
    isLoadingAsset,
  }: PreviewTemplateComponentProps) {
    const [saved, setSaved] = useState<
      Awaited<ReturnType<typeof savedFiles>> | { error: string }
    >();
    const [drawn, setDrawn] = useState<PreviewAnswer>();

    useEffect(() => {
      let current = true;
      savedFiles(getCollection, file).then(
        (files) => current && setSaved(files),
        (error: unknown) => current && setSaved({ error: String(error) }),
      );
      return () => {
        current = false;
      };
    }, [getCollection]);

    const data = (entry.get("data") as Immutable | undefined)?.toJS();
    const typed = JSON.stringify(data);
    useEffect(() => {
      if (!saved) return;
      if ("error" in saved) {
        setDrawn({ error: `the other screens could not be read (${saved.error})` });
        return;
      }
      const typedData = typed === undefined ? undefined : (JSON.parse(typed) as unknown);
      const unreadable = [
        ...(unread(typedData) ? [`this screen (${file})`] : []),
        ...saved.unreadable,
      ];
      if (unreadable.length > 0) {
        setDrawn({ error: `${unreadable.join(", ")} could not be read` });
        return;
      }
      let stop = () => {};
      const timer = setTimeout(() => {
        const { content, photoUrls } = withPictures(
          { ...saved.files, [file]: typedData },
          getAsset as unknown as GetAsset,
          fields,
          file,
        );
        stop = draw({ pages, content, photoUrls }, setDrawn);
      }, REST);
      return () => {
        clearTimeout(timer);
        stop();
      };
    }, [saved, typed, getAsset, fields, isLoadingAsset]);

    // The picnic's state, on the frame's <html> as on the site's (the stylesheet reads it),
    // and the colours as typed, which the site's build writes into its stylesheet: set
    // through the CSSOM, which the editor's policy (no 'unsafe-inline') allows.
    useEffect(() => {
      if (!drawn || !("root" in drawn)) return;
      const root = document.documentElement;
      for (const name of ["data-event", "data-next-year"]) root.removeAttribute(name);
      for (const [name, value] of Object.entries(drawn.root)) root.setAttribute(name, value);
      for (const [name, value] of Object.entries(drawn.properties))
        root.style.setProperty(name, value);
    }, [drawn, document]);

    if (!drawn) return <p>Drawing the page…</p>;
    if ("error" in drawn)
      return (
        <p role="alert">
          The page cannot be drawn yet: {drawn.error}. The rest of the editor works as ever; the
          content check names what to change.
        </p>
      );
    return (
      // A picture of the page: its links and forms lead nowhere from here (the
      // questions' answers still open).
      <div
        dangerouslySetInnerHTML={{ __html: drawn.html }}
        onClickCapture={(event) => {
          if ((event.target as Element).closest("a[href]")) event.preventDefault();
        }}
        onSubmitCapture={(event) => event.preventDefault()}
      />
    );
  }
  return PagePreview;
}

/** Each screen's preview, by the screen's name (Decap's registerPreviewTemplate). */
export const previewTemplates: Array<[string, ComponentType<PreviewTemplateComponentProps>]> =
  editorFiles.map(({ name, file }) => [name, pagePreview(file, previewPages[name] ?? ["home"])]);
