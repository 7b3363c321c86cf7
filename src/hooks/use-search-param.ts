import { useCallback } from "react";
import { useStore } from "./use-store";

// One query parameter of the page's address, for islands: read after
// hydration (pages are pre-rendered without a query string), written with
// history.pushState, so reload and back and forward keep it.

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/** The parameter's value (null when absent, and always while hydrating), and a setter. */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const value = useStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href);
      if (next === null) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      // A fragment named what the plain HTML showed for the address before
      // (the shop's #category-bags): kept, it would show that again on reload.
      url.hash = "";
      window.history.pushState(window.history.state, "", url);
      for (const listener of listeners) listener();
    },
    [name],
  );
  return [value, set];
}
