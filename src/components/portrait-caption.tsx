import { homeCopy } from "#src/content/home-copy";
import { site } from "#src/content/site";
import { lastWordsTogether, wholeWords } from "./whole-words";

/** Her name (and years) under her picture: one field, the same words on Home and About (review 10). */
export const portraitCaption = homeCopy.portraitCaption || `In loving memory of ${site.honoree}`;

/** The caption's words, her years ("1985–2022") never parted at their dash. */
export function PortraitCaption({ className }: { className: string }) {
  return (
    <span
      className={`block font-serif leading-snug text-balance text-ink-soft italic ${className}`}
    >
      {wholeWords(lastWordsTogether(portraitCaption), /(\S*\d[–-]\d\S*)/u)}
    </span>
  );
}
