// Copying words to the clipboard: the "Copy link" offered after a gift
// (src/components/share-the-picnic.tsx). No React here, so any page's script
// can use it too.

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
