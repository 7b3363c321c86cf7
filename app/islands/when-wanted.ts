// When a part of a page is wanted (decision 032): within half a screen's
// scroll of the screen, or reached into before that (a link to it, a Tab, a
// tap). Shared by the page script, which fetches the islands' script of a
// page whose islands are all far down only then, and the islands, which each
// hydrate only then.

/** How far beyond the screen a part is wanted: half a screen's scroll ahead of the visitor. */
const REACH = "50% 0px";

/** A visitor reaching into a part before it is near the screen. */
const REACHING = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `start` once, when `container` (an element with a box of its own:
 * one with `display: contents` is never seen on the screen) comes within
 * reach of the screen, holds the focus or is reached into; meanwhile it says
 * it is waiting (data-waiting).
 */
export function whenWanted(container: HTMLElement, start: () => void) {
  if (!("IntersectionObserver" in window) || container.contains(document.activeElement)) {
    return start();
  }
  container.dataset.waiting = "";
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wanted();
    },
    { rootMargin: REACH },
  );
  function wanted() {
    delete container.dataset.waiting;
    observer.disconnect();
    for (const type of REACHING) container.removeEventListener(type, wanted, true);
    start();
  }
  observer.observe(container);
  for (const type of REACHING) container.addEventListener(type, wanted, true);
}
