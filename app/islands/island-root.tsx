import { createElement, useEffect, type ComponentType } from "react";
import type { IslandName } from "./registry";

/**
 * One island as a root of its own, the same at build time and in the
 * browser, so React's ids (useId) and the markup agree when it hydrates.
 * `onHydrated` runs once the browser has hydrated it (never at build time).
 */
export function IslandRoot({
  component,
  props,
  onHydrated,
}: {
  component: ComponentType<object>;
  props: object;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return createElement(component, props);
}

/** React's ids in each island start with its name, so two islands never share one. */
export const idPrefix = (name: IslandName) => `${name}-`;
