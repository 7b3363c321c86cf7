// Starts one island (app/islands/hydrate.ts imports this only when an island
// is wanted, so a page whose islands are all out of reach loads no Preact).
// In the browser "react" and "react-dom/client" are Preact's React layer
// (decision 030), which hydrates what React rendered at build time.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island-root";

export function startIsland(
  container: HTMLElement,
  component: ComponentType<never>,
  props: object,
  onHydrated: () => void,
) {
  hydrateRoot(
    container,
    createElement(IslandRoot, { component: component as ComponentType<object>, props, onHydrated }),
  );
}
