import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

// A number that changes once a minute, so React re-renders only when the minute does.
const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * The current time to the minute, or null while rendering at build time and
 * during hydration (like useHydrated), so the pre-rendered HTML never depends
 * on the day the site was built.
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, () => null);
  return minute === null ? null : new Date(minute * 60_000);
}
