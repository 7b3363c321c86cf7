// Copying words to the clipboard, for the buttons beside an e-mail address
// (src/site-script.ts) and the "Copy link" after a gift (an island): no
// React here, so every page's script can use it.

/**
 * Puts `text` on the clipboard. False where the browser refuses (no secure
 * context, no permission, no clipboard): the caller then shows the words to
 * copy by hand. Never throws.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== "function") return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
