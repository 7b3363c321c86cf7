import { ArrowLeft, Heart } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonStyles } from "~/components/button";
import { Card } from "~/components/card";
import { EraseDonors } from "~/components/erase-donors";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { emptyWallCopy } from "~/content/copy";
import { site } from "~/content/site";
import { donationCount, formatDonationTime, totalRaised } from "~/lib/donor-wall";
import { donorKeys, type Donor } from "~/lib/donors";
import { formatAmount, formatCount } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { useDonors } from "~/lib/use-donors";

export function meta() {
  return pageMeta({
    title: "Donor Wall",
    description: `Everyone who has supported ${site.brand} from this browser, with their messages and the total raised.`,
    path: "/donor-wall",
  });
}

/**
 * Entries shown at first, and added by each "Show more". A wall of thousands
 * stays quick to open because only this many rows are ever added at once.
 */
export const PAGE_SIZE = 200;

export default function DonorWall() {
  const donors = useDonors();
  const [shown, setShown] = useState(PAGE_SIZE);
  const visible = donors.slice(0, shown);
  const keys = donorKeys(visible);
  const remaining = donors.length - visible.length;

  return (
    <>
      <section className="bg-gradient-to-b from-blush to-blush-50 px-4 pt-6 pb-14 sm:pb-16">
        <div className="mx-auto max-w-3xl">
          <BackButton />
          <div className="mt-6 text-center">
            <h1 className="text-4xl font-bold text-rose-deep sm:text-5xl">Donor Wall</h1>
            <p className="mt-4 text-lg text-ink-soft">
              Thank you to everyone who has given. This wall shows the donations made in this
              browser.
            </p>
          </div>
          <p className="mx-auto mt-8 max-w-sm rounded-2xl bg-white p-5 text-center shadow-sm">
            <span className="block text-sm font-semibold tracking-wide text-ink-soft uppercase">
              Total raised in this browser
            </span>
            <span className="mt-1 block text-3xl font-bold break-words text-rose-ink sm:text-4xl">
              {formatAmount(totalRaised(donors))}
            </span>
            <span className="mt-1 block text-ink-soft">
              from <span className="font-semibold text-ink">{donationCount(donors.length)}</span>
            </span>
          </p>
          <FundraisingProgress className="mx-auto mt-8 max-w-lg text-center" />
        </div>
      </section>

      <section aria-label="Donations" className="px-4 py-12">
        <div className="mx-auto max-w-3xl">
          {donors.length === 0 ? (
            <Card className="text-center sm:p-8">
              <p className="text-2xl font-bold text-rose-deep">{emptyWallCopy.title}</p>
              <p className="mt-2 text-lg text-ink-soft">{emptyWallCopy.invitation}</p>
              <Link to="/donate" className={`${buttonStyles.primary} mt-6`}>
                Donate Now
              </Link>
            </Card>
          ) : (
            <>
              <ol className="space-y-4">
                {visible.map((donor, index) => (
                  <li key={keys[index]}>
                    <DonorCard donor={donor} />
                  </li>
                ))}
              </ol>
              {remaining > 0 ? (
                <p className="mt-8 text-center">
                  <button
                    type="button"
                    onClick={() => setShown((count) => count + PAGE_SIZE)}
                    className={buttonStyles.secondary}
                  >
                    Show {Math.min(PAGE_SIZE, remaining)} more
                    <span className="sr-only"> of {formatCount(remaining)} not shown</span>
                  </button>
                </p>
              ) : null}
            </>
          )}
          {/* Whenever anything is stored, even entries the wall cannot show: they may hold names. */}
          <EraseDonors quiet />
        </div>
      </section>
    </>
  );
}

function DonorCard({ donor }: { donor: Donor }) {
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 text-lg font-bold break-words">{donor.name}</p>
        <p className="shrink-0 text-lg font-bold text-rose-ink">{formatAmount(donor.amount)}</p>
      </div>
      {donor.message ? (
        // The heart marks the message, so it sits beside it at every width.
        <p className="mt-2 flex items-start gap-2 text-ink-soft">
          <Heart
            role="img"
            aria-label="Left a message"
            className="mt-1 size-4 shrink-0 fill-rose-ink text-rose-ink"
          />
          <span className="min-w-0 break-words italic">&ldquo;{donor.message}&rdquo;</span>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">
        <time dateTime={new Date(donor.timestamp).toISOString()}>
          {formatDonationTime(donor.timestamp)}
        </time>
      </p>
    </Card>
  );
}

/** Back to where the visitor came from; home when this page was their first. */
function BackButton() {
  const navigate = useNavigate();
  const back = () => {
    // React Router numbers its history entries; 0 means nothing of ours to go back to.
    const state: unknown = window.history.state;
    const index =
      state && typeof state === "object" && "idx" in state && typeof state.idx === "number"
        ? state.idx
        : 0;
    if (index > 0) void navigate(-1);
    else void navigate("/");
  };
  return (
    <button
      type="button"
      onClick={back}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-rose-ink hover:bg-white/60"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Back
    </button>
  );
}
