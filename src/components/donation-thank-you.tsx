import type { Ref } from "react";
import { X } from "#src/components/icons";
import type { AfterDonationProps } from "#src/lib/after-donation";
import { DEDICATIONS, type Dedication, type DonationFormContent } from "#src/lib/donation";
import { formatAmount } from "#src/lib/format";
import { buttonStyles } from "./button";
import { ShareThePicnic } from "./share-the-picnic";

type Charity = DonationFormContent["charity"];

/** Whose page takes the gift: the charity by name where the organisers give it (content/site.json). */
const charityPageOf = (charity: Charity) =>
  charity ? `${charity.name}'s donation page` : "the charity's page";

/**
 * Under Donate: where the tap goes, by the charity's name and registration
 * number, so a stranger knows whom they give to before they give.
 */
export function CharityOpens({ charity }: { charity: Charity }) {
  if (!charity) return <>Opens the charity&apos;s secure page in a new tab.</>;
  return (
    <>
      <strong className="font-semibold text-ink">{charity.name}</strong>, registered charity no.{" "}
      {charity.number}, takes your gift on its secure page, which opens in a new tab.
    </>
  );
}

export type Banner = {
  amount: number;
  dedication: Dedication | null;
  url: string;
  /** The browser refused to open the new tab: keep a link until the visitor dismisses it. */
  blocked: boolean;
  wall: "none" | "saving" | "saved" | "saved-named" | "failed";
  /** Donate was pressed again while this banner showed, and nothing more was done. */
  repeated: boolean;
};

/**
 * The donation form's thank-you, in Donate's place while it shows. Its
 * headline is what happens next (the gift is made on the charity's page, not
 * here), with the way to open that page again; then the thanks, then what
 * became of the wall entry (decisions 028, 052). `headline` takes focus when
 * Donate had it: Donate is hidden meanwhile.
 */
export function ThankYou({
  banner,
  charity,
  onDismiss,
  headline,
}: {
  banner: Banner;
  charity: Charity;
  onDismiss: () => void;
  headline?: Ref<HTMLParagraphElement>;
}) {
  const againLink = "font-semibold text-rose-ink underline underline-offset-4";
  const charityPage = charityPageOf(charity);
  return (
    <div className="rounded-2xl border-2 border-rose-ink bg-blush-50 p-5">
      {banner.blocked ? (
        <>
          {/* Where Donate was, so a double tap's second tap lands on these words; the
              controls come after them. */}
          <p ref={headline} tabIndex={-1} className="text-lg font-bold text-rose-deep">
            Your browser stopped {charityPage} from opening in a new tab. Please use this link to
            finish your donation:
          </p>
          <p className="mt-3 flex flex-wrap items-center gap-3">
            <a
              href={banner.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.primary}
            >
              Open the donation page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button
              type="button"
              onClick={onDismiss}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-rose-deep hover:bg-blush-100"
            >
              <X aria-hidden="true" className="size-5" />
              Dismiss
            </button>
          </p>
        </>
      ) : (
        <>
          {/* Where Donate was, so a double tap's second tap lands on these words, not a link. */}
          <p ref={headline} tabIndex={-1} className="text-xl font-bold text-rose-deep">
            Finish your gift on {charityPage}.
          </p>
          <p className="mt-1">
            It didn&apos;t open?{" "}
            <a href={banner.url} target="_blank" rel="noopener noreferrer" className={againLink}>
              Open it again
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </>
      )}
      <p className="mt-3 font-semibold">
        Thank you for your donation of {formatAmount(banner.amount)}
        {banner.dedication
          ? ` ${DEDICATIONS[banner.dedication.kind].toLowerCase()} ${banner.dedication.name}`
          : ""}
        !
      </p>
      {banner.wall === "saved-named" ? (
        <p className="mt-2">Your name will appear on our donor wall.</p>
      ) : null}
      {banner.wall === "failed" ? (
        <p className="mt-2 font-semibold">
          We could not keep your donor-wall entry: this device&apos;s storage is full or turned off.
          Your donation can still go ahead.
        </p>
      ) : null}
      {banner.repeated ? (
        <p className="mt-2 font-semibold">
          {banner.blocked
            ? "Please use the link above: pressing Donate again does not open a second page."
            : "The donation page is already open in another tab, so we did not open a second one or add you twice. You can give again once this message has gone."}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What follows the thanks, once Donate has opened the charity's page: share
 * the picnic and, while it is ahead, "See you on <the day>!". It stays when
 * the thank-you goes after its five seconds, in the room the thank-you kept,
 * so nothing moves (decision 052).
 */
export function AfterDonation({ next }: { next: AfterDonationProps }) {
  return (
    <div role="group" aria-labelledby="donation-next" className="mt-4 border-t-2 border-blush pt-4">
      <p id="donation-next" className="mb-3 font-semibold">
        Tell your friends about the picnic
      </p>
      <ShareThePicnic share={next.share} />
      {next.seeYou ? (
        <p {...next.seeYou.when} className="mt-4 text-lg font-bold text-sage-ink">
          {next.seeYou.text}
        </p>
      ) : null}
    </div>
  );
}
