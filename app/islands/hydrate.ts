// Hydrates islands (decision 022): each on its own container, with the props
// the build wrote after it, once the page has loaded and the island is wanted
// (decision 031): near the screen, or reached into (a tap, a key, focus)
// before that. An island far down the page costs a slow phone nothing until
// the visitor comes to it, and works as plain HTML meanwhile (decision 008).
// Each script of app/islands/bundles calls this with a loader for each of
// its islands; an island's code, and Preact (start.ts), are fetched only when
// it is wanted. <html> gets data-hydrated once every island of the page has
// hydrated (browser tests wait for it).
import type { ComponentType } from "react";
import type { IslandName } from "./registry";

type Loaders = Partial<Record<IslandName, () => Promise<ComponentType<never>>>>;

/** How far beyond the screen an island starts: half a screen's scroll ahead of the visitor. */
const REACH = "50% 0px";

/** A visitor reaching into an island before it is near the screen (a link to it, a Tab, a tap). */
const REACHING = ["focusin", "pointerdown", "keydown"] as const;

function markIfAllHydrated() {
  if (!document.querySelector("[data-island]:not([data-hydrated])")) {
    document.documentElement.dataset.hydrated = "true";
  }
}

/**
 * Calls `start` once, when `container` comes within reach of the screen or is
 * reached into; meanwhile the container says it is waiting (data-waiting).
 */
function whenWanted(container: HTMLElement, start: () => void) {
  if (!("IntersectionObserver" in window)) return start();
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

/**
 * Resolves in a task of its own. Each island starts in its own task, apart
 * from the script's start-up: on a slow phone the longest task is then one
 * island, not the whole page's work at once (decision 030).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(container: HTMLElement, load: () => Promise<ComponentType<never>>) {
  const name = container.dataset.island;
  const data = container.nextElementSibling;
  if (!(data instanceof HTMLScriptElement)) throw new Error(`Island "${name}" has no props.`);
  const props = JSON.parse(data.text) as object;
  let code;
  try {
    code = await Promise.all([load(), import("./start")]);
  } catch {
    // Its files did not arrive (the connection dropped on the way down the
    // page): it stays plain HTML, which works (decision 008), as when the
    // page's own script does not arrive.
    return;
  }
  const [component, { startIsland }] = code;
  await nextTask();
  startIsland(container, component, props, () => {
    container.dataset.hydrated = "true";
    markIfAllHydrated();
  });
}

function hydrate(loaders: Loaders) {
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = loaders[container.dataset.island as IslandName];
    if (load) whenWanted(container, () => void start(container, load));
  }
}

export function hydrateIslands(loaders: Loaders) {
  // After the page's load event: on a slow phone the page paints and settles
  // first, and works as plain HTML meanwhile (decision 008). React puts the
  // script in <head>, so it may even run before the page is parsed.
  if (document.readyState === "complete") hydrate(loaders);
  else window.addEventListener("load", () => hydrate(loaders), { once: true });
}
