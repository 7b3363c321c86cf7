// What a visitor put in a donation form's folded fields (name, message,
// dedication, the wall box), kept for this tab only (sessionStorage), so Back
// or a reload never loses it: the browser gives back only fields with a
// `name`, and these have none, so that a plain form sent before the app
// starts never carries a name or a message to the charity's page. Kept from
// the first keystroke, before and after the app starts, by the page's script
// alone (startDrafts, from src/components/donation-drafts.astro), and forgotten once given
// (the form says so with the event DRAFT_GIVEN) or when the form resets.

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsIn = (more: Element): Field[] => [
  ...more.querySelectorAll<Field>("input:not([type=hidden]), textarea"),
];

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");

const atDefault = (field: Field) =>
  isChoice(field) ? field.checked === field.defaultChecked : field.value === field.defaultValue;

/** Whether the folded fields hold anything a visitor typed or chose. */
const holdsSomething = (more: Element) => fieldsIn(more).some((field) => !atDefault(field));

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
function keepDraft(more: Element) {
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

function forgetDraft(more: Element) {
  attempt(() => sessionStorage.removeItem(keyOf(more)));
}

/**
 * Puts back what was kept, when every field is still as the page came
 * (what a visitor or the browser put there since wins). Returns whether the
 * folded fields now hold something.
 */
function restoreDraft(more: Element): boolean {
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

/**
 * The event a donation form sends (bubbling, from the form) once its gift is
 * given: coming back to the page must not offer the same words again. The
 * form's island sends it with this name written out, so that it shares no
 * code with the page's script (decision 055).
 */
const DRAFT_GIVEN = "donation-given";

const foldedIn = (root: ParentNode) =>
  root.querySelectorAll<HTMLDetailsElement>("details.donation-more");

/**
 * Puts back what this tab kept, and opens the folded fields that hold
 * something, so nothing typed stays hidden. An island that has started
 * hears of it as of any change, and reads its fields again.
 */
function restoreAll() {
  for (const more of foldedIn(document)) {
    if (!restoreDraft(more)) continue;
    more.open = true;
    more.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * Keeps every donation form's folded fields for this tab, from now on, and
 * what they hold already: the page may start this after the visitor has typed
 * (decision 066), and putting back says `change`, which keeps it.
 */
export function startDrafts() {
  for (const type of ["input", "change"]) {
    document.addEventListener(type, (event) => {
      const more = (event.target as Element).closest?.("details.donation-more");
      if (more) keepDraft(more);
    });
  }
  for (const type of ["reset", DRAFT_GIVEN]) {
    document.addEventListener(type, (event) => {
      for (const more of foldedIn(event.target as Element)) forgetDraft(more);
    });
  }
  restoreAll();
  addEventListener("pageshow", restoreAll);
}
