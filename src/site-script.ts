// What every page does in the browser, with no React: the site layout
// (src/layouts/site-layout.astro) places it, and Astro writes it into each
// page as a module (it imports nothing an island shares: decision 055), so it
// runs once the page is parsed. The islands start on their own (src/directives).
//
// Nothing here is needed for the first paint: the head script has set the
// picnic's state, and the stylesheet shows the notice that goes with it. So
// this only schedules its work, each piece a task of its own when the browser
// is idle, or at the visitor's first press, key or scroll where that is what
// it serves (decision 066): on a slow phone the page paints, and answers,
// without waiting for any of it.
import { nowBounds as picnicNow, stateBounds as picnicBounds } from "#content/site-script";
import { afterLoad, whenIdle, whenIdleOrUsed } from "#src/directives/timing";
import { startCopyButtons } from "#src/lib/copy-address";
import { startDrafts } from "#src/lib/form-draft";
import {
  eventState,
  nextYearFirst,
  onNowIndex,
  type NowBounds,
  type StateBounds,
} from "#src/lib/event-state";
import { activateUpdate, registerServiceWorker } from "#src/lib/service-worker";

// Content the build refuses has no plan, and no page: a built page always has one.
const nowBounds = picnicNow as NowBounds;
const stateBounds = picnicBounds as StateBounds;

/** The header gains its shadow once the page has scrolled past this many pixels (the spec). */
const SCROLL_THRESHOLD = 20;

const root = document.documentElement;
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
// tap outside, and every new page starts with it closed. The button says
// whether it is open; Escape gives focus back to the button, and tabbing on
// past the panel closes it: the open panel covers the top of the page, and a
// focused control must not be hidden behind it (WCAG 2.4.11). A tap on Menu
// before this has run still opens it (the browser does), and the button then
// says so.
function wireMenu() {
  const showExpanded = () => menuButton?.setAttribute("aria-expanded", String(menuOpen()));
  menu?.addEventListener("toggle", showExpanded);
  showExpanded();
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menuOpen()) menuButton?.focus();
  });
  document.addEventListener("focusin", (event) => {
    if (menuOpen() && event.target instanceof Node && !header?.contains(event.target)) {
      menu?.hidePopover();
    }
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

// On the day: what is on now, under the home and event pages' "Today, …" line,
// and the schedule's row on now (data-now), from the schedule's times.
// The head script and the inline script after each list did it for the first
// paint; this follows the clock.
function showOnNow() {
  if (root.dataset.event === "today")
    root.dataset.onNow = String(onNowIndex(Date.now(), nowBounds));
  else delete root.dataset.onNow;
  for (const item of document.querySelectorAll<HTMLElement>("[data-item]")) {
    const now = item.dataset.item === root.dataset.onNow;
    item.toggleAttribute("data-now", now);
    if ("nowOnly" in item.dataset) item.hidden = !now;
  }
}

// The picnic's state follows the clock (the head script set it before the first paint).
function followClock() {
  window.setInterval(() => {
    root.dataset.event = eventState(Date.now(), stateBounds);
    root.toggleAttribute("data-next-year", nextYearFirst(Date.now(), stateBounds));
    showOnNow();
  }, 15_000);
}

// The slim Donate bar (src/components/donate-bar.tsx) waits, hidden by the
// stylesheet, while the page's own Donate (a button or link to /donate, or a
// donation form) is in view: never two ways to the same gift at once (decision 028).
function followDonateBar() {
  const bar = document.querySelector<HTMLElement>("[data-donate-bar]");
  // Links whose words are another way in ("How You Can Help") do not count.
  const heroDonates = [
    ...document.querySelectorAll("main a[href='/donate'], main form[aria-label='Donation']"),
  ].filter((part) => part.tagName === "FORM" || /^\s*Donate/.test(part.textContent ?? ""));
  if (bar && heroDonates.length > 0 && "IntersectionObserver" in window) {
    const inView = new Set<Element>();
    // In reach: at least half of it below the fixed header, so its middle can be tapped.
    // One under the header is out of reach, and the bar comes (decision 027).
    const below = Math.ceil(header?.offsetHeight ?? 0);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // A form taller than half the screen counts once any of it shows, and so does a
          // button coming up from the screen's foot: the bar would stand over it (review 3).
          const form = entry.target instanceof HTMLFormElement;
          const rising =
            entry.boundingClientRect.bottom > (entry.rootBounds?.bottom ?? innerHeight);
          if (entry.isIntersecting && (form || rising || entry.intersectionRatio >= 0.5)) {
            inView.add(entry.target);
          } else inView.delete(entry.target);
        }
        bar.toggleAttribute("data-shown", inView.size === 0);
      },
      { rootMargin: `-${below}px 0px 0px 0px`, threshold: [0, 0.5, 1] },
    );
    for (const button of heroDonates) observer.observe(button);
  } else bar?.setAttribute("data-shown", "");
}

// The footer carries the build's year; the browser's is right if the year has turned.
function showYear() {
  for (const year of document.querySelectorAll("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
}

// The printed pages' Print button, hidden (keeping its place) until it can work.
function showPrintButtons() {
  for (const button of document.querySelectorAll<HTMLElement>("[data-print]")) {
    button.addEventListener("click", () => window.print());
    button.classList.remove("invisible");
  }
}

// The spec: the not-found page logs the address that was asked for.
function logNotFound() {
  if (document.querySelector("[data-not-found]")) {
    console.warn(`404: no page at ${window.location.pathname}`);
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

// What a first press, key or scroll needs: the menu, the focus, the
// header's look, and a donation form's folded fields kept for this tab (Back,
// a reload) from the first keystroke, before and after its island starts
// (src/lib/form-draft.ts).
for (const task of [wireMenu, focusContent, followScroll, startDrafts]) whenIdleOrUsed(task);

// The rest when the browser is idle, each a task of its own, so that on a
// slow phone none is long: the Donate bar, the clock, the Copy buttons beside
// the e-mail addresses; then, once the page has loaded and painted, the
// manifest and the service worker, which nothing on the first screen needs.
for (const task of [followDonateBar, followClock, startCopyButtons]) whenIdle(task);
for (const task of [showYear, showPrintButtons, logNotFound]) whenIdle(task);
afterLoad(() => [linkManifest, offerUpdates].forEach(whenIdle));
