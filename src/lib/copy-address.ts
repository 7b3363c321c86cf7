// The Copy buttons beside the e-mail addresses (src/components/copy-address.tsx):
// shown once this runs, they copy with the Clipboard API, or the older
// execCommand where that is missing or refused; where both are blocked the
// address is selected and the line says how to copy it by hand.

/** Selects the text of `element`, as a visitor's long press would. */
function select(element: Element): Selection | null {
  const selection = window.getSelection();
  if (!selection) return null;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

async function copy(text: string, element: Element): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API here (an address not on https, an older browser), or it was refused.
  }
  try {
    const copied = select(element) !== null && document.execCommand("copy");
    if (copied) window.getSelection()?.removeAllRanges();
    return copied;
  } catch {
    return false;
  }
}

export function startCopyButtons() {
  for (const line of document.querySelectorAll<HTMLElement>("[data-copy-address]")) {
    const button = line.querySelector<HTMLButtonElement>("[data-copy]");
    const text = line.querySelector("[data-copy-text]");
    const status = line.querySelector("[data-copy-status]");
    if (!button || !text || !status) continue;
    button.classList.remove("invisible");
    button.addEventListener("click", () => {
      status.textContent = "";
      void copy(text.textContent ?? "", text).then((copied) => {
        if (copied) status.textContent = "Copied";
        else {
          select(text);
          status.textContent =
            "Copying is blocked here: the address is selected, copy it from there";
        }
      });
    });
  }
}
