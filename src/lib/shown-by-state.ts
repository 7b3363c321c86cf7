// The picnic's state in the browser, and the parts of a page that read
// differently by state, for the states this build's content can be in. Every
// page's layout uses this module.
import { builtState, stateBounds } from "#content";
import type { ByState } from "#src/content/event-copy";
import { clockStates, nextYearFirst, type EventState, type StateBounds } from "./event-state";

// Named once: Vite's `define` writes the value out wherever it is named.
const bounds = stateBounds as StateBounds;

/** The states this build's content can be in: the clock's four, or the one changed plans fix. */
const reachableStates: readonly EventState[] = bounds.fixed ? [bounds.fixed] : clockStates;

/** Re-checks the clock every 15 seconds. */
export function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

/**
 * The state the page showed before React started: at build time the build's
 * state; in the browser, the one the head script set on <html> before the
 * first paint. So hydration always agrees with the page, and React moves on
 * to the live state straight after.
 */
export function firstPaintState(): EventState {
  if (typeof document === "undefined") return builtState;
  return (document.documentElement.dataset.event as EventState | undefined) ?? builtState;
}

/**
 * Where a part of a page shown in some states only goes: null when this
 * build's content can reach none of them (leave the part out), otherwise the
 * data-when attribute that lets CSS show it in those states only (src/app.css),
 * or none when it is shown in every reachable state.
 */
export function shownIn(states: readonly EventState[]): { "data-when"?: string } | null {
  const shown = reachableStates.filter((state) => states.includes(state));
  if (shown.length === 0) return null;
  return shown.length === reachableStates.length ? {} : { "data-when": shown.join(" ") };
}

/**
 * A part of a page that reads differently by state: one entry per distinct
 * value among the reachable states, with the attribute that shows it in its
 * states only. `pick` chooses what must differ (strings by text, anything
 * else by identity).
 */
export function variants<T, V = T>(
  byState: ByState<T>,
  pick: (value: T) => V = (value) => value as unknown as V,
): Array<{ value: V; key: string; when: { "data-when"?: string } }> {
  const groups = new Map<V, EventState[]>();
  for (const state of reachableStates) {
    const value = pick(byState[state]);
    groups.set(value, [...(groups.get(value) ?? []), state]);
  }
  return [...groups].map(([value, states]) => ({
    value,
    key: states.join(" "),
    when: shownIn(states) ?? {},
  }));
}

/**
 * The `data-next-year` attribute on <html> in the pre-rendered page: set when
 * the build ran in the weeks the home page leads with next year (the head
 * script sets it in the browser, for the visitor's clock).
 */
export function builtNextYear(): { "data-next-year"?: "" } {
  return bounds && nextYearFirst(Date.now(), bounds) ? { "data-next-year": "" } : {};
}

/**
 * The home page's parts that lead with next year, and the ones they replace:
 * both only where the past state can be reached (null otherwise).
 */
export const nextYearParts = shownIn(["past"])
  ? {
      first: { ...shownIn(["past"]), "data-next-year-first": "" },
      until: { "data-until-next-year": "" },
    }
  : null;
