// A donation form before its island starts: what the page script does for it
// (app/page-script.ts), in a module of its own so that script carries nothing
// else of app/lib/donation.ts.

/** The query parameters the donation page may read the amount from; each gets it. */
export const AMOUNT_PARAMS = ["preset_amount", "amount", "donation_amount"] as const;

/**
 * Run in the page before a donation form's island starts (app/page-script.ts):
 * a plain HTML form sends a typed amount in the one parameter its field is
 * named after (`amount`), and an empty one as `amount=`. This puts the
 * amount in all three, as the app does: the typed one, or else the chosen
 * preset. It also lifts the field's `required`, which only stops Enter with
 * nothing typed when JavaScript is off.
 */
export function plainFormAmounts(params: readonly string[]) {
  for (const field of document.querySelectorAll<HTMLInputElement>("input.custom-amount")) {
    field.required = false;
  }
  addEventListener("formdata", (event) => {
    const form = event.target as HTMLFormElement;
    const typed = form.id.endsWith("-give-other")
      ? document.querySelector<HTMLInputElement>(`input.custom-amount[form="${form.id}"]`)
      : null;
    if (!typed) return;
    const text = typed.value.replace(/[£,\s]/g, "");
    const chosen = typed
      .closest("form")
      ?.querySelector<HTMLInputElement>(`input[name="${params[0]}"]:checked`);
    const amount = Number(text || chosen?.value);
    if (!(amount > 0)) return;
    for (const name of params) {
      event.formData.delete(name);
      event.formData.append(name, Number.isInteger(amount) ? String(amount) : amount.toFixed(2));
    }
  });
}
