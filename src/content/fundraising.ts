// How much has been raised, copied from the charity's donation page by the
// organiser when they deploy (the site cannot ask it: no request leaves this
// origin), kept in content/fundraising.json, and the words around the figures. Shown as a progress bar on the
// home, donate and donor-wall pages (src/components/fundraising-progress.tsx).
// Words in {braces} are filled in by the site: {raised}, {target}, {percent}
// of the target, {supporters}, {asOf} the figures' date, {year} the picnic's.
import type { EventState } from "../lib/event-state";
import figures from "../../content/fundraising.json" with { type: "json" };
import { emptiedAsNone } from "./emptied.ts";
import type { Fundraising } from "./schema.ts";

/**
 * The figures, from content/fundraising.json (the editor's "Raised so far"):
 * target and raised in pounds (pence allowed), supporters, and `asOf`, the
 * day they were copied (YYYY-MM-DD). The build checks them (validate.ts).
 */
export const fundraising = emptiedAsNone(figures) as Fundraising;

type Figures = { title: string; progress: string };
const raisedSoFar: Figures = {
  title: "Raised so far",
  progress: "{raised} raised of our {target} target",
};

/** The figures' words; after the picnic ("past") the title says what the day raised. */
export const fundraisingCopy = {
  byState: {
    upcoming: raisedSoFar,
    today: raisedSoFar,
    after: raisedSoFar,
    past: {
      title: "The {year} picnic raised {raised}",
      progress: "{percent} of our {target} target",
    },
    postponed: raisedSoFar,
    cancelled: raisedSoFar,
  } satisfies Record<EventState, Figures>,
  /** For the bar itself, which screen readers announce in any state. */
  label: "Money raised",
  supporters: ["1 supporter", "{supporters} supporters"],
  /** When the figures were copied, on a line of its own under them. */
  asOf: "Updated {asOf}",
} as const;
