import ChevronDown from "lucide-react/icons/chevron-down";
import type { Faq } from "#src/content/schema";
import { shopStates } from "#src/content/shop-terms";
import { StateWords } from "./state-words";
import { lastWordsTogether, wholeWords } from "./whole-words";

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support
 * come from the browser, and the answers are in the HTML for search engines.
 * One column at every width, at most about 70 characters wide, as the best
 * charity pages list them: no grid whose odd question stands alone (review 3,
 * issue 47), whatever the organisers' count. A question that speaks of the day
 * can read differently once the picnic is over (`questionAfter`, `answerAfter`):
 * each wording shown by CSS in its own states (review 7).
 */
export function FaqList({ faqs }: { faqs: ReadonlyArray<Faq> }) {
  return (
    <div className="max-w-3xl divide-y divide-blush overflow-hidden rounded-2xl border border-blush bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-4 font-semibold hover:bg-blush-50 sm:gap-4 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            {/* On a phone the body's size and less padding, so a question has the card's
                width and breaks late, not after its second word (review 7). Wrapped as a
                line of type fills, not `pretty`: Chromium's pretty evened a two-line question
                out ("How will my / donation be used?", round 9). Its last two words kept
                together instead: "go?" or "policy?" alone on a last line read as a stray word
                (review 6). */}
            <span>
              <StateWords
                copy={shopStates(faq.question, null, faq.questionAfter ?? null)}
                render={(words) => wholeWords(lastWordsTogether(words))}
              />
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-rose-ink transition-transform group-open:rotate-180"
            />
          </summary>
          <StateWords
            as="p"
            className="px-4 pb-5 text-ink-soft sm:px-6"
            copy={shopStates(faq.answer, null, faq.answerAfter ?? null)}
            render={lastWordsTogether}
          />
        </details>
      ))}
    </div>
  );
}
