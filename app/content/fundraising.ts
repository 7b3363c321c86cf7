// How much has been raised, copied from the charity's donation page by the
// organiser when they deploy (the site cannot ask it: no request leaves this
// origin). Shown as a progress bar on the home, donate and donor-wall pages.

export const fundraising = {
  /** This year's target, in pounds. */
  target: 10000, // SAMPLE
  /** Raised so far, in pounds (pence allowed). */
  raised: 6420, // SAMPLE
  /** How many people have given. */
  supporters: 182, // SAMPLE
  /** The day these figures were copied (YYYY-MM-DD). */
  asOf: "2026-06-01", // SAMPLE
};

/** The sample figures' date: while it is in place, the build reminds organisers to copy real ones. */
export const sampleFigures = { field: "fundraising.asOf", value: "2026-06-01" } as const;
