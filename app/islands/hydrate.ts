// Hydrates islands (decision 022): each on its own container, with the props
// the build wrote after it, once the page has loaded. In the browser "react"
// and "react-dom/client" are Preact's React layer (decision 030), which
// hydrates what React rendered at build time. Each script of
// app/islands/bundles calls this with the islands it holds; <html> gets
// data-hydrated once every island of the page has hydrated (browser tests
// wait for it).
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island-root";
import type { IslandName } from "./registry";

type Components = Partial<Record<IslandName, ComponentType<never>>>;

function markIfAllHydrated() {
  if (!document.querySelector("[data-island]:not([data-hydrated])")) {
    document.documentElement.dataset.hydrated = "true";
  }
}

/**
 * Resolves in a task of its own. Each island hydrates in its own task, apart
 * from the script's start-up: on a slow phone the longest task is then one
 * island, not the whole page's work at once (decision 030).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function hydrate(components: Components) {
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = container.dataset.island as IslandName;
    const component = components[name] as ComponentType<object> | undefined;
    const data = container.nextElementSibling;
    if (!component) continue;
    if (!(data instanceof HTMLScriptElement)) throw new Error(`Island "${name}" has no props.`);
    const onHydrated = () => {
      container.dataset.hydrated = "true";
      markIfAllHydrated();
    };
    const props = JSON.parse(data.text) as object;
    await nextTask();
    hydrateRoot(container, createElement(IslandRoot, { component, props, onHydrated }));
  }
}

export function hydrateIslands(components: Components) {
  // After the page's load event: on a slow phone the page paints and settles
  // first, and works as plain HTML meanwhile (decision 008). React puts the
  // script in <head>, so it may even run before the page is parsed.
  if (document.readyState === "complete") void hydrate(components);
  else window.addEventListener("load", () => void hydrate(components), { once: true });
}
