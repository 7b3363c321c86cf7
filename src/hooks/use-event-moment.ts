import { builtState, plan as picnicPlan } from "#content";
import { eventMoment, type EventMoment, type StatePlan } from "#src/lib/event-state";
import { firstPaintState, subscribe } from "#src/lib/shown-by-state";
import { useStore } from "./use-store";

const plan = picnicPlan as StatePlan;

// The same object while the moment is the same, so React re-renders only when it changes.
let latest: EventMoment | undefined;
function now(): EventMoment {
  const next = eventMoment(Date.now(), plan);
  latest ??= window.__eventMoment;
  if (latest?.state !== next.state || latest.n !== next.n) latest = next;
  return latest;
}

/**
 * The moment the status note showed before React started: the one its inline
 * script found (src/lib/status-note.ts), or at build time the build's state
 * without a count, which would go stale.
 */
function firstPaint(): EventMoment {
  if (typeof window === "undefined") return { state: builtState, n: null };
  window.__eventMoment ??= { state: firstPaintState(), n: null };
  return window.__eventMoment;
}

/** Where the picnic's year stands, with the days to go or the schedule item on now. */
export function useEventMoment(): EventMoment {
  return useStore(subscribe, now, firstPaint);
}
