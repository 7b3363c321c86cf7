import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { giftAidPercent, impactLines } from "#src/content/donate-words";
import { site } from "#src/content/site";
import { AMOUNT_PARAMS } from "#src/lib/plain-form";
import {
  AMOUNT_HINT,
  BANNER_MS,
  DEDICATIONS,
  DEFAULT_AMOUNT,
  DEFAULT_FIELDS,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PLAIN_AMOUNT_HINT,
  PLAIN_AMOUNT_PATTERN,
  PRESET_AMOUNTS,
  amountParam,
  canDonate,
  checkDonation,
  donateLabel,
  donationUrl,
  giftAidLine,
  type DedicationKind,
  type DonationFields,
} from "#src/lib/donation";
import type { AfterDonationProps } from "#src/lib/after-donation";
import { saveDonationAfterPaint } from "#src/lib/donations";
import { formatAmount } from "#src/lib/format";
import { useHydrated } from "#src/hooks/use-hydrated";
import { ChevronDown } from "#src/components/icons";
import { buttonStyles } from "./button";
import { AfterDonation, CharityOpens, ThankYou, type Banner } from "./donation-thank-you";
import { Field, fieldClass, hintClass } from "./form-field";

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

/**
 * Scrolls the page, in one movement, so that the thank-you and what follows
 * it (`then`, where the screen has room) are whole on the screen, clear of
 * the fixed header and of anything fixed at the foot (the page's scroll
 * padding says how much room they take, app.css). The thank-you comes first:
 * where both do not fit, its top stays just under the header. Gliding, unless
 * the visitor asked for less motion.
 */
function bringIntoView(first: HTMLElement, then: HTMLElement | null) {
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

/** The form's fields, found by the ids this component gives them. */
function fieldsOf(form: HTMLFormElement, id: string) {
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
function readFields(form: HTMLFormElement, id: string): DonationFields {
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

/**
 * What a gift of this amount does: the line of the largest preset it reaches,
 * said of the amount chosen ("£35 provides…"), never of another beside the
 * thanks for it (issue 40).
 */
function impactLine(amount: number | null): string | null {
  if (amount === null) return null;
  const reached = PRESET_AMOUNTS.filter((value) => value <= amount).at(-1);
  return reached === undefined ? null : `${formatAmount(amount)} ${impactLines[reached]}`;
}

const dedicationChoices = Object.entries({ none: "No dedication", ...DEDICATIONS });

/** Longer than the time between a double tap's two taps (500 ms is Windows' default). */
const DOUBLE_TAP_MS = 500;

const donateClass = `${buttonStyles.primary} w-full text-lg`;

/**
 * The donation form of the About and Donate pages. The money is taken on the
 * charity's own page (opened in a new tab); this form only chooses the amount
 * and, if the visitor wants, puts them on this device's donor wall.
 *
 * Until the app runs it is plain HTML: each amount has its own small GET form
 * to the charity's page (see NativeForms), so it works with JavaScript off.
 * `next`: what to offer once Donate has opened the charity's page (sharing
 * the picnic, the day it is on), from the page (src/lib/after-donation.ts).
 */
export function DonationForm({ next }: { next?: AfterDonationProps }) {
  // A fixed id, not useId: the build (React) and the browser (Preact, decision
  // 030) number ids their own way, and the fields are found by id. One form a page.
  const id = "donation";
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement | null>(null);
  const donateButton = useRef<HTMLButtonElement>(null);
  const bannerBox = useRef<HTMLDivElement>(null);
  // Donate, the line under it and the thank-you that takes their place.
  const giveBox = useRef<HTMLDivElement>(null);
  const headline = useRef<HTMLParagraphElement>(null);
  const followUp = useRef<HTMLDivElement>(null);
  // Where focus goes once the thank-you is drawn, or once it has gone (Donate is hidden
  // meanwhile, and focus on a hidden button would fall to <body>).
  const focusNext = useRef<"headline" | "donate" | null>(null);
  // Set from Donate until the form resets: one tap, one donation, however fast the taps.
  const donating = useRef(false);

  const [fields, setFields] = useState<DonationFields>(DEFAULT_FIELDS);
  const [banner, setBanner] = useState<Banner | null>(null);
  // Set at the first gift: what follows the thanks stays once the thank-you has gone.
  const [given, setGiven] = useState(false);
  // The thank-you's room once it has gone, kept until the visitor uses the form
  // again, so what follows it does not move when it hides (decisions 023, 052).
  const [keptHeight, setKeptHeight] = useState<number | null>(null);
  const check = checkDonation(fields);

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
    setKeptHeight(null);
  };

  const reset = useCallback(() => {
    donating.current = false;
    // Focus inside the banner would fall to <body> when it goes: to Donate, once it is back.
    if (bannerBox.current?.contains(document.activeElement)) focusNext.current = "donate";
    // Its exact height: offsetHeight rounds, and half a pixel is still a shift.
    setKeptHeight(giveBox.current?.getBoundingClientRect().height ?? null);
    setBanner(null);
    if (form.current) {
      // Back to the defaults the fields were rendered with (the spec: £25, all else empty).
      form.current.reset();
      setFields(readFields(form.current, id));
    }
  }, [id]);

  // Donate is hidden while the thank-you shows in its place: focus that was on it
  // goes to the thank-you's headline, and comes back to Donate when it returns.
  useLayoutEffect(() => {
    const target = focusNext.current === "headline" ? headline.current : donateButton.current;
    if (!focusNext.current || (focusNext.current === "headline") !== (banner !== null)) return;
    focusNext.current = null;
    target?.focus({ preventScroll: true });
  }, [banner]);

  // The thank-you banner goes five seconds after it appears (not after each
  // line added to it), unless it carries the only way on to the donation page
  // (a blocked pop-up): that one waits for the visitor.
  const bannerShown = banner !== null;
  const bannerStays = banner?.blocked ?? false;
  useLayoutEffect(() => {
    if (!bannerShown || bannerStays) return;
    const timer = window.setTimeout(reset, BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [bannerShown, bannerStays, reset]);

  // The banner appears below the button, where a phone's screen may end:
  // bring it into view, again as lines are added to it (its words are also
  // announced, from the status region). Not at once: scrolled at the first
  // tap, the page slid the banner's "Open it again" under a double tap's
  // second, which must land on Donate and be told the page is already open.
  // Timed from the moment it is drawn, not from the next frame's effects.
  useLayoutEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => {
      if (bannerBox.current) bringIntoView(bannerBox.current, followUp.current);
    }, DOUBLE_TAP_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  // Sent from the form, or from a Donate button of the plain HTML pressed as the
  // island starts (its first tap, src/directives/when-used.ts): either way the form's fields.
  const donate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const node = form.current;
    if (!node) return;
    if (donating.current) {
      setBanner((shown) => shown && { ...shown, repeated: true });
      return;
    }
    setKeptHeight(null);
    const current = readFields(node, id);
    const now = checkDonation(current);
    if (!now.ready || !canDonate(now.amount)) return;
    donating.current = true;

    // Given: coming back to the page must not offer the same words again. The
    // page's script forgets them (DRAFT_GIVEN in src/lib/form-draft.ts).
    node.dispatchEvent(new Event("donation-given", { bubbles: true }));
    const amount = now.amount;
    const url = donationUrl(site.donationPageUrl, amount);
    // First, while the click still counts as the visitor's: browsers block later pop-ups.
    const opened = openDonationTab(url);
    // Donate goes as the thank-you takes its place: focus on it, or on nothing in
    // particular (a tap), moves to the thank-you; a typing visitor's stays in the field.
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) {
      focusNext.current = "headline";
    }
    setGiven(true);
    setBanner({
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
        setBanner((shown) => shown && { ...shown, wall });
      });
    }
  };

  const dismiss = () => {
    reset();
    // The visitor closed it: the space goes with it, and focus goes back to Donate.
    setKeptHeight(null);
    focusNext.current = "donate";
  };

  const giftAidId = `${id}-gift-aid`;
  const nativeForm = (choice: string) => (hydrated ? undefined : `${id}-give-${choice}`);

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
        action={site.donationPageUrl}
        target="_blank"
        rel="noopener"
        className="donation-form space-y-3 sm:space-y-4"
      >
        <fieldset>
          <legend className="text-lg font-bold">Choose an amount</legend>
          {/* Four across on a phone too: one row, so Donate and whom it gives to stay in the
              first screen (issue 47); each still a 48 px tall target. */}
          <div className="mt-3 grid grid-cols-4 gap-2 sm:gap-3 noscript:hidden">
            {PRESET_AMOUNTS.map((value) => (
              <label key={value} className="relative block">
                <input
                  type="radio"
                  name="preset_amount"
                  value={value}
                  defaultChecked={value === DEFAULT_AMOUNT}
                  className="peer sr-only"
                />
                {/* The ring follows :focus: WebKit does not count a radio focused by the
                    arrow keys as focus-visible, so a keyboard user there would see none. */}
                <span className="preset-chip flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-rose-ink bg-white text-lg font-bold text-rose-ink transition-colors peer-checked:bg-rose-ink peer-checked:text-white peer-focus:outline-3 peer-focus:outline-offset-3 peer-focus:outline-rose-ink hover:bg-blush-100 peer-checked:hover:bg-rose-deep">
                  {formatAmount(value)}
                </span>
              </label>
            ))}
          </div>
          {/* With JavaScript off, Enter sends what a Donate button sends only if the focused
              control's form sends the amount in all three parameters, and a chosen radio can
              put it in one (a plain form sends one field as one parameter): so each preset is
              its own Donate button, of its own form, and Enter on it is a press (decision
              060). Before the app starts the radios show, as with the app. */}
          {hydrated ? null : (
            <div className="mt-3 hidden grid-cols-4 gap-2 sm:gap-3 noscript:grid">
              {PRESET_AMOUNTS.map((value) => (
                <button
                  key={value}
                  type="submit"
                  form={`${id}-give-${value}`}
                  aria-describedby={`${id}-opens`}
                  className="flex min-h-12 items-center justify-center rounded-xl border-2 border-rose-ink bg-white text-lg font-bold text-rose-ink hover:bg-blush-100 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-rose-ink"
                >
                  <span className="sr-only">Donate </span>
                  {formatAmount(value)}
                </button>
              ))}
            </div>
          )}
        </fieldset>

        <Field
          id={`${id}-custom`}
          label="Or enter another amount"
          hint={AMOUNT_HINT}
          error={check.amountError}
          describedBy={giftAidId}
        >
          {(control) => (
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <div className="relative w-full sm:max-w-56">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-soft"
                >
                  £
                </span>
                <input
                  {...control}
                  // Before the app starts, a typed amount goes to the charity's page on its own form.
                  // With JavaScript off it goes as typed: the browser takes a plain number only (its
                  // message ends with the title), and an empty field is refused, so Enter in "Your
                  // name" sends no empty amount. plainFormAmounts, inline after the form, lifts
                  // `required` and lets through what the app takes, which it sends as a number.
                  form={nativeForm("other")}
                  {...(hydrated
                    ? {}
                    : { pattern: PLAIN_AMOUNT_PATTERN, title: PLAIN_AMOUNT_HINT, required: true })}
                  name="amount"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  // A blank placeholder lets the stylesheet tell an empty field
                  // (:placeholder-shown) before the app can.
                  placeholder=" "
                  defaultValue=""
                  className={`custom-amount ${fieldClass} mt-0 pl-7`}
                />
              </div>
              <p id={giftAidId} className="text-sm font-semibold text-sage-ink">
                {/* Before the app runs, words true of any amount: one copy per choice would
                    make the page too big for its first round trip. As long as £25's line at
                    every phone's width (one line from 360 px, two below), so nothing moves
                    when the form starts at the visitor's first tap. Plain words, not a pill:
                    two design reviews took the pill for a toggle; and in the impact line's
                    green, as good news, not the red of an error by the field (decision 034). */}
                {hydrated && canDonate(check.amount)
                  ? giftAidLine(check.amount, giftAidPercent)
                  : `Gift Aid adds ${giftAidPercent}% (UK taxpayers)`}
              </p>
            </div>
          )}
        </Field>

        {/* What the chosen amount does. Before the app runs, one line per preset, and
            the stylesheet shows the checked one's (app.css), as with the Donate buttons.
            Room for the longest line on a phone, the same before and after the app
            starts, so neither its start nor the form's reset to £25 moves what is below. */}
        {hydrated ? (
          <p className="impact-line min-h-18 font-semibold text-sage-ink sm:min-h-12">
            {canDonate(check.amount) ? impactLine(check.amount) : null}
          </p>
        ) : (
          // With JavaScript off no preset is chosen (each is its own button): no line.
          <div className="min-h-18 sm:min-h-12 noscript:hidden">
            {PRESET_AMOUNTS.map((value) => (
              <p
                key={value}
                data-impact={value}
                className="impact-choice font-semibold text-sage-ink"
              >
                {impactLine(value)}
              </p>
            ))}
          </div>
        )}

        {/* Folded so the amount and Donate fit a phone's first screen, and above Donate,
            so Donate follows what the visitor typed in it (decision 028). A native
            disclosure, so it works before the app starts and with JavaScript off; it
            opens when any field in it holds something (here and src/site-script.ts). */}
        {/* With JavaScript off nothing in it can be kept (the wall is this browser's
            script) or sent (only the amount goes to the charity's page): not offered, and
            the line after it says why (decision 060). */}
        <details className="donation-more group rounded-xl border-2 border-blush noscript:hidden">
          <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold text-rose-ink">
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
            Add your name, a message or a dedication
          </summary>
          <div className="space-y-4 px-4 pb-4">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                id={`${id}-name`}
                label="Your name"
                optional
                hint={`Up to ${NAME_MAX_LENGTH} characters. Left blank, you appear as Anonymous.`}
                error={check.nameError}
              >
                {(control) => (
                  <input
                    {...control}
                    // Without the app, Enter here sends the typed amount, not a preset left checked.
                    form={nativeForm("other")}
                    type="text"
                    autoComplete="name"
                    defaultValue=""
                    className={fieldClass}
                  />
                )}
              </Field>

              <Field
                id={`${id}-message`}
                label="Message"
                optional
                hint={
                  hydrated
                    ? `${check.messageLength} of ${MESSAGE_MAX_LENGTH} characters`
                    : `Up to ${MESSAGE_MAX_LENGTH} characters`
                }
                error={check.messageError}
              >
                {(control) => (
                  <textarea {...control} rows={2} defaultValue="" className={fieldClass} />
                )}
              </Field>
            </div>

            {/* The dedication never leaves the site: until the app runs, its choices belong to a
              form that cannot be sent, so Enter on one sends nothing. "Their name" shows once
              a dedication is chosen (app.css), with or without the app. */}
            <fieldset className="donation-dedication">
              <legend className="mb-1 font-semibold">Dedication</legend>
              {dedicationChoices.map(([value, label]) => (
                <label key={value} className="mr-5 inline-flex items-center gap-2 py-1">
                  <input
                    type="radio"
                    name="dedication"
                    value={value}
                    form={nativeForm("dedication")}
                    defaultChecked={value === "none"}
                    className="size-5 accent-rose-ink"
                  />
                  {label}
                </label>
              ))}
              <div className="dedicated-to mt-2 grid gap-5 sm:grid-cols-2">
                <Field
                  id={`${id}-dedicated-to`}
                  label="Their name"
                  error={check.dedicationError}
                  // Not marked invalid before anything is typed: the error says what to do.
                  invalid={fields.dedicatedTo !== ""}
                >
                  {(control) => (
                    <input
                      {...control}
                      form={nativeForm("other")}
                      type="text"
                      autoComplete="off"
                      defaultValue=""
                      aria-required="true"
                      className={fieldClass}
                    />
                  )}
                </Field>
              </div>
            </fieldset>

            <div className="flex items-start gap-3">
              <input
                id={`${id}-wall`}
                type="checkbox"
                defaultChecked={false}
                aria-describedby={`${id}-wall-hint`}
                className="mt-1 size-5 shrink-0 accent-rose-ink"
              />
              <div>
                <label htmlFor={`${id}-wall`} className="font-semibold">
                  Show my donation on the donor wall
                </label>
                <p id={`${id}-wall-hint`} className={hintClass}>
                  Kept only on this device: see the{" "}
                  <a href="/donor-wall" className="underline">
                    donor wall
                  </a>
                  .
                </p>
              </div>
            </div>
          </div>
        </details>
        {hydrated ? null : (
          <p className="hidden text-sm text-ink-soft noscript:block">
            Your name, a message and a dedication go on the donor wall, kept by this browser&apos;s
            JavaScript: with it off, only the amount goes to the charity&apos;s page.
          </p>
        )}

        {/* Donate and the thank-you that takes its place: their room is kept when the
            thank-you goes, so what follows it stays put (decision 052). */}
        <div
          ref={giveBox}
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
            ref={donateButton}
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
            className="-mt-1 text-center text-sm text-ink-soft"
          >
            <CharityOpens />
          </p>

          {/* In the page from the start, so screen readers announce what is put in it. */}
          <div ref={bannerBox} role="status" aria-live="polite">
            {banner ? <ThankYou banner={banner} onDismiss={dismiss} headline={headline} /> : null}
          </div>
        </div>
      </form>
      {next && given ? (
        <div ref={followUp}>
          <AfterDonation next={next} />
        </div>
      ) : null}
      {/* Until the island starts, the inline script after the form (DonationFormIsland)
          sends a typed amount in all three parameters (plainFormAmounts). */}
      {hydrated ? null : <NativeForms id={id} onGive={donate} />}
    </>
  );
}

/**
 * Before the app runs, the Donate button comes in one copy per choice (each
 * preset, and a typed amount), marked "native-choice": the stylesheet shows
 * only the chosen one's (app.css).
 */
const nativeChoices = [
  ...PRESET_AMOUNTS.map((value) => ({ amount: value as number | null, choice: String(value) })),
  { amount: null, choice: "other" },
];

/**
 * The forms the Donate buttons submit before the app runs: each preset's
 * sends the amount in all three parameters. A typed amount's field is named
 * `amount` and joins the last form until the app starts; before the app
 * starts, plainFormAmounts puts it in all three, but with JavaScript off it
 * can only travel in that one (decision 019).
 */
function NativeForms({
  id,
  onGive,
}: {
  id: string;
  onGive: (event: FormEvent<HTMLFormElement>) => void;
}) {
  // GET is a form's default method. Once the island has started, it gives.
  const action = {
    action: site.donationPageUrl,
    target: "_blank",
    rel: "noopener",
    onSubmit: onGive,
  } as const;
  return (
    <>
      {PRESET_AMOUNTS.map((value) => (
        <form key={value} id={`${id}-give-${value}`} {...action} hidden>
          {AMOUNT_PARAMS.map((param) => (
            <input key={param} type="hidden" name={param} value={amountParam(value)} />
          ))}
        </form>
      ))}
      <form id={`${id}-give-other`} {...action} hidden />
      {/* Outside a <dialog>, a form of method "dialog" is never sent anywhere: Enter on a
          dedication submits it, and nothing happens (its button is there for the HTML rules). */}
      <form id={`${id}-give-dedication`} method="dialog" hidden>
        <button type="submit">Keep</button>
      </form>
    </>
  );
}
