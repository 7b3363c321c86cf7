// What a visitor put in a donation form's folded fields (name, message,
// dedication, the wall box), kept for this tab only (sessionStorage), so Back
// or a reload never loses it: the browser gives back only fields with a
// `name`, and these have none, so that a plain form sent before the app
// starts never carries a name or a message to the charity's page. Kept from
// the first keystroke, before and after the app starts (src/site-script.ts),
// and forgotten when the form resets after a gift.

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsIn = (more: Element): Field[] => [
  ...more.querySelectorAll<Field>("input:not([type=hidden]), textarea"),
];

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");

const atDefault = (field: Field) =>
  isChoice(field) ? field.checked === field.defaultChecked : field.value === field.defaultValue;

/** Whether the folded fields hold anything a visitor typed or chose. */
export const holdsSomething = (more: Element) => fieldsIn(more).some((field) => !atDefault(field));

/** One key per form on the page: a page may carry more than one. */
function keyOf(more: Element): string {
  const index = [...document.querySelectorAll("details.donation-more")].indexOf(more);
  return `donation-draft:${location.pathname}:${index}`;
}

/** Storage may be refused (a private window, a full quota): then nothing is kept. */
function attempt(action: () => void) {
  try {
    action();
  } catch {
    // Nothing kept: the fields still work.
  }
}

/** Keeps what the folded fields hold now, or forgets it when they hold nothing. */
export function keepDraft(more: Element) {
  const key = keyOf(more);
  const fields = fieldsIn(more);
  attempt(() =>
    fields.every(atDefault)
      ? sessionStorage.removeItem(key)
      : sessionStorage.setItem(
          key,
          JSON.stringify(fields.map((field) => (isChoice(field) ? field.checked : field.value))),
        ),
  );
}

export function forgetDraft(more: Element) {
  attempt(() => sessionStorage.removeItem(keyOf(more)));
}

/**
 * Puts back what was kept, when every field is still as the page came
 * (what a visitor or the browser put there since wins). Returns whether the
 * folded fields now hold something.
 */
export function restoreDraft(more: Element): boolean {
  const fields = fieldsIn(more);
  if (fields.every(atDefault)) {
    let kept: unknown = null;
    attempt(() => (kept = JSON.parse(sessionStorage.getItem(keyOf(more)) ?? "null")));
    // A draft from another version of the form, with other fields, is left alone.
    const draft: unknown[] | null = Array.isArray(kept) ? kept : null;
    if (draft?.length === fields.length) {
      fields.forEach((field, index) => {
        const value = draft[index];
        if (isChoice(field) && typeof value === "boolean") field.checked = value;
        else if (!isChoice(field) && typeof value === "string") field.value = value;
      });
    }
  }
  return holdsSomething(more);
}
