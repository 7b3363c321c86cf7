import { useSyncExternalStore } from "react";
import { eventMoment, type EventMoment, type EventState } from "./event-state";

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

// The same object while the moment is the same, so React re-renders only when it changes.
let latest: EventMoment | undefined;
function now(): EventMoment {
  const next = eventMoment(Date.now(), __EVENT_PLAN__);
  latest ??= window.__picnickyMoment;
  if (latest?.state !== next.state || latest.n !== next.n) latest = next;
  return latest;
}

const built: EventMoment = { state: __BUILT_STATE__, n: null };

/**
 * What the page showed before React started: at build time the build's
 * state (without a count, which would go stale); in the browser, the moment
 * the inline scripts found before the first paint. So hydration always
 * agrees with the page, and React moves on to the live moment straight after.
 */
function firstPaint(): EventMoment {
  if (typeof window === "undefined") return built;
  // The note script keeps the whole moment; the head script only sets the state.
  const state = document.documentElement.dataset.event as EventState | undefined;
  window.__picnickyMoment ??= state ? { state, n: null } : now();
  return window.__picnickyMoment;
}

/** Where the picnic's year stands, re-checked every 15 seconds. */
export function useEventMoment(): EventMoment {
  return useSyncExternalStore(subscribe, now, firstPaint);
}

/** Only the state: components that use it re-render when the state changes, not the count. */
export function useEventState(): EventState {
  return useSyncExternalStore(
    subscribe,
    () => now().state,
    () => firstPaint().state,
  );
}
