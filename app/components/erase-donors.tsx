import { useCallback, useId, useRef, useState } from "react";
import { eraseDonors } from "~/lib/donors";
import { formatCount } from "~/lib/format";
import { useDonors } from "~/lib/use-donors";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles } from "./button";

/**
 * Erases this browser's donor wall, in two steps: the first button asks, the
 * second one erases. Focus follows the question, so keyboard and screen-reader
 * users hear what they are about to confirm.
 */
export function EraseDonors() {
  const id = useId();
  const hydrated = useHydrated();
  const count = useDonors().length;
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState("");
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
    setOutcome("");
    setAsking(true);
  };

  const finish = (text: string) => {
    setAsking(false);
    setOutcome(text);
    // The question's buttons are about to go; focus returns to where it started.
    focusStartButton.current = true;
  };

  const erase = () => {
    const result = eraseDonors();
    finish(
      result.ok
        ? "The donor-wall entries kept in this browser have been erased."
        : "This browser would not let us erase its storage. Clearing this site's data in your browser settings removes them.",
    );
  };

  return (
    <div className="mt-4 rounded-2xl border border-blush bg-blush-50 p-5">
      {asking ? (
        <div role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} tabIndex={-1} ref={focusOnMount} className="font-semibold">
            {count === 0
              ? "Erase everything this browser keeps for the donor wall?"
              : `Erase ${count === 1 ? "the 1 entry" : `all ${formatCount(count)} entries`} on this browser's donor wall?`}{" "}
            This cannot be undone.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" onClick={erase} className={buttonStyles.primary}>
              Yes, erase them
            </button>
            <button
              type="button"
              onClick={() => finish("Nothing was erased.")}
              className={buttonStyles.secondary}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={startButton}
          type="button"
          onClick={ask}
          disabled={!hydrated}
          className={buttonStyles.secondary}
        >
          Erase this browser&apos;s donor-wall entries
        </button>
      )}
      <p role="status" className="mt-3 text-base empty:mt-0">
        {outcome}
      </p>
    </div>
  );
}
