import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type DonationCheck,
  type DonationFields,
} from "#src/lib/donation";
import { ChevronDown } from "./icons";
import { Field, fieldClass, hintClass } from "./form-field";
import { plainForm } from "./donation-plain-forms";
import type { PartProps } from "./donation-amount";
import { Dedication } from "./donation-dedication";

/**
 * The donation's optional fields for the donor wall: a name, a message, a
 * dedication, and whether to show it on the wall.
 */
{
  /* Folded so the amount and Donate fit a phone's first screen, and above Donate,
    so Donate follows what the visitor typed in it (decision 028). A native
    disclosure, so it works before the app starts and with JavaScript off; it
    opens when any field in it holds something (here and src/lib/form-draft.ts). */
}
{
  /* With JavaScript off nothing in it can be kept (the wall is this browser's
    script) or sent (only the amount goes to the charity's page): not offered, and
    the line after it says why (decision 060). */
}
export function DonationDetails({
  id,
  hydrated,
  check,
  fields,
  label,
}: PartProps & { check: DonationCheck; fields: DonationFields; label: string }) {
  return (
    <details className="donation-more group rounded-xl border-2 border-blush noscript:hidden">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 font-semibold text-rose-ink">
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
        {label}
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
                form={plainForm(id, hydrated, "other")}
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
            {(control) => <textarea {...control} rows={2} defaultValue="" className={fieldClass} />}
          </Field>
        </div>

        <Dedication id={id} hydrated={hydrated} check={check} fields={fields} />

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
  );
}
