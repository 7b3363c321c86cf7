// When the islands' directives (src/directives) may do their work.

/** After the page's load event: on a slow phone the page paints and settles first. */
export function afterLoad(then: () => void) {
  if (document.readyState === "complete") setTimeout(then);
  else addEventListener("load", () => setTimeout(then), { once: true });
}

/**
 * Calls `then` once, when the island comes within half a screen's scroll of
 * the screen. Astro's island element has no box of its own (display:
 * contents), so its children are watched.
 */
export function nearTheScreen(island: HTMLElement, then: () => void) {
  if (!("IntersectionObserver" in window)) return then();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: "50% 0px" },
  );
  for (const child of island.children) observer.observe(child);
}
