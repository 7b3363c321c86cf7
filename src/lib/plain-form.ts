// A donation form before its island starts: the inline script written after
// it (DonationFormIsland, src/components/donation-panel.tsx), in a module of
// its own so the build reads it without the rest of src/lib/donation.ts.

/**
 * The query parameters the donation page may read the amount from; each gets
 * it. The form's fields are named after the first two, so that a plain HTML
 * form sends something: the presets `preset_amount`, the typed field `amount`.
 */
export const AMOUNT_PARAMS = ["preset_amount", "amount", "donation_amount"] as const;

/**
 * Run inline, right after a donation form, so it is at work before the
 * visitor can type (decision 035): a plain HTML form sends a typed amount in
 * the one parameter its field is named after (`amount`), an empty one as
 * `amount=`, and, on Enter on a preset, the preset alone (`preset_amount`).
 * This puts the amount in all three, as the app does: the typed one, or else
 * the chosen preset, as a plain number. It also lifts the field's `required`,
 * which only stops Enter with nothing typed when JavaScript is off, lets the
 * field take any amount the app takes (`pattern`, "£1,000.50" too, with its
 * `hint`) where JavaScript off takes a plain number only, and enables the form's
 * hidden Donate button, disabled so that with JavaScript off Enter on a
 * preset sends nothing rather than the preset alone (`.plain-enter`,
 * decision 039). Sent to the page as text (its source), so it
 * names nothing outside itself.
 */
export function plainFormAmounts(params: readonly string[], pattern: string, hint: string) {
  const [preset, typedName] = params as [string, string];
  for (const field of document.querySelectorAll<HTMLInputElement>("input.custom-amount")) {
    field.required = false;
    field.pattern = pattern;
    field.title = hint;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>("button.plain-enter")) {
    button.disabled = false;
  }
  addEventListener("formdata", (event) => {
    // The typed field joins the form its Donate sends (its `form` attribute); Enter on a
    // preset sends the donation form itself, which holds the field without owning it.
    const form = event.target as HTMLFormElement;
    const typed =
      form.elements.namedItem(typedName) ?? form.querySelector(`input[name="${typedName}"]`);
    if (!(typed instanceof HTMLInputElement)) return;
    const chosen = typed.closest("form")?.elements.namedItem(preset) as RadioNodeList | null;
    const amount = Number(typed.value.replace(/[£,\s]/g, "") || chosen?.value);
    if (!(amount > 0)) return;
    for (const name of params) {
      event.formData.delete(name);
      event.formData.append(name, Number.isInteger(amount) ? String(amount) : amount.toFixed(2));
    }
  });
}
