import { createElement, useEffect, type ComponentType } from "react";

/**
 * One island as a root of its own, the same at build time and in the
 * browser, so the markup agrees when it hydrates. (Islands give their
 * elements fixed ids, not useId's: decision 030.)
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
