// When a part of a page is wanted (decisions 032 and 033). Shared by the page
// script, which fetches the islands' script of a page whose islands are all
// far down only then, and the islands, which each hydrate only then.
//
// - "near": within half a screen's scroll of the screen, or reached into
//   before that (a link to it, a Tab, a tap). For a part that shows what only
//   the browser knows (the erase button's count of this device's gifts): it
//   must be right by the time the visitor sees it.
// - "used": when the visitor uses it (a key, a click, a keyboard's focus). For
//   a part whose plain HTML already looks and works as it will once started
//   (the donation form, the shop's pickers): a visitor who only reads costs a
//   slow phone nothing. A tap's own focus and press do not start it, so
//   nothing is redrawn under a finger between its press and its click; the
//   click itself is taken care of by hydrate.ts.
// - "kept": for a part that shows what this device keeps (the donor wall and
//   its preview), drawn as for a device that keeps nothing: "near" where the
//   device keeps something, else "used", or as soon as this tab or another
//   keeps something (hydrate.ts).

import { keepsDonors } from "~/lib/donors-key";

export type Wanted = "near" | "used" | "kept";

/**
 * When an island is wanted on this visit (its registry's `wantedWhen`, on its
 * container as `data-wanted`). The build drew it for the page's bare address
 * and for a device that keeps nothing: an address with a query
 * (`/shop?category=bags`) may ask it for something else, and a device that
 * keeps donor-wall entries has them to show, so it is wanted near the screen.
 */
export function wantedNow(wanted: string | undefined): "near" | "used" {
  if (location.search) return "near";
  if (wanted === "kept") return keepsDonors() ? "near" : "used";
  return wanted === "used" ? "used" : "near";
}

/** How far beyond the screen a part is wanted: half a screen's scroll ahead of the visitor. */
const REACH = "50% 0px";

/** A visitor reaching into a part before it is near the screen. */
const REACHING = ["focusin", "pointerdown", "keydown"] as const;

/** A visitor using a part: a key, a click, or a focus that is not a tap's (:focus-visible). */
const USING = ["focusin", "click", "keydown"] as const;

function byKeyboard(event: Event) {
  return event.type !== "focusin" || (event.target as Element).matches?.(":focus-visible");
}

/**
 * Calls `start` once, when `container` (an element with a box of its own:
 * one with `display: contents` is never seen on the screen) is wanted, or at
 * once if it holds the focus; meanwhile it says it is waiting (data-waiting).
 * Returns what starts it now, once (for a click, see hydrate.ts).
 */
export function whenWanted(
  container: HTMLElement,
  start: () => void,
  wanted: Exclude<Wanted, "kept"> = "near",
): () => void {
  let waiting = true;
  const near = wanted === "near";
  const types = near ? REACHING : USING;
  const observer =
    near && "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) now();
          },
          { rootMargin: REACH },
        )
      : null;
  const onEvent = (event: Event) => {
    if (near || byKeyboard(event)) now();
  };
  function now() {
    if (!waiting) return;
    waiting = false;
    delete container.dataset.waiting;
    observer?.disconnect();
    for (const type of types) container.removeEventListener(type, onEvent, true);
    start();
  }
  if ((near && !observer) || container.contains(document.activeElement)) {
    now();
    return now;
  }
  container.dataset.waiting = "";
  observer?.observe(container);
  for (const type of types) container.addEventListener(type, onEvent, true);
  return now;
}
