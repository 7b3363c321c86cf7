import { formatAmount } from "#src/lib/format";

/** `site.organisers` (schema.ts): what may be left empty is null or left out. */
type Organisers = {
  title: string;
  text: string;
  pastYearsTitle: string;
  pastYears?: ReadonlyArray<{ year: number; raised: number }> | null;
  quote?: string | null;
  quoteBy?: string | null;
};

/**
 * The years' columns on a phone: three where three are shown, else two (four make two rows).
 * Before the day the row holds the years typed in; after it, the picnic just held too. Whole
 * class names, for Tailwind to find.
 */
const phoneColumns = (before: number, after: number) =>
  [
    // Three across, a year stands over its total: beside it, the two did not fit a third of
    // a phone's width ("2023 £2,1502024", round 10).
    before === 3 ? "max-sm:grid-cols-3 max-sm:[&>li]:block" : "max-sm:grid-cols-2",
    after === before
      ? ""
      : after === 3
        ? "max-sm:[:root[data-event=after]_&]:grid-cols-3 max-sm:[:root[data-event=past]_&]:grid-cols-3 max-sm:[:root[data-event=after]_&>li]:block max-sm:[:root[data-event=past]_&>li]:block"
        : "max-sm:[:root[data-event=after]_&]:grid-cols-2 max-sm:[:root[data-event=past]_&]:grid-cols-2 max-sm:[:root[data-event=after]_&>li]:flex max-sm:[:root[data-event=past]_&>li]:flex",
  ].join(" ");

/**
 * Who runs the picnic, what it raised in past years and one of them in their own
 * words: a stranger's "who are these people, and have they done this before?"
 * (review 3, issue 47), under her story, whose friends they are. Past years only where there are some: a first picnic's strip
 * says who, and nothing of years it has not had. The oldest year first.
 */
export function OrganisersStrip({
  organisers,
  id,
  justHeld,
  className = "",
}: {
  organisers: Organisers;
  id: string;
  /**
   * The picnic just held, the row's latest entry once it is over (its `data-when`): the
   * year just passed reads as one of the past picnics (round 6). Left out where the
   * organisers have already typed that year in.
   */
  justHeld?: { year: number; raised: number; when: { "data-when"?: string } } | null;
  className?: string;
}) {
  const typed = [...(organisers.pastYears ?? [])].sort((a, b) => a.year - b.year);
  const years: Array<{ year: number; raised: number; when?: { "data-when"?: string } }> =
    typed.length > 0 && justHeld && !typed.some(({ year }) => year === justHeld.year)
      ? [...typed, justHeld]
      : typed;
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-2xl font-bold">
        {organisers.title}
      </h3>
      <p className="mt-3 max-w-3xl sm:text-lg">{organisers.text}</p>
      {/* The quote under the years at every width: beside them it was squeezed into a
          narrow column at 1280 (round 10). */}
      <div className="mt-6 grid gap-6 sm:gap-8">
        {years.length > 0 ? (
          <div>
            <h4 className="text-sm font-bold tracking-wide text-sage-ink uppercase">
              {organisers.pastYearsTitle}
            </h4>
            {/* Two across on a phone (round 10: four in a row were cramped at 375), three where
                there are three; one row from 640px, each of a set width, so a figure's face
                never moves the row (decision 064). */}
            <ul
              className={`mt-3 grid gap-x-4 gap-y-3 sm:auto-cols-[7rem] sm:grid-flow-col sm:gap-6 ${phoneColumns(typed.length, years.length)}`}
            >
              {years.map(({ year, raised, when }) => (
                // On a phone the year and its total on one line, two years a row: a short table,
                // not four rows of two lines (Home stays under 5,000 px after the day).
                <li
                  key={year}
                  {...when}
                  className="border-t-2 border-sage-ink pt-2 max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-2 max-sm:pt-1"
                >
                  <span className="block text-ink-soft">{year}</span>
                  <span className="block font-serif text-xl font-bold tabular-nums sm:text-2xl">
                    {formatAmount(raised)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* From 640px: on a phone the room is her picture's, at the start of her story (round
            10), and Home stays under 5,000 px. */}
        {organisers.quote ? (
          <figure className="max-w-2xl border-l-4 border-sage pl-4 max-sm:hidden sm:pl-5">
            <blockquote className="font-serif text-lg leading-snug italic sm:text-xl">
              <p>&ldquo;{organisers.quote}&rdquo;</p>
            </blockquote>
            {organisers.quoteBy ? (
              <figcaption className="mt-2 text-ink-soft">{organisers.quoteBy}</figcaption>
            ) : null}
          </figure>
        ) : null}
      </div>
    </section>
  );
}
