import type { LinkDescriptor } from "react-router";

// Each pre-rendered page inlines the style rules it can use, its own states
// included (scripts/postbuild/critical-css.ts). Another page may need more:
// the rest of the stylesheet, whose address the page's loader script leaves
// in window.__pageStylesheet. Every route lists it as its stylesheet, so
// React Router loads it before showing the first page navigated to, but only
// once the first page is running: the pre-rendered HTML must not ask for it
// (it would hold up the first paint), nor the start of the app (the browser
// would restyle the page while it starts).

let running = false;

/** Called once the first page has hydrated. */
export function allowPageStyles(): void {
  running = true;
}

export function links(): LinkDescriptor[] {
  const href = running ? window.__pageStylesheet : undefined;
  return href ? [{ rel: "stylesheet", href }] : [];
}
