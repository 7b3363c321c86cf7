// What every page does in the browser, with no React: the site layout
// (src/layouts/site-layout.astro) places it, and Astro writes it into each
// page as a module (it imports nothing an island shares: decision 055), so it
// runs once the page is parsed. The islands start on their own (src/directives),
// and what only some pages do is in the script of the part that does it
// (src/components/*.astro), which Astro writes into those pages alone.
//
// Nothing here is needed for the first paint: the head script has set the
// picnic's state, and the stylesheet shows the notice that goes with it. So
// this only schedules its work, each piece a task of its own when the browser
// is idle, or at the visitor's first press, key or scroll where that is what
// it serves (decision 066): on a slow phone the page paints, and answers,
// without waiting for any of it.
import { afterLoad, whenIdle, whenIdleOrUsed } from "#src/directives/timing";
import { activateUpdate, registerServiceWorker } from "#src/lib/service-worker";

/** The header gains its shadow once the page has scrolled past this many pixels (the spec). */
const SCROLL_THRESHOLD = 20;

const header = document.getElementById("site-header");
const menu = document.getElementById("site-menu");
const menuButton = document.querySelector<HTMLElement>('[popovertarget="site-menu"]');

/** Whether the phone menu is open; false where the browser has no popovers (it never opened). */
function menuOpen(): boolean {
  return "showPopover" in HTMLElement.prototype && (menu?.matches(":popover-open") ?? false);
}

// The header's scrolled look: CSS follows the scroll itself where it can
// (src/app.css); elsewhere this sets the attribute the same rules read.
function followScroll() {
  if (!header || CSS.supports("animation-timeline: scroll()")) return;
  const follow = () => header.toggleAttribute("data-scrolled", window.scrollY > SCROLL_THRESHOLD);
  window.addEventListener("scroll", follow, { passive: true });
  follow();
}

// The menu is a popover: the browser opens and closes it, on Escape and on a
// tap outside (its dimmed backdrop), and every new page starts with it closed.
// It is a sheet over the page (decision 102), so while it is open the page
// behind stays still, and focus stays in the header and the sheet: tabbing on
// past its last link comes back to the header's first, and back past the
// header's first to the sheet's last. The button says whether it is open, and
// Escape gives focus back to it. A tap on Menu before this has run still opens
// it (the browser does), and the button then says so.
function wireMenu() {
  const follow = () => {
    const open = menuOpen();
    menuButton?.setAttribute("aria-expanded", String(open));
    document.documentElement.style.overflow = open ? "hidden" : "";
  };
  menu?.addEventListener("toggle", follow);
  follow();
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menuOpen()) menuButton?.focus();
  });
  document.addEventListener("focusin", ({ target }) => {
    if (!menuOpen() || !header || !(target instanceof Node) || header.contains(target)) return;
    // The header's links: the logo first, the sheet's last (4: the header follows the target).
    const links = header.querySelectorAll("a");
    links[target.compareDocumentPosition(header) & 4 ? links.length - 1 : 0]?.focus();
  });
}

// A page reached by a link of this site starts with focus on its content, as
// the site did when it changed pages in place: a screen reader reads the new
// page from there, and the next Tab is inside it. Back and forward, reloads
// and links to a part of a page are left as the browser leaves them, and so
// is a focus the visitor has already placed: on a slow phone they may have
// tabbed into the page before this script ran. It runs at the first key, so
// a first Tab goes on from the content.
function focusContent() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const fromThisSite = document.referrer.startsWith(`${window.location.origin}/`);
  // (A browser, or a test's fake clock, without the timing entry: a link it is.)
  const linked = (navigation?.type ?? "navigate") === "navigate" && fromThisSite;
  const focusUntouched = !document.activeElement || document.activeElement === document.body;
  if (linked && !window.location.hash && focusUntouched) {
    document.getElementById("main")?.focus({ preventScroll: true });
  }
}

// The footer carries the build's year; the browser's is right if the year has turned.
// Written only when it has: rewriting the same words would still cost a slow
// phone a layout of the page.
function showYear() {
  const current = String(new Date().getFullYear());
  for (const year of document.querySelectorAll("[data-current-year]")) {
    if (year.textContent !== current) year.textContent = current;
  }
}

// The web app manifest once the page has loaded: the browser would fetch it
// and its icons while the page paints, and nothing on the page needs them.
function linkManifest() {
  document.head.insertAdjacentHTML(
    "beforeend",
    '<link rel="manifest" href="/manifest.webmanifest">',
  );
}

// Offline after one visit, and a polite offer when a new version is waiting.
// Nothing reloads on its own: the visitor may be half-way through a form.
const banner = document.getElementById("update-banner");
function offerUpdates() {
  if (import.meta.env.PROD && banner && "serviceWorker" in navigator) {
    registerServiceWorker((waiting) => {
      banner.hidden = false;
      banner
        .querySelector("[data-reload]")
        ?.addEventListener("click", () => activateUpdate(waiting));
      banner.querySelector("[data-dismiss]")?.addEventListener("click", () => {
        banner.hidden = true;
      });
    });
  }
}

// What a first press, key or scroll needs: the menu, the focus, the header's look.
for (const task of [wireMenu, focusContent, followScroll]) whenIdleOrUsed(task);

// The rest when the browser is idle, each a task of its own, so that on a
// slow phone none is long: the footer's year; then, once the page has loaded
// and painted, the manifest and the service worker, which nothing on the first
// screen needs.
whenIdle(showYear);
afterLoad(() => [linkManifest, offerUpdates].forEach(whenIdle));

// The parts' own scripts (src/components/*.astro) start on these two events,
// named there as here, rather than by importing this script's timing: a module
// two scripts share is a file of its own, and neither could then be written
// inside the page (decision 055). "site:used" at the first press, key, focus
// or scroll, or when the browser is idle; "site:idle" when it is idle.
whenIdleOrUsed(() => document.dispatchEvent(new Event("site:used")));
whenIdle(() => document.dispatchEvent(new Event("site:idle")));
