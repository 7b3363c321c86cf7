import type { FormEvent } from "react";
import { AMOUNT_PARAMS } from "#src/lib/plain-form";
import { PRESET_AMOUNTS, amountParam } from "#src/lib/donation";

/**
 * The plain form a field of the donation form belongs to before the app
 * starts (`choice`: a preset, "other" for a typed amount, "dedication"); once
 * it has started, none: the form itself.
 */
export const plainForm = (id: string, hydrated: boolean, choice: string) =>
  hydrated ? undefined : `${id}-give-${choice}`;

/**
 * Before the app runs, the Donate button comes in one copy per choice (each
 * preset, and a typed amount), marked "native-choice": the stylesheet shows
 * only the chosen one's (app.css).
 */
export const nativeChoices = [
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
export function NativeForms({
  id,
  pageUrl,
  onGive,
}: {
  id: string;
  /** The charity's page, where each plain form goes. */
  pageUrl: string;
  onGive: (event: FormEvent<HTMLFormElement>) => void;
}) {
  // GET is a form's default method. Once the island has started, it gives.
  const action = {
    action: pageUrl,
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
