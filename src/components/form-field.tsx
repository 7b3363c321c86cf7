import type { ReactNode } from "react";

export const fieldClass =
  "mt-1 block w-full rounded-lg border-2 border-ink-soft/40 bg-white px-3 py-2 text-base text-ink placeholder:text-ink-soft/70 focus:border-rose-ink aria-[invalid=true]:border-rose-ink";
export const hintClass = "mt-1 text-sm text-ink-soft";

/** What the field's control needs to be named, described and marked invalid. */
type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  /** The control's id; its hint and error are `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Shown under the field and announced as it changes; the control is invalid while there is one. */
  error: string | null;
  /** Whether an error marks the control invalid yet (by default, whenever there is one). */
  invalid?: boolean;
  /** Further descriptions, read after the hint and the error. */
  describedBy?: string;
  /** The control itself, given the attributes that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form field with its hint and its error below it. The error's
 * element is always in the page (empty without one), so screen readers
 * announce an error as it appears.
 */
export function Field({
  id,
  label,
  optional = false,
  hint,
  error,
  invalid = error !== null,
  describedBy,
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [hint ? hintId : null, error ? errorId : null, describedBy ?? null];
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
        {optional ? (
          <>
            {" "}
            <span className="font-normal text-ink-soft">(optional)</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": error && invalid ? true : undefined,
        "aria-describedby": descriptions.filter(Boolean).join(" ") || undefined,
      })}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-semibold text-rose-ink">
        {error}
      </p>
    </div>
  );
}
