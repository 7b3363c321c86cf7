import type { useThankYou } from "#src/hooks/use-thank-you";
import { donateLabel, type DonationCheck, type DonationFormContent } from "#src/lib/donation";
import { buttonStyles } from "./button";
import { CharityOpens, ThankYou } from "./donation-thank-you";
import { nativeChoices } from "./donation-plain-forms";
import type { PartProps } from "./donation-amount";

const donateClass = `${buttonStyles.primary} w-full text-lg`;

/**
 * Donate, whom it gives to, and the thank-you that takes their place: their
 * room is kept when the thank-you goes, so what follows it stays put
 * (decision 052).
 */
export function GiveButton({
  id,
  hydrated,
  check,
  thankYou,
  charity,
}: PartProps & {
  check: DonationCheck;
  thankYou: ReturnType<typeof useThankYou>;
  charity: DonationFormContent["charity"];
}) {
  const { banner, keptHeight, dismiss, giveBoxRef, donateButtonRef, bannerBoxRef, headlineRef } =
    thankYou;
  return (
    <div
      ref={giveBoxRef}
      className="space-y-3 sm:space-y-4"
      style={keptHeight ? { minHeight: keptHeight } : undefined}
    >
      {/* Before the app runs this one is hidden, and disabled: it is the form's default
          button, and with JavaScript off Enter on a preset would send the charity's page
          the preset alone (a plain form sends one field as one parameter); the Donate
          button the stylesheet shows sends all three. The inline script after the form
          (plainFormAmounts) enables it and puts the amount in all three itself. A new
          element once the app runs (its key), so the app's own disabled state is what
          the page shows, not the inline script's. */}
      {/* While the thank-you shows, Donate is hidden, the thank-you in its place; Enter
          in a field does nothing but say why: one tap, one donation (decision 009). */}
      <button
        key={hydrated ? "app" : "plain"}
        ref={donateButtonRef}
        type="submit"
        hidden={!hydrated || banner !== null}
        disabled={hydrated ? !check.ready : true}
        aria-describedby={`${id}-opens`}
        className={`${hydrated ? "" : "plain-enter"} ${donateClass} disabled:cursor-not-allowed disabled:bg-ink-soft/60`}
      >
        {donateLabel(check.amount)}
      </button>
      {hydrated ? null : (
        <div>
          {nativeChoices.map(({ amount, choice }) => (
            <button
              key={choice}
              type="submit"
              form={`${id}-give-${choice}`}
              data-amount={choice}
              aria-describedby={`${id}-opens`}
              className={`native-choice ${donateClass}`}
            >
              {donateLabel(amount)}
            </button>
          ))}
        </div>
      )}
      {/* Where the tap takes the visitor (a new tab), said before the tap. Pulled up by
          a margin the form's spacing meets the same way before the app starts (after
          a block) and after (after the inline button): it stays put as the form starts. */}
      {/* Whom the gift goes to, by name and number, beside the button that sends it: a
          stranger giving on a phone reads it in the first screen (issue 47). */}
      <p
        id={`${id}-opens`}
        hidden={banner !== null}
        className="-mt-2 text-center text-sm text-ink-soft sm:-mt-1"
      >
        <CharityOpens charity={charity} />
      </p>

      {/* In the page from the start, so screen readers announce what is put in it. */}
      <div ref={bannerBoxRef} role="status" aria-live="polite">
        {banner ? (
          <ThankYou banner={banner} charity={charity} onDismiss={dismiss} headline={headlineRef} />
        ) : null}
      </div>
    </div>
  );
}
