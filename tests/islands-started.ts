/**
 * Runs in the page, polled by the browser tests' `hydrated()` (tests/e2e and
 * tests/engines): true once the page script has run and every island has
 * hydrated. An island starts only when it is near the screen or used
 * (src/islands/when-wanted.ts, decisions 032 and 033), so each one still
 * waiting is used, as a key pressed in it would: a `keydown` at the
 * island's own container, which goes nowhere else (it does not bubble, and
 * nothing on the site listens for it on the way down). The tests that a
 * visitor's scroll, Tab or tap starts an island do those themselves.
 * Self-contained: it is sent to the browser as source.
 */
export function islandsStarted(): boolean {
  const root = document.documentElement;
  if (root?.dataset.pageScript !== "started") return false;
  const waiting = document.querySelectorAll("[data-island]:not([data-hydrated])");
  for (const island of waiting) island.dispatchEvent(new KeyboardEvent("keydown"));
  return !document.querySelector("[data-island]") || root.dataset.hydrated === "true";
}
