import { useDonationForm } from "#src/hooks/use-donation-form";
import { useHydrated } from "#src/hooks/use-hydrated";
import type { AfterDonationProps } from "#src/lib/after-donation";
import { donationFormContent } from "#src/content/donate-words";
import type { DonationFormContent } from "#src/lib/donation";
import { AmountChoice, OtherAmount } from "./donation-amount";
import { DonationDetails } from "./donation-details";
import { GiveButton } from "./donation-give";
import { ImpactLine } from "./donation-impact";
import { NativeForms } from "./donation-plain-forms";
import { AfterDonation } from "./donation-thank-you";

/**
 * The donation form of the About and Donate pages. The money is taken on the
 * charity's own page (opened in a new tab); this form only chooses the amount
 * and, if the visitor wants, puts them on this device's donor wall.
 *
 * Until the app runs it is plain HTML: each amount has its own small GET form
 * to the charity's page (see NativeForms), so it works with JavaScript off.
 * `next`: what to offer once Donate has opened the charity's page (sharing
 * the picnic, the day it is on), from the page (src/lib/after-donation.ts);
 * `content`: the charity, its page and Gift Aid's share (the content's, in a
 * module of their own: src/content/donate-words.ts).
 */
export function DonationForm({
  content = donationFormContent,
  next,
}: {
  content?: DonationFormContent;
  next?: AfterDonationProps;
}) {
  // A fixed id, not useId: the build (React) and the browser (Preact, decision
  // 030) number ids their own way, and the fields are found by id. One form a page.
  const id = "donation";
  const hydrated = useHydrated();
  const { fields, check, given, attachForm, onChange, donate, thankYou } = useDonationForm(
    id,
    content.pageUrl,
  );
  const { followUpRef } = thankYou;
  const part = { id, hydrated };

  return (
    <>
      <form
        ref={attachForm}
        onSubmit={donate}
        // The input event, which every field fires as it changes and which
        // bubbles to the form: React's onChange does too, but Preact's, on a
        // form, is the browser's change event, which a text field fires only
        // when it loses focus (decision 030).
        onInput={onChange}
        noValidate
        aria-label="Donation"
        // Used only before the app starts (Enter on a preset, with the inline script): the charity's page.
        action={content.pageUrl}
        target="_blank"
        rel="noopener"
        className="donation-form space-y-3 sm:space-y-4"
      >
        <AmountChoice {...part} check={check} giftAid={content} />
        <OtherAmount {...part} check={check} />
        <ImpactLine hydrated={hydrated} check={check} />
        <DonationDetails {...part} check={check} fields={fields} label={content.detailsLabel} />
        {hydrated ? null : (
          <p className="hidden text-sm text-ink-soft noscript:block">
            Your name, a message and a dedication go on the donor wall, kept on this device by
            JavaScript: with it off, only the amount goes to the charity&apos;s page.
          </p>
        )}

        <GiveButton {...part} check={check} thankYou={thankYou} charity={content.charity} />
      </form>
      {next && given ? (
        <div ref={followUpRef}>
          <AfterDonation next={next} />
        </div>
      ) : null}
      {/* Until the island starts, the inline script after the form (DonationFormIsland)
          sends a typed amount in all three parameters (plainFormAmounts). */}
      {hydrated ? null : <NativeForms id={id} pageUrl={content.pageUrl} onGive={donate} />}
    </>
  );
}
