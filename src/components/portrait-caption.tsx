import { portraitCaption } from "#src/content/home-copy";
import { lastWordsTogether, wholeWords } from "./whole-words";

/** Her caption (Home's and About's), her years ("1985–2022") never parted at their dash. */
export function PortraitCaption({ className }: { className: string }) {
  return (
    <span
      className={`block font-serif leading-snug text-balance text-ink-soft italic ${className}`}
    >
      {wholeWords(lastWordsTogether(portraitCaption), /(\S*\d[–-]\d\S*)/u)}
    </span>
  );
}
