import { useStore } from "./use-store";

const subscribeToNothing = () => () => {};

/**
 * False while rendering at build time and during hydration, true afterwards.
 * Lets a component show browser-only facts (the clock, localStorage) without
 * the pre-rendered HTML and the first client render ever disagreeing.
 */
export function useHydrated(): boolean {
  return useStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
