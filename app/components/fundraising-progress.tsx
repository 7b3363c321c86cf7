import { fundraisingCopy } from "~/content/event-copy";
import { fundraising } from "~/content/fundraising";
import { eventValues, variants, words } from "~/lib/event-words";

const filled = Math.min(100, Math.round((fundraising.raised / fundraising.target) * 1000) / 10);

/**
 * "Raised so far": the organiser's figures from app/content/fundraising.ts as
 * a progress bar with its value in words ("£6,420 raised of our £10,000
 * target · 182 supporters · figures from 1 June 2026"); after the picnic,
 * "The 2026 picnic raised £6,420". The bar is an SVG rectangle, so its width
 * needs no inline style (the Content-Security-Policy allows none).
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
      <p className="text-lg font-bold text-rose-deep">{wording((figures) => figures.title)}</p>
      <div
        role="progressbar"
        aria-label={fundraisingCopy.label}
        aria-valuemin={0}
        aria-valuemax={fundraising.target}
        aria-valuenow={Math.min(fundraising.raised, fundraising.target)}
        aria-valuetext={words(fundraisingCopy.byState.upcoming.progress)}
        className="mt-2 h-3 overflow-hidden rounded-full bg-blush"
      >
        <svg viewBox="0 0 100 1" preserveAspectRatio="none" className="block size-full">
          <rect width={filled} height="1" className="fill-rose-ink" />
        </svg>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {wording((figures) => figures.progress)} · {eventValues.supporters} ·{" "}
        {words(fundraisingCopy.asOf)}
      </p>
    </div>
  );
}
