import { useId, useMemo } from "react";
import { wallPreviewIntro } from "#src/content/donate-words";
import { dedicationLine } from "#src/lib/donation";
import { donationKeys, topDonations } from "#src/lib/donations";
import { formatAmount, formatCount } from "#src/lib/format";
import { useDonations } from "#src/hooks/use-donations";

const PREVIEW_SIZE = 5;
const WALL = "donor wall";

/**
 * The five biggest gifts on this device's donor wall, beside the donation
 * form; while there are none, a line on what the wall is. Titled for whose
 * they are, beside the picnic's own figures: one gift from this device is
 * not "Gifts from this device" (issue 40).
 */
export function DonorWallPreview({ level = 3 }: { level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = useId();
  const donations = useDonations();
  // Sorting thousands of gifts on every render would be felt: once per list.
  const top = useMemo(() => topDonations(donations, PREVIEW_SIZE), [donations]);
  const keys = donationKeys(top);

  // Nothing given here yet: no "Gifts from this device" heading over an empty list
  // beside the organisers' figures, only what the wall will show (decision 028).
  if (top.length === 0) {
    // The organisers' one sentence, its words "donor wall" the link to it (or the link after it).
    const at = wallPreviewIntro.toLowerCase().indexOf(WALL);
    const link = (words: string) => (
      <a href="/donor-wall" className="underline underline-offset-4 hover:text-rose-ink">
        {words}
      </a>
    );
    return (
      // One size for the whole note: a line set smaller halfway read as an aside; in the
      // body's ink, as the words around it (in grey it read as a caption, review 7).
      <p>
        {at < 0 ? (
          <>
            {wallPreviewIntro} {link("See the donor wall.")}
          </>
        ) : (
          <>
            {wallPreviewIntro.slice(0, at)}
            {link(wallPreviewIntro.slice(at, at + WALL.length))}
            {wallPreviewIntro.slice(at + WALL.length)}
          </>
        )}
      </p>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-2xl font-bold">
        Gifts from this device
      </Heading>
      <p className="mt-1 text-sm text-ink-soft">
        Largest first, from the donor wall kept on this device only: not the picnic&apos;s total.
      </p>
      <ol className="mt-4 divide-y divide-blush">
        {top.map((donation, index) => (
          // Clipped, as the wall's entries are: marks stacked on a name stay in its row.
          <li key={keys[index]} className="overflow-hidden py-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 font-semibold break-words">{donation.name}</span>
              <span className="shrink-0 font-bold text-rose-ink">
                {formatAmount(donation.amount)}
              </span>
            </div>
            {donation.dedication ? (
              <p className="text-sm break-words text-sage-ink">
                {dedicationLine(donation.dedication)}
              </p>
            ) : null}
            {donation.message ? (
              <p className="mt-1 line-clamp-2 text-sm break-words text-ink-soft italic">
                &ldquo;{donation.message}&rdquo;
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {donations.length > PREVIEW_SIZE ? (
        <p className="mt-4">
          <a
            href="/donor-wall"
            className="font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
          >
            View all {formatCount(donations.length)} donations
          </a>
        </p>
      ) : null}
    </section>
  );
}
