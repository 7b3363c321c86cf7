import { useCallback, useRef, useState } from "react";
import { eraseDonations, hasDonationData } from "#src/lib/donor-wall";
import { subscribeToDonations } from "#src/lib/donations";
import { formatCount } from "#src/lib/format";
import { useDonations } from "#src/hooks/use-donations";
import { buttonStyles } from "./button";
import { useStore } from "#src/hooks/use-store";

/** Whether anything is kept for the donor wall, readable or not (so it can be erased). */
function useDonationDataStored(): boolean {
  return useStore(
    subscribeToDonations,
    () => hasDonationData(),
    () => false,
  );
}

const quietButton =
  "inline-flex min-h-11 items-center text-sm text-ink-soft underline underline-offset-4 hover:text-rose-deep";

/**
 * Erases this device's donor wall, in two steps: the first button asks, the
 * second one erases. Focus follows the question, then the outcome, so
 * keyboard and screen-reader users hear what they confirm and what happened.
 *
 * `quiet` (the donor wall): a plain link-like button at the foot of the wall,
 * offered only while anything is stored, readable or not. The outcome stays
 * after the wall empties, as the privacy page's does.
 *
 * The privacy page's button is there before its island starts: a first tap
 * or key starts it, and the tap is handed to it (src/directives). Never
 * disabled meanwhile, which would keep that tap from it. With JavaScript
 * off it could do nothing, so it is not shown.
 */
export function EraseDonations({ quiet = false }: { quiet?: boolean }) {
  // Fixed, not useId: the build and the browser number ids their own way (decision 030).
  const id = "erase-donations";
  const count = useDonations().length;
  const stored = useDonationDataStored();
  const [asking, setAsking] = useState(false);
  // What happened last, and whether focus goes to those words (after erasing,
  // when the button may have gone with the wall) or back to the button.
  const [outcome, setOutcome] = useState<{ text: string; focus: "outcome" | "button" } | null>(
    null,
  );
  const focusStartButton = useRef(false);

  // Callback refs, so focus moves the moment each step is in the page.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  const startButton = useCallback((node: HTMLButtonElement | null) => {
    if (node && focusStartButton.current) {
      focusStartButton.current = false;
      node.focus();
    }
  }, []);

  const ask = () => {
    setOutcome(null);
    setAsking(true);
  };

  const cancel = () => {
    setAsking(false);
    setOutcome({ text: "Nothing was erased.", focus: "button" });
    // The question's buttons are about to go; focus returns to where it started.
    focusStartButton.current = true;
  };

  const erase = () => {
    const result = eraseDonations();
    setAsking(false);
    setOutcome({
      text: result.ok
        ? "The donor-wall entries kept on this device have been erased."
        : "This device would not let us erase its storage. Clearing this site's data in your browser settings removes them.",
      focus: "outcome",
    });
  };

  if (quiet && !stored && !asking && !outcome) return null;

  return (
    <div
      className={
        quiet
          ? "mt-10 border-t border-blush pt-6 text-center"
          : "mt-4 rounded-2xl border border-blush bg-blush-50 p-5 noscript:hidden"
      }
    >
      {asking ? (
        <div role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} tabIndex={-1} ref={focusOnMount} className="font-semibold">
            {count === 0
              ? "Erase everything this device keeps for the donor wall?"
              : `Erase ${count === 1 ? "the 1 entry" : `all ${formatCount(count)} entries`} on this device's donor wall?`}{" "}
            This cannot be undone.
          </p>
          <div className={`mt-4 flex flex-wrap gap-3 ${quiet ? "justify-center" : ""}`}>
            <button type="button" onClick={erase} className={buttonStyles.primary}>
              Yes, erase them
            </button>
            <button type="button" onClick={cancel} className={buttonStyles.secondary}>
              Cancel
            </button>
          </div>
        </div>
      ) : !quiet || stored ? (
        <button
          ref={startButton}
          type="button"
          onClick={ask}
          className={quiet ? quietButton : buttonStyles.secondary}
        >
          Erase the donor wall here
        </button>
      ) : null}
      {/* Focus goes to what happened once the question has gone (it may take the button with it). */}
      <p
        role="status"
        tabIndex={-1}
        ref={outcome?.focus === "outcome" ? focusOnMount : undefined}
        className="mt-3 text-base empty:mt-0"
      >
        {outcome?.text}
      </p>
    </div>
  );
}
