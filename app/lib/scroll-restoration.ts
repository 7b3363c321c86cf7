// Where the browser's back and forward buttons put the page: React Router's
// scroll restoration, with storage that may refuse to be read.

/** Where React Router keeps the scroll positions, in sessionStorage. */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Run inline before the page is painted, as React Router's own
 * <ScrollRestoration/> script does: gives this history entry a key, and on
 * a reload or a return to the page puts it back where it was. Unlike that
 * script, whose error handler touches sessionStorage again, it never
 * throws: a browser set to block site data refuses sessionStorage itself.
 * Self-contained: the build writes its source into every page.
 */
export function restoreScrollPosition(storageKey: string) {
  try {
    if (!history.state?.key) {
      history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    }
    const positions: unknown = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
    const stored = (positions as Record<string, unknown> | null)?.[history.state.key];
    if (typeof stored === "number") scrollTo(0, stored);
  } catch {
    // No storage, or something unreadable in it: the page stays at the top.
  }
}
