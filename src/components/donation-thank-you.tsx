import { X } from "#src/components/icons";
import { DEDICATIONS, type Dedication } from "#src/lib/donation";
import { formatAmount } from "#src/lib/format";
import { buttonStyles } from "./button";

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
 * The donation form's thank-you. What happens next comes first (the gift is
 * made on the charity's page, not here), then the thanks, then what became
 * of the wall entry (decision 028).
 */
export function ThankYou({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  const againLink = "font-semibold text-rose-ink underline underline-offset-4";
  return (
    <div className="rounded-2xl border-2 border-rose-ink bg-blush-50 p-5">
      {banner.blocked ? (
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-lg font-bold text-rose-deep">
              Your browser stopped the donation page from opening in a new tab. Please use this link
              to finish your donation:
            </p>
            <p className="mt-3">
              <a
                href={banner.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles.primary}
              >
                Open the donation page
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-rose-deep hover:bg-blush-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : (
        <p className="text-lg font-bold text-rose-deep">
          Finish your gift on the charity&apos;s page. It didn&apos;t open?{" "}
          <a href={banner.url} target="_blank" rel="noopener noreferrer" className={againLink}>
            Open it again
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      )}
      <p className="mt-2">
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
