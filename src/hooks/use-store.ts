import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * React's useSyncExternalStore as React runs it: the server snapshot when the
 * page is built and when an island hydrates, so the first render in the
 * browser draws what the build drew, then the live one (this device's
 * storage, its clock). Preact's React layer, which renders the pages and
 * runs the islands, reads only `getSnapshot`.
 */
export function useStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [started, setStarted] = useState(false);
  // The second render is the one React makes itself after hydrating: wanted.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setStarted(true), []);
  return useSyncExternalStore(
    subscribe,
    started ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
