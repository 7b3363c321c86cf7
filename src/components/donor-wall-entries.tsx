import { ArrowLeft, Heart } from "#src/components/icons";
import { useLayoutEffect, useRef, useState } from "react";
import { buttonStyles } from "#src/components/button";
import { lastWordsTogether } from "#src/components/whole-words";
import { EraseDonations } from "#src/components/erase-donations";
import { emptyDonorWallCopy, donorWallCopy } from "#src/content/donor-wall-copy";
import { dedicationLine } from "#src/lib/donation";
import { donationCount, formatDonationTime, totalRaised } from "#src/lib/donor-wall";
import { donationKeys, type Donation } from "#src/lib/donations";
import { formatAmount, formatCount } from "#src/lib/format";
import { useDonations } from "#src/hooks/use-donations";
import { useHydrated } from "#src/hooks/use-hydrated";
import { useSearchParam } from "#src/hooks/use-search-param";

/** Entries shown at first: a phone's wall of 30 stays a short page (decision 023). */
export const FIRST_PAGE = 12;

/**
 * Entries added by each "Show more". A wall of thousands stays quick to open
 * because only this many rows are ever added at once.
 */
export const PAGE_SIZE = 200;

/** All gifts, or only those in someone's name: kept in the address (`?show=dedicated`), so it survives reload and back. */
const views = [
  { show: null, label: "All gifts" },
  { show: "dedicated", label: "In memory or in honour" },
] as const;

/** The wall's entries, read from this device: an island (decision 022). */
export function DonorWallEntries() {
  const donations = useDonations();
  // The page is pre-rendered without a query string and the wall is read
  // after hydration, so the address's choice applies from then on.
  const [show, setShow] = useSearchParam("show");
  const dedicatedOnly = show === "dedicated";
  const listed = dedicatedOnly ? donations.filter((donation) => donation.dedication) : donations;
  const [shown, setShown] = useState(FIRST_PAGE);
  const visible = listed.slice(0, shown);
  const keys = donationKeys(visible);
  const remaining = listed.length - visible.length;
  // After "Show more": focus moves to the first entry it added (the button may
  // be gone), and the count shown is announced.
  const [added, setAdded] = useState<{ from: number; count: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // As the entries are drawn, before the next frame: no frame with focus on nothing.
  useLayoutEffect(() => {
    if (added)
      list.current?.querySelectorAll<HTMLElement>(":scope > li > article")[added.from]?.focus();
  }, [added]);
  const showMore = () => {
    const count = Math.min(PAGE_SIZE, remaining);
    setAdded({ from: visible.length, count });
    setShown(visible.length + count);
  };

  return (
    <>
      {/* In its page's container (src/screens/donor-wall.tsx), beside the picnic's total
          while empty. */}
      <section aria-label="Donations" className="min-w-0">
        <div>
          {donations.length === 0 ? (
            // The posy tied with the ribbon, her drawing (public/images/art/places.svg), beside
            // the words: an empty wall that still looks cared for. Decorative: the words say it all.
            // Its box cut to the drawing's leaves (x 29 to 171 of 200), so the posy stands on
            // the words' edge: the drawing's own margin set it 14 px in on a phone (round 9).
            // Beside the words on a phone too: over them it stood alone on the left (round 10).
            // Donate Now under both, the column's width on a phone as every phone button is
            // (round 11: in the words' column it stood alone, set in); beside the posy, under
            // the words, from 640 px.
            <div className="grid grid-cols-[auto_1fr] items-start gap-x-4 sm:items-center sm:gap-x-8">
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="29 0 142 176"
                className="empty-wall-posy aspect-[142/176] w-18 shrink-0 text-ribbon sm:w-26"
              >
                <use href="/images/art/places.svg#portrait" width="200" height="176" />
              </svg>
              <div>
                <p className="text-sm font-semibold tracking-wide text-rose-ink uppercase">
                  {emptyDonorWallCopy.scope}
                </p>
                <h2 className="mt-1 text-2xl font-bold sm:text-3xl">{emptyDonorWallCopy.title}</h2>
                <p className="mt-2 text-ink-soft">{emptyDonorWallCopy.whose}</p>
                <p className="mt-2 text-lg font-semibold">
                  {lastWordsTogether(emptyDonorWallCopy.invitation)}
                </p>
              </div>
              <a
                href="/donate"
                className={`${buttonStyles.primary} col-span-2 mt-6 sm:col-span-1 sm:col-start-2 sm:justify-self-start`}
              >
                Donate Now
              </a>
            </div>
          ) : (
            <>
              <div role="group" aria-label="Show" className="flex flex-wrap items-center gap-2">
                {views.map(({ show: view, label }) => (
                  <button
                    key={label}
                    type="button"
                    aria-pressed={(view === "dedicated") === dedicatedOnly}
                    onClick={() => {
                      setShow(view);
                      setAdded(null);
                    }}
                    className="inline-flex min-h-11 items-center rounded-full border-2 border-rose-ink bg-white px-5 font-semibold text-rose-ink hover:bg-blush-100 aria-pressed:bg-rose-ink aria-pressed:text-white"
                  >
                    {label}
                  </button>
                ))}
              </div>
              <p aria-live="polite" className="mt-3 mb-6 text-ink-soft">
                {!dedicatedOnly
                  ? added
                    ? `Showing ${formatCount(visible.length)} of ${donationCount(listed.length)}: ${formatCount(added.count)} more shown.`
                    : null
                  : listed.length > 0
                    ? `Showing ${formatCount(listed.length)} of ${donationCount(donations.length)}: the gifts in memory or in honour of someone.`
                    : "No gift on this wall is in memory or in honour of someone yet."}
              </p>
              <ol ref={list} className="grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
                {visible.map((donation, index) => (
                  <li key={keys[index]} className="min-w-0">
                    <DonationEntry donation={donation} />
                  </li>
                ))}
              </ol>
              {remaining > 0 ? (
                <p className="mt-8 text-center">
                  <button type="button" onClick={showMore} className={buttonStyles.secondary}>
                    Show {Math.min(PAGE_SIZE, remaining)} more
                    <span className="sr-only"> of {formatCount(remaining)} not shown</span>
                  </button>
                </p>
              ) : null}
            </>
          )}
          {/* Whenever anything is stored, even entries the wall cannot show: they may hold names. */}
          <EraseDonations quiet />
        </div>
      </section>
    </>
  );
}

/**
 * The top of the wall: back, the title with whose gifts it lists (this
 * device's), and this device's own total, hidden while it has given nothing.
 * An island of its own (decision 022); the picnic's figures are the page's
 * plain HTML, in their own section under the wall.
 */
export function DonorWallHead({ pageNames }: { pageNames: Readonly<Record<string, string>> }) {
  const donations = useDonations();
  return (
    <>
      <BackButton pageNames={pageNames} />
      <div className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-bold sm:text-5xl">Donor Wall</h1>
        <p className="mt-4 text-lg text-ink-soft">{donorWallCopy.lead}</p>
      </div>
      {/* Hidden while this device has given nothing: "£0 from 0 donations" would sit
          above the organisers' own figures (decision 023). */}
      <p
        hidden={donations.length === 0}
        className="mt-8 max-w-sm rounded-2xl bg-white p-5 shadow-sm"
      >
        <span className="block text-sm font-semibold tracking-wide text-ink-soft uppercase">
          {donorWallCopy.deviceTotal}
        </span>
        <span className="mt-1 block text-3xl font-bold break-words sm:text-4xl">
          {formatAmount(totalRaised(donations))}
        </span>
        <span className="mt-1 block text-ink-soft">
          from <span className="font-semibold text-ink">{donationCount(donations.length)}</span>
        </span>
      </p>
    </>
  );
}

/**
 * Who gave and how much in a small line, then the message as a quote to
 * read, the largest thing in the entry.
 */
function DonationEntry({ donation }: { donation: Donation }) {
  return (
    // Focusable from script only: "Show more" brings focus to the first entry it adds.
    <article
      tabIndex={-1}
      // Clipped: a name of one letter and hundreds of stacked marks (within the limits) is
      // still one character, drawn far above and below its line (issue 37).
      className="h-full overflow-hidden border-t-4 border-blush pt-4 break-words outline-offset-4 focus:outline-3 focus:outline-rose-ink"
    >
      <div className="flex items-baseline justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold">{donation.name}</p>
          {donation.dedication ? (
            <p className="text-sm font-semibold text-sage-ink">
              {dedicationLine(donation.dedication)}
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-sm font-semibold text-ink-soft">
          {formatAmount(donation.amount)}
        </p>
      </div>
      {donation.message ? (
        // The heart marks the message, so it sits beside it at every width.
        <p className="mt-2 flex items-start gap-2 font-serif text-xl leading-relaxed">
          <Heart
            role="img"
            aria-label="Left a message"
            className="mt-1.5 size-4 shrink-0 fill-rose-ink text-rose-ink"
          />
          <span className="min-w-0">&ldquo;{donation.message}&rdquo;</span>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">
        <time dateTime={new Date(donation.timestamp).toISOString()}>
          {formatDonationTime(donation.timestamp)}
        </time>
      </p>
    </article>
  );
}

/** The page before this one, in this tab, if it is one of this site's: "back" goes there. */
const pageOfThisSiteBefore = () => {
  const from = document.referrer ? new URL(document.referrer) : null;
  return from?.origin === window.location.origin && window.history.length > 1 ? from : null;
};

/**
 * Back to where the visitor came from (the specification's history back), named as the
 * footer names that page, a product by its shop ("Back to the previous page" read oddly,
 * review 7); with no page of this site before it, to Donate, the page the wall belongs
 * to. The build cannot know where a visitor came from: until the island starts it says
 * Donate, where most come from.
 */
function BackButton({ pageNames }: { pageNames: Readonly<Record<string, string>> }) {
  const hydrated = useHydrated();
  const from = hydrated ? pageOfThisSiteBefore() : null;
  const section = from ? `/${from.pathname.split("/")[1] ?? ""}` : "";
  const name = from ? (pageNames[from.pathname] ?? pageNames[section]) : undefined;
  const back = () => {
    if (pageOfThisSiteBefore()) window.history.back();
    else window.location.assign("/donate");
  };
  const words = !from
    ? donorWallCopy.backToDonate
    : name
      ? `${donorWallCopy.backTo} ${name}`
      : donorWallCopy.back;
  return (
    <button
      type="button"
      onClick={back}
      // Its arrow in line with the title under it: the pill's padding reaches into the margin.
      className="-ml-3.5 inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-rose-ink hover:bg-white/60"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {words}
    </button>
  );
}
