import { useState } from "react";
import { Check, Copy, MessageCircle } from "#src/components/icons";
import type { PicnicShare } from "#src/lib/after-donation";
import { copyText } from "#src/lib/copy-text";
import { ShareButton } from "./share-button";

/** WhatsApp's own address for a message to choose a chat for: a link, no script of theirs. */
export const whatsAppUrl = ({ url, text }: Pick<PicnicShare, "url" | "text">) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/** buttonStyles.secondary's look, narrower on a phone, where two stand side by side. */
const button =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border-2 border-rose-ink bg-white px-3 py-2.5 font-semibold text-rose-ink transition-colors hover:bg-blush-100 sm:w-auto sm:px-6";

/**
 * Sharing the picnic: the phone's own share sheet where the browser has one
 * (it holds WhatsApp, messages and copying already); elsewhere WhatsApp and
 * "Copy link". Drawn only in the browser (after a gift), so it can ask.
 */
export function ShareThePicnic({ share }: { share: PicnicShare }) {
  const [sheet] = useState(() => typeof navigator.share === "function");
  if (sheet) {
    return (
      <ShareButton {...share} label="Share the picnic" buttonClassName={button} className="pb-6" />
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <a href={whatsAppUrl(share)} target="_blank" rel="noopener noreferrer" className={button}>
        <MessageCircle aria-hidden="true" className="size-5" />
        WhatsApp <span className="sr-only">(opens in a new tab)</span>
      </a>
      <CopyLink url={share.url} />
    </div>
  );
}

/**
 * Copies the link, and says so on the button and aloud. Where the browser
 * refuses (no permission, no clipboard), says so and shows the link, which a
 * tap selects whole, to copy by hand.
 */
function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <>
      <button type="button" onClick={async () => setCopied(await copyText(url))} className={button}>
        {copied ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <Copy aria-hidden="true" className="size-5" />
        )}
        {copied ? "Link copied" : "Copy link"}
      </button>
      {/* Said aloud once copied; shown where it could not be, with the link to copy. */}
      <p role="status" className={copied === false ? "col-span-2 w-full text-sm" : "sr-only"}>
        {copied === null ? null : copied ? (
          "Link copied"
        ) : (
          <>
            Your browser did not let us copy it. Copy this link:{" "}
            <span className="font-semibold break-all select-all">{url}</span>
          </>
        )}
      </p>
    </>
  );
}
