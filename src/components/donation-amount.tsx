import {
  AMOUNT_HINT,
  DEFAULT_AMOUNT,
  PLAIN_AMOUNT_HINT,
  PLAIN_AMOUNT_PATTERN,
  PRESET_AMOUNTS,
  canDonate,
  giftAidLine,
  type DonationCheck,
  type DonationFormContent,
} from "#src/lib/donation";
import { formatAmount } from "#src/lib/format";
import { Field, fieldClass } from "./form-field";
import { plainForm } from "./donation-plain-forms";

/** The donation form's id, and whether its island has started. */
export type PartProps = { id: string; hydrated: boolean };

/** What the form shows of Gift Aid: its share and the content's lines. */
type GiftAid = Pick<DonationFormContent, "giftAidPercent" | "giftAidLines">;

/**
 * The preset amounts: radios, or with JavaScript off a Donate button each; under them, the
 * chosen amount as money with Gift Aid.
 */
export function AmountChoice({
  id,
  hydrated,
  check,
  giftAid,
}: PartProps & { check: DonationCheck; giftAid: GiftAid }) {
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
      <GiftAidLine id={id} hydrated={hydrated} check={check} giftAid={giftAid} />
    </fieldset>
  );
}

/**
 * "Your £25 becomes £31.25 with Gift Aid", right under the amounts, following the amount
 * chosen or typed: a general "Gift Aid adds 25%" under the other amount's field read as a
 * rule, not money (round 9). With no amount, that calm line. Before the app runs, one line
 * per preset and the calm one for a typed amount, the stylesheet showing the one that fits
 * (app.css), as the impact lines: so the server's page already says £25's, nothing moves
 * when the app starts, and with JavaScript off the default's shows. One line's room (two
 * below 360 px wide, the same before and after the app starts). Plain words in the words'
 * ink, not a pill or bold green: two design reviews took the pill for a toggle, the green
 * for a validation message (review 7).
 */
function GiftAidLine({
  id,
  hydrated,
  check,
  giftAid: { giftAidPercent, giftAidLines },
}: PartProps & { check: DonationCheck; giftAid: GiftAid }) {
  const lineOf = (amount: number | null) =>
    canDonate(amount)
      ? giftAidLine(giftAidLines.chosen, amount, giftAidPercent)
      : giftAidLines.none;
  const lineClass = "mt-2.5 min-h-5 text-sm text-ink";
  return hydrated ? (
    <p id={`${id}-gift-aid`} className={lineClass}>
      {lineOf(check.amount)}
    </p>
  ) : (
    <div id={`${id}-gift-aid`} className={lineClass}>
      {[...PRESET_AMOUNTS, null].map((value) => (
        <p key={value ?? "other"} data-gift-aid={value ?? "other"} className="gift-aid-choice">
          {lineOf(value)}
        </p>
      ))}
    </div>
  );
}

/**
 * Another amount, typed. The Gift Aid line above it, under the amounts, follows what is
 * typed, and the field names it as a description.
 */
export function OtherAmount({ id, hydrated, check }: PartProps & { check: DonationCheck }) {
  return (
    <Field
      id={`${id}-custom`}
      label="Or enter another amount"
      hint={AMOUNT_HINT}
      error={check.amountError}
      describedBy={`${id}-gift-aid`}
    >
      {(control) => (
        <div className="relative mt-1 w-full">
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
      )}
    </Field>
  );
}
