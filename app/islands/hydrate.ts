// Hydrates islands (decision 022): each on its own container, with the props
// the build wrote after it, once the page has loaded and the island is wanted
// (decision 032: near the screen, or reached into before that; decision 033:
// or only when used, if its plain HTML works as it will). What waits is
// the work of hydrating: an island far down the page costs a slow phone
// nothing until the visitor comes to it, and works as plain HTML meanwhile
// (decision 008). In the browser "react" and "react-dom/client" are Preact's
// React layer (decision 030), which hydrates what React rendered at build
// time. Each script of app/islands/bundles calls this with the islands it
// holds; <html> gets data-hydrated once every island of the page has
// hydrated (browser tests wait for it).
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { onceTheWallChanges } from "~/lib/donors-key";
import { IslandRoot } from "./island-root";
import type { IslandName } from "./registry";
import { wantedNow, whenWanted } from "./when-wanted";

type Components = Partial<Record<IslandName, ComponentType<never>>>;

function markIfAllHydrated() {
  if (!document.querySelector("[data-island]:not([data-hydrated])")) {
    document.documentElement.dataset.hydrated = "true";
  }
}

/**
 * Hydrates an island when it is wanted (when-wanted.ts, as its container
 * says: `data-wanted`), in a task of its own, apart from the script's
 * start-up and from the other islands: on a slow phone the longest task is
 * then one island, not the whole page's work at once (decision 030).
 *
 * A click on a button of an island that has not started yet (a tap on
 * Donate, the first thing a visitor does) starts it there and then, and is
 * given to it again (decision 033): the plain HTML's click is cancelled, and
 * the same button is clicked once more, now with the island's handlers on
 * it. So the first tap does what a tap on the started island does, once.
 * Any other first click (an amount, a size) is the browser's own, and the
 * island, started after it, takes over what it chose.
 */
function start(container: HTMLElement, component: ComponentType<object>) {
  const name = container.dataset.island;
  const data = container.nextElementSibling;
  if (!(data instanceof HTMLScriptElement)) throw new Error(`Island "${name}" has no props.`);
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    const props = JSON.parse(data.text) as object;
    const onHydrated = () => {
      container.dataset.hydrated = "true";
      markIfAllHydrated();
    };
    hydrateRoot(container, createElement(IslandRoot, { component, props, onHydrated }));
  };
  const now = whenWanted(container, () => setTimeout(begin), wantedNow(container.dataset.wanted));
  // The wall changing while it waits: it starts, and from then on follows the wall itself.
  if (container.dataset.wanted === "kept") onceTheWallChanges(now);
  // Its script was fetched when the visitor first touched it (page-script.ts): that was its use.
  if ("touched" in container.dataset) now();
  container.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button, input[type=submit]");
      if (begun || !(button instanceof HTMLElement) || !container.contains(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      now();
      begin();
      // A script's click does what a click does, within the visitor's own
      // tap, so a window may still open.
      button.click();
    },
    { capture: true },
  );
}

function hydrate(components: Components) {
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const component = components[container.dataset.island as IslandName];
    if (component) start(container, component as ComponentType<object>);
  }
}

export function hydrateIslands(components: Components) {
  // After the page's load event: on a slow phone the page paints and settles
  // first, and works as plain HTML meanwhile (decision 008). React puts the
  // script in <head>, so it may even run before the page is parsed.
  if (document.readyState === "complete") hydrate(components);
  else window.addEventListener("load", () => hydrate(components), { once: true });
}
