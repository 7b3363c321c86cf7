import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { Separated } from "#src/components/separated";
import { words } from "#src/lib/event-words";
import { variants } from "#src/lib/use-event-state";

const supporters = words(fundraisingCopy.supporters[fundraising.supporters === 1 ? 0 : 1]);

/**
 * "Raised so far": the organiser's figures from src/content/fundraising.ts as
 * a progress bar with its value in words ("£6,420 raised of our £10,000
 * target · 182 supporters", then "Updated 1 June 2026"); after the picnic,
 * "The 2026 picnic raised £6,420". A native <progress>, styled through its
 * parts, so its width needs no inline style (the Content-Security-Policy
 * allows none).
 */
export function FundraisingProgress({ className = "" }: { className?: string }) {
  const wording = (pick: (figures: { title: string; progress: string }) => string) =>
    variants(fundraisingCopy.byState, pick).map(({ value, key, when }) => (
      <span key={key} {...when}>
        {words(value)}
      </span>
    ));
  return (
    <div className={className}>
      <p className="text-lg font-bold">{wording((figures) => figures.title)}</p>
      <progress
        max={fundraising.target}
        value={Math.min(fundraising.raised, fundraising.target)}
        aria-label={fundraisingCopy.label}
        aria-valuetext={words(fundraisingCopy.byState.upcoming.progress)}
        className="mt-2 block h-3 w-full appearance-none overflow-hidden rounded-full bg-blush [&::-moz-progress-bar]:bg-rose-ink [&::-webkit-progress-bar]:bg-blush [&::-webkit-progress-value]:bg-rose-ink"
      />
      {/* On a phone the supporters on a line of their own; the figures' date always is. */}
      <p className="mt-2 text-sm text-ink-soft">
        <Separated parts={[wording((figures) => figures.progress), supporters]} />
      </p>
      <p className="text-sm text-ink-soft">{words(fundraisingCopy.asOf)}</p>
    </div>
  );
}
