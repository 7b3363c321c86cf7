import { useCallback, useRef, useState, type FormEvent } from "react";
import {
  DEFAULT_FIELDS,
  canDonate,
  checkDonation,
  donationUrl,
  type DonationFields,
} from "#src/lib/donation";
import { fieldsOf, openDonationTab, readFields } from "#src/lib/donation-form-page";
import { saveDonationAfterPaint } from "#src/lib/donations";
import { useThankYou } from "./use-thank-you";

/**
 * The donation form's state and its one action: what the fields hold, and
 * Donate, which opens the charity's page with the amount, shows the thanks
 * and, if asked, keeps the donation for the donor wall. `id` is the form's:
 * its fields are found by it; `pageUrl` is the charity's page.
 */
export function useDonationForm(id: string, pageUrl: string) {
  const form = useRef<HTMLFormElement | null>(null);
  // Set from Donate until the form resets: one tap, one donation, however fast the taps.
  const donating = useRef(false);
  const [fields, setFields] = useState<DonationFields>(DEFAULT_FIELDS);
  // Set at the first gift: what follows the thanks stays once the thank-you has gone.
  const [given, setGiven] = useState(false);

  const resetForm = useCallback(() => {
    donating.current = false;
    if (form.current) {
      // Back to the defaults the fields were rendered with (the spec: £25, all else empty).
      form.current.reset();
      setFields(readFields(form.current, id));
    }
  }, [id]);
  const thankYou = useThankYou(resetForm);

  // Read what is in the form the moment the app takes it over (React keeps
  // what the visitor typed or chose while hydrating), and after every change.
  const attachForm = useCallback(
    (node: HTMLFormElement | null) => {
      form.current = node;
      if (!node) return;
      // What this tab kept of the folded fields (Back, a reload) the page's
      // script puts back (src/lib/form-draft.ts), before or after this.
      setFields(readFields(node, id));
    },
    [id],
  );

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const element = fieldsOf(event.currentTarget, id);
    // The spec: a preset clears the custom field; typing an amount clears the preset.
    if (target.name === "preset_amount" && element.custom) element.custom.value = "";
    if (target === element.custom) for (const radio of element.presets) radio.checked = false;
    setFields(readFields(event.currentTarget, id));
    // The visitor is using the form again: the space the thank-you left can close
    // (a shift right after input is the visitor's own, not a jump).
    thankYou.release();
  };

  // Sent from the form, or from a Donate button of the plain HTML pressed as the
  // island starts (its first tap, src/directives/when-used.ts): either way the form's fields.
  const donate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const node = form.current;
    if (!node) return;
    if (donating.current) {
      thankYou.update((shown) => ({ ...shown, repeated: true }));
      return;
    }
    thankYou.release();
    const current = readFields(node, id);
    const now = checkDonation(current);
    if (!now.ready || !canDonate(now.amount)) return;
    donating.current = true;

    // Given: coming back to the page must not offer the same words again. The
    // page's script forgets them (DRAFT_GIVEN in src/lib/form-draft.ts).
    node.dispatchEvent(new Event("donation-given", { bubbles: true }));
    const amount = now.amount;
    const url = donationUrl(pageUrl, amount);
    // First, while the click still counts as the visitor's: browsers block later pop-ups.
    const opened = openDonationTab(url);
    setGiven(true);
    thankYou.show({
      amount,
      dedication: now.dedication,
      url,
      blocked: !opened,
      wall: current.onWall ? "saving" : "none",
      repeated: false,
    });
    if (current.onWall) {
      // After the thank-you has painted: a wall of thousands takes a moment to write.
      void saveDonationAfterPaint({
        name: now.name || "Anonymous",
        amount,
        ...(now.message ? { message: now.message } : {}),
        timestamp: Date.now(),
        ...(now.dedication ? { dedication: now.dedication } : {}),
      }).then((saved) => {
        const wall = !saved.ok ? "failed" : now.name ? "saved-named" : "saved";
        thankYou.update((shown) => ({ ...shown, wall }));
      });
    }
  };

  return { fields, check: checkDonation(fields), given, attachForm, onChange, donate, thankYou };
}
