import {
  AMOUNT_HINT,
  DEFAULT_AMOUNT,
  PLAIN_AMOUNT_HINT,
  PLAIN_AMOUNT_PATTERN,
  PRESET_AMOUNTS,
  canDonate,
  giftAidLine,
  type DonationCheck,
} from "#src/lib/donation";
import { formatAmount } from "#src/lib/format";
import { Field, fieldClass } from "./form-field";
import { plainForm } from "./donation-plain-forms";

/** The donation form's id, and whether its island has started. */
export type PartProps = { id: string; hydrated: boolean };

/** The preset amounts: radios, or with JavaScript off a Donate button each. */
export function AmountChoice({ id, hydrated }: PartProps) {
  return (
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
  );
}

/** Another amount, typed, and beside it what Gift Aid adds to it. */
export function OtherAmount({
  id,
  hydrated,
  check,
  giftAidPercent,
}: PartProps & { check: DonationCheck; giftAidPercent: number }) {
  const giftAidId = `${id}-gift-aid`;
  return (
    <Field
      id={`${id}-custom`}
      label="Or enter another amount"
      hint={AMOUNT_HINT}
      error={check.amountError}
      describedBy={giftAidId}
    >
      {(control) => (
        // The Gift Aid line under the field, not beside it: beside, it read as the field's
        // label (review 4); under it, with the hint, it reads as what the amount does.
        <div className="mt-1 space-y-1">
          <div className="relative w-full">
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
              form={plainForm(id, hydrated, "other")}
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
          <p id={giftAidId} className="text-sm text-ink">
            {/* Before the app runs, words true of any amount: one copy per choice would
                make the page too big for its first round trip. As long as £25's line at
                every phone's width (one line from 360 px, two below), so nothing moves
                when the form starts at the visitor's first tap. Plain words, not a pill:
                two design reviews took the pill for a toggle. In the words' ink, regular: in
                bold green under the field it read as a validation message (review 7). */}
            {hydrated && canDonate(check.amount)
              ? giftAidLine(check.amount, giftAidPercent)
              : `Gift Aid adds ${giftAidPercent}% (UK taxpayers)`}
          </p>
        </div>
      )}
    </Field>
  );
}
