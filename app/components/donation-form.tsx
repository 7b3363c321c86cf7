import { HeartHandshake, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { site } from "~/content/site";
import {
  BANNER_MS,
  DEFAULT_AMOUNT,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PRESET_AMOUNTS,
  canDonate,
  donateLabel,
  donationUrl,
  giftAidLine,
  parseAmount,
} from "~/lib/donation";
import { addDonor } from "~/lib/donors";
import { formatAmount } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles } from "./button";

type Banner = {
  amount: number;
  url: string;
  /** The browser refused to open the new tab: keep a link until the visitor dismisses it. */
  blocked: boolean;
  wall: "none" | "saved" | "saved-named" | "failed";
};

/** Opens the donation page in a new tab that holds no handle on this page. */
function openDonationTab(url: string): boolean {
  try {
    // Not "noopener" in the features: window.open would then always return
    // null and a blocked pop-up could not be told apart from an opened one.
    const tab = window.open(url, "_blank");
    if (!tab) return false;
    try {
      tab.opener = null;
    } catch {
      // The tab has already navigated cross-origin and so cannot reach us anyway.
    }
    return true;
  } catch {
    return false;
  }
}

const fieldClass =
  "mt-1 block w-full rounded-lg border-2 border-ink-soft/40 bg-white px-3 py-2 text-base text-ink placeholder:text-ink-soft/70 focus:border-rose-ink aria-[invalid=true]:border-rose-ink";
const errorClass = "mt-1 text-sm font-semibold text-rose-ink";
const hintClass = "mt-1 text-sm text-ink-soft";

/**
 * The donation form of the About and Donate pages. The money is taken on the
 * charity's own page (opened in a new tab); this form only chooses the amount
 * and, if the visitor wants, puts them on this browser's donor wall.
 */
export function DonationForm() {
  const id = useId();
  const hydrated = useHydrated();
  const donateButton = useRef<HTMLButtonElement>(null);

  const [preset, setPreset] = useState<number | null>(DEFAULT_AMOUNT);
  const [custom, setCustom] = useState("");
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [onWall, setOnWall] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  const customInput = parseAmount(custom);
  const amount =
    customInput.kind === "empty"
      ? preset
      : customInput.kind === "valid"
        ? customInput.amount
        : null;
  const amountError = customInput.kind === "invalid" ? customInput.message : null;

  const trimmedName = name.trim();
  const trimmedMessage = message.trim();
  const nameError =
    trimmedName.length > NAME_MAX_LENGTH
      ? `Names can be up to ${NAME_MAX_LENGTH} characters; this one has ${trimmedName.length}.`
      : null;
  const messageError =
    trimmedMessage.length > MESSAGE_MAX_LENGTH
      ? `Messages can be up to ${MESSAGE_MAX_LENGTH} characters. Please shorten yours by ${trimmedMessage.length - MESSAGE_MAX_LENGTH}.`
      : null;
  const ready = hydrated && canDonate(amount) && !nameError && !messageError;

  const reset = useCallback(() => {
    setBanner(null);
    setPreset(DEFAULT_AMOUNT);
    setCustom("");
    setName("");
    setMessage("");
    setOnWall(false);
  }, []);

  // The thank-you banner goes after five seconds, unless it carries the only
  // way on to the donation page (a blocked pop-up): that one waits for the visitor.
  useEffect(() => {
    if (!banner || banner.blocked) return;
    const timer = window.setTimeout(reset, BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner, reset]);

  const donate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;

    let wall: Banner["wall"] = "none";
    if (onWall) {
      const saved = addDonor({
        name: trimmedName || "Anonymous",
        amount,
        ...(trimmedMessage ? { message: trimmedMessage } : {}),
        timestamp: Date.now(),
      });
      wall = !saved.ok ? "failed" : trimmedName ? "saved-named" : "saved";
    }
    const url = donationUrl(site.donationPageUrl, amount);
    const opened = openDonationTab(url);
    setBanner({ amount, url, blocked: !opened, wall });
  };

  const dismiss = () => {
    reset();
    donateButton.current?.focus();
  };

  const ids = {
    amountHint: `${id}-amount-hint`,
    amountError: `${id}-amount-error`,
    giftAid: `${id}-gift-aid`,
    nameHint: `${id}-name-hint`,
    nameError: `${id}-name-error`,
    messageCount: `${id}-message-count`,
    messageError: `${id}-message-error`,
  };

  return (
    <form onSubmit={donate} noValidate aria-label="Donation" className="space-y-6">
      <fieldset>
        <legend className="text-lg font-bold text-rose-deep">Choose an amount</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PRESET_AMOUNTS.map((value) => (
            <label key={value} className="relative block">
              <input
                type="radio"
                name={`${id}-preset`}
                value={value}
                checked={preset === value && customInput.kind === "empty"}
                onChange={() => {
                  setPreset(value);
                  setCustom("");
                }}
                className="peer sr-only"
              />
              <span className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-rose-ink bg-white text-lg font-bold text-rose-ink transition-colors peer-checked:bg-rose-ink peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-rose-ink hover:bg-blush-100 peer-checked:hover:bg-rose-deep">
                {formatAmount(value)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-custom`} className="font-semibold">
          Or enter another amount
        </label>
        <div className="relative mt-1 max-w-xs">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-soft"
          >
            £
          </span>
          <input
            id={`${id}-custom`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            onChange={(event) => {
              setCustom(event.target.value);
              setPreset(null);
            }}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={[ids.amountHint, amountError ? ids.amountError : null, ids.giftAid]
              .filter(Boolean)
              .join(" ")}
            className={`${fieldClass} mt-0 pl-7`}
          />
        </div>
        <p id={ids.amountHint} className={hintClass}>
          In pounds, from {formatAmount(1)} to £100,000; pence are fine (12.50).
        </p>
        <p id={ids.amountError} aria-live="polite" className={errorClass}>
          {amountError}
        </p>
        <p
          id={ids.giftAid}
          className="mt-2 inline-flex items-center gap-2 rounded-full bg-blush-100 px-3 py-1 text-sm font-semibold text-rose-deep"
        >
          <HeartHandshake aria-hidden="true" className="size-4" />
          {canDonate(amount)
            ? giftAidLine(amount)
            : "UK taxpayers: Gift Aid adds 25% at no cost to you"}
        </p>
      </div>

      <div className="grid gap-5">
        <div>
          <label htmlFor={`${id}-name`} className="font-semibold">
            Your name <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={[ids.nameHint, nameError ? ids.nameError : null]
              .filter(Boolean)
              .join(" ")}
            className={fieldClass}
          />
          <p id={ids.nameHint} className={hintClass}>
            Up to {NAME_MAX_LENGTH} characters. Left blank, you appear as Anonymous.
          </p>
          <p id={ids.nameError} aria-live="polite" className={errorClass}>
            {nameError}
          </p>
        </div>

        <div>
          <label htmlFor={`${id}-message`} className="font-semibold">
            Message <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <textarea
            id={`${id}-message`}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={[ids.messageCount, messageError ? ids.messageError : null]
              .filter(Boolean)
              .join(" ")}
            className={fieldClass}
          />
          <p id={ids.messageCount} className={hintClass}>
            {trimmedMessage.length} of {MESSAGE_MAX_LENGTH} characters
          </p>
          <p id={ids.messageError} aria-live="polite" className={errorClass}>
            {messageError}
          </p>
        </div>

        <div className="flex items-start gap-3">
          <input
            id={`${id}-wall`}
            type="checkbox"
            checked={onWall}
            onChange={(event) => setOnWall(event.target.checked)}
            aria-describedby={`${id}-wall-hint`}
            className="mt-1 size-5 shrink-0 accent-rose-ink"
          />
          <div>
            <label htmlFor={`${id}-wall`} className="font-semibold">
              Show my donation on the donor wall
            </label>
            <p id={`${id}-wall-hint`} className={hintClass}>
              Kept only in this browser: see the{" "}
              <Link to="/donor-wall" className="underline">
                donor wall
              </Link>
              .
            </p>
          </div>
        </div>
      </div>

      <button
        ref={donateButton}
        type="submit"
        disabled={!ready}
        className={`${buttonStyles.primary} w-full text-lg disabled:cursor-not-allowed disabled:bg-ink-soft/60 sm:w-auto sm:min-w-56`}
      >
        {donateLabel(amount)}
      </button>

      {/* In the page from the start, so screen readers announce what is put in it. */}
      <div role="status" aria-live="polite">
        {banner ? <ThankYou banner={banner} onDismiss={dismiss} /> : null}
      </div>
    </form>
  );
}

function ThankYou({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  return (
    <div className="rounded-2xl border-2 border-rose-ink bg-blush-50 p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-bold text-rose-deep">
          Thank you for your donation of {formatAmount(banner.amount)}!
        </p>
        {banner.blocked ? (
          <button
            type="button"
            onClick={onDismiss}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-rose-deep hover:bg-blush-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Dismiss</span>
          </button>
        ) : null}
      </div>
      {banner.blocked ? (
        <>
          <p className="mt-2">
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
        </>
      ) : (
        <p className="mt-2">
          Our charity partner&apos;s donation page has opened in a new tab to finish your donation.
        </p>
      )}
      {banner.wall === "saved-named" ? (
        <p className="mt-2">Your name will appear on our donor wall.</p>
      ) : null}
      {banner.wall === "failed" ? (
        <p className="mt-2 font-semibold">
          We could not keep your donor-wall entry: this browser&apos;s storage is full or turned
          off. Your donation can still go ahead.
        </p>
      ) : null}
    </div>
  );
}
