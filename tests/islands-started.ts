/**
 * Runs in the page, polled by the browser tests' `hydrated()` (tests/e2e and
 * tests/engines): true once the page has loaded and every island (Astro's
 * <astro-island>, which keeps `ssr` until it has started) has started. An
 * island starts only when it is used, or near the screen on a device that
 * keeps gifts (src/directives), so each one still waiting is used, as a key
 * pressed in it would: a `keydown` at the island's own element, which goes
 * nowhere else (it does not bubble). The tests that a visitor's Tab or tap
 * starts an island do those themselves. Self-contained: it is sent to the
 * browser as source.
 */
export function islandsStarted(): boolean {
  if (document.readyState !== "complete") return false;
  const waiting = document.querySelectorAll("astro-island[ssr]");
  for (const island of waiting) island.dispatchEvent(new KeyboardEvent("keydown"));
  return waiting.length === 0;
}
