// When the islands' directives (src/directives) may do their work.

/**
 * Once the page has painted its content, as the browser reports it (Paint
 * Timing); at once where it cannot. What runs then never competes with the
 * first paint for the network or the processor.
 */
function afterFirstPaint(then: () => void) {
  const painting =
    "PerformanceObserver" in window && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!painting) return void setTimeout(then);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(then);
  }).observe({ type: "paint", buffered: true });
}

/** After the page's load event and its first paint: on a slow phone the page paints and settles first. */
export function afterLoad(then: () => void) {
  if (document.readyState === "complete") afterFirstPaint(then);
  else addEventListener("load", () => afterFirstPaint(then), { once: true });
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

/**
 * How long work held for an idle moment may wait: on a slow phone busy
 * starting the page, it still comes within this.
 */
const IDLE_PATIENCE = 2000;

/**
 * When the browser is idle, as a task of its own, so that on a slow phone no
 * task is long and the first paint waits for none of it. WebKit has no
 * `requestIdleCallback`: there, the next task.
 */
export function whenIdle(then: () => void) {
  if ("requestIdleCallback" in window)
    requestIdleCallback(() => then(), { timeout: IDLE_PATIENCE });
  else setTimeout(then);
}

/** What a visitor's first use of the page is: a press, a key, a focus, a scroll. */
const FIRST_USE = ["pointerdown", "touchstart", "keydown", "focusin", "scroll"] as const;

/**
 * Once, when the browser is idle or at the visitor's first use of the page,
 * whichever comes first: what a press, key or scroll needs is in place before
 * the page answers it.
 */
export function whenIdleOrUsed(then: () => void) {
  const used = new AbortController();
  const run = () => {
    if (used.signal.aborted) return;
    used.abort();
    then();
  };
  for (const type of FIRST_USE)
    addEventListener(type, run, { capture: true, passive: true, signal: used.signal });
  whenIdle(run);
}
