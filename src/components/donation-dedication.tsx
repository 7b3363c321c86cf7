import { DEDICATIONS, type DonationCheck, type DonationFields } from "#src/lib/donation";
import { Field, fieldClass } from "./form-field";
import { plainForm } from "./donation-plain-forms";
import type { PartProps } from "./donation-amount";

const dedicationChoices = Object.entries({ none: "No dedication", ...DEDICATIONS });

/**
 * "In memory of" or "In honour of" someone. The dedication never leaves the
 * site: until the app runs, its choices belong to a form that cannot be
 * sent, so Enter on one sends nothing. "Their name" shows once a dedication
 * is chosen (app.css), with or without the app.
 */
export function Dedication({
  id,
  hydrated,
  check,
  fields,
}: PartProps & { check: DonationCheck; fields: DonationFields }) {
  return (
    <fieldset className="donation-dedication">
      <legend className="mb-1 font-semibold">Dedication</legend>
      {dedicationChoices.map(([value, label]) => (
        <label key={value} className="mr-5 inline-flex items-center gap-2 py-1">
          <input
            type="radio"
            name="dedication"
            value={value}
            form={plainForm(id, hydrated, "dedication")}
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
              form={plainForm(id, hydrated, "other")}
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
  );
}
