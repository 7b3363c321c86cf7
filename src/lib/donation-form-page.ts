// What the donation form (src/components/donation-form.tsx) reads from the
// page and does in it, with no React: its fields as the visitor left them,
// the charity's page in a new tab, and the thank-you scrolled into view.
import type { DedicationKind, DonationFields } from "./donation";

/** Opens the donation page in a new tab that holds no handle on this page. */
export function openDonationTab(url: string): boolean {
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

/**
 * Scrolls the page, in one movement, so that the thank-you and what follows
 * it (`then`, where the screen has room) are whole on the screen, clear of
 * the fixed header and of anything fixed at the foot (the page's scroll
 * padding says how much room they take, app.css). The thank-you comes first:
 * where both do not fit, its top stays just under the header. Gliding, unless
 * the visitor asked for less motion.
 */
export function bringIntoView(first: HTMLElement, then: HTMLElement | null) {
  const page = getComputedStyle(document.documentElement);
  const top = parseFloat(page.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (parseFloat(page.scrollPaddingBottom) || 0);
  const start = first.getBoundingClientRect().top;
  const end = (then ?? first).getBoundingClientRect().bottom;
  // Up as far as the end needs, never so far that the start goes under the header.
  const by = start < top ? start - top : Math.min(Math.max(end - bottom, 0), start - top);
  if (Math.abs(by) < 1) return;
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollBy({ top: by, behavior: still ? "instant" : "smooth" });
}

/** The form's fields, found by the ids the form gives them. */
export function fieldsOf(form: HTMLFormElement, id: string) {
  const get = <T extends HTMLElement>(suffix: string) =>
    form.querySelector<T>(`[id="${id}-${suffix}"]`);
  return {
    presets: [...form.querySelectorAll<HTMLInputElement>('input[name="preset_amount"]')],
    custom: get<HTMLInputElement>("custom"),
    name: get<HTMLInputElement>("name"),
    message: get<HTMLTextAreaElement>("message"),
    dedication: form.querySelector<HTMLInputElement>('input[name="dedication"]:checked'),
    dedicatedTo: get<HTMLInputElement>("dedicated-to"),
    wall: get<HTMLInputElement>("wall"),
  };
}

/**
 * What the form holds. The fields are uncontrolled and this is read from
 * them, so whatever a visitor chose before the app started (the page works
 * as plain HTML until then) is kept, never reset to the defaults.
 */
export function readFields(form: HTMLFormElement, id: string): DonationFields {
  const fields = fieldsOf(form, id);
  const custom = fields.custom?.value ?? "";
  // A typed amount wins over a preset (the spec); without the app, both can be set.
  if (custom.trim() !== "") for (const radio of fields.presets) radio.checked = false;
  const checked = fields.presets.find((radio) => radio.checked);
  return {
    preset: checked ? Number(checked.value) : null,
    custom,
    name: fields.name?.value ?? "",
    message: fields.message?.value ?? "",
    dedication: (fields.dedication?.value as DedicationKind | undefined) ?? "none",
    dedicatedTo: fields.dedicatedTo?.value ?? "",
    onWall: fields.wall?.checked ?? false,
  };
}
