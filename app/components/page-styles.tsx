import stylesheet from "~/app.css?url";

/**
 * The whole stylesheet, written into each pre-rendered page; the build then
 * cuts it down to what that page can use (scripts/postbuild/critical-css.ts),
 * so the first paint needs no second request. Every page is a document of its
 * own (decision 022): none needs another page's rules. The dev server links
 * the stylesheet instead.
 */
const inline: string =
  import.meta.env.SSR && !import.meta.env.DEV ? (await import("~/app.css?inline")).default : "";

export function PageStyles() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheet} />;
  return <style>{inline}</style>;
}
