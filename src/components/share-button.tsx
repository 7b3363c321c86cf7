import { Share2 } from "#src/components/icons";
import { useState } from "react";

type Props = {
  url: string;
  title: string;
  text: string;
  label: string;
  /** Classes for the wrapper (placement). */
  className?: string;
  /** Classes for the button itself. */
  buttonClassName?: string;
  /** Whether its words follow the share icon. */
  icon?: boolean;
};

/**
 * Shares the site through the phone's share sheet (Web Share API) where there
 * is one; elsewhere copies the link and says so in a polite live region.
 */
export function ShareButton({
  url,
  title,
  text,
  label,
  className = "",
  buttonClassName = "",
  icon = true,
}: Props) {
  const [message, setMessage] = useState("");

  async function share() {
    setMessage("");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ url, title, text });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage("Link copied");
    } catch {
      setMessage(`Copy this link: ${url}`);
    }
  }

  // The message hangs below the button without taking space, so the button
  // lines up with its neighbours and nothing moves when the message appears.
  return (
    <div className={`relative flex ${className}`}>
      <button type="button" onClick={share} className={buttonClassName}>
        {icon ? <Share2 aria-hidden="true" className="size-5" /> : null}
        {label}
      </button>
      <p
        role="status"
        className="absolute inset-x-0 top-full mt-1 text-sm font-semibold break-words text-ink-soft"
      >
        {message || null}
      </p>
    </div>
  );
}
