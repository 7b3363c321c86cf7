import { impactLines } from "#src/content/donate-words";
import { PRESET_AMOUNTS, canDonate, type DonationCheck } from "#src/lib/donation";
import { formatAmount } from "#src/lib/format";

/**
 * What a gift of this amount does: the line of the largest preset it reaches,
 * said of the amount chosen ("£35 provides…"), never of another beside the
 * thanks for it (issue 40).
 */
function impactLine(amount: number | null): string | null {
  if (amount === null) return null;
  const reached = PRESET_AMOUNTS.filter((value) => value <= amount).at(-1);
  return reached === undefined ? null : `${formatAmount(amount)} ${impactLines[reached]}`;
}

/**
 * What the chosen amount does. Before the app runs, one line per preset, and
 * the stylesheet shows the checked one's (app.css), as with the Donate
 * buttons. Room for the longest line on a phone, the same before and after
 * the app starts, so neither its start nor the form's reset to £25 moves
 * what is below. From lg, one line's room: the form is wide enough there for
 * £25's line, and two lines' room left a 40 px gap over the details (review 7).
 */
export function ImpactLine({ hydrated, check }: { hydrated: boolean; check: DonationCheck }) {
  return hydrated ? (
    <p className="impact-line min-h-18 font-semibold text-sage-ink sm:min-h-12 lg:min-h-6">
      {canDonate(check.amount) ? impactLine(check.amount) : null}
    </p>
  ) : (
    // With JavaScript off no preset is chosen (each is its own button): no line.
    <div className="min-h-18 sm:min-h-12 lg:min-h-6 noscript:hidden">
      {PRESET_AMOUNTS.map((value) => (
        <p key={value} data-impact={value} className="impact-choice font-semibold text-sage-ink">
          {impactLine(value)}
        </p>
      ))}
    </div>
  );
}
