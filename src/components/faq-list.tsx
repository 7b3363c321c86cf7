import ChevronDown from "lucide-react/icons/chevron-down";
import type { Faq } from "#src/content/schema";
import { lastWordsTogether, wholeWords } from "./whole-words";

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support
 * come from the browser, and the answers are in the HTML for search engines.
 * One column at every width, at most about 70 characters wide, as the best
 * charity pages list them: no grid whose odd question stands alone (review 3,
 * issue 47), whatever the organisers' count.
 */
export function FaqList({ faqs }: { faqs: ReadonlyArray<Faq> }) {
  return (
    <div className="max-w-3xl divide-y divide-blush overflow-hidden rounded-2xl border border-blush bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-lg font-semibold hover:bg-blush-50 [&::-webkit-details-marker]:hidden">
            {/* Its last two words kept together: "go?" or "policy?" alone on a phone's last line
                read as a stray word (review 6); Firefox has no `text-wrap: pretty`. */}
            <span className="text-pretty">{wholeWords(lastWordsTogether(faq.question))}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-rose-ink transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-6 pb-5 text-ink-soft">{lastWordsTogether(faq.answer)}</p>
        </details>
      ))}
    </div>
  );
}
