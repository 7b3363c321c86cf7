import ChevronDown from "lucide-react/icons/chevron-down";
import type { Faq } from "#src/content/schema";
import { lastWordsTogether } from "./whole-words";

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support
 * come from the browser, and the answers are in the HTML for search engines.
 * On a wide screen the questions stand in two columns, each about 70
 * characters wide, rather than one column with an empty right third; with
 * an odd number the last one spans both, so no question stands alone beside
 * a gap (issue 47), whatever the organisers' count.
 */
export function FaqList({ faqs }: { faqs: ReadonlyArray<Faq> }) {
  return (
    <div className="max-w-3xl divide-y divide-blush overflow-hidden rounded-2xl border border-blush bg-white lg:grid lg:max-w-none lg:grid-cols-2 lg:items-start lg:gap-x-6 lg:gap-y-4 lg:divide-y-0 lg:overflow-visible lg:rounded-none lg:border-0 lg:bg-transparent lg:[&>details]:rounded-2xl lg:[&>details]:border lg:[&>details]:border-blush lg:[&>details]:bg-white lg:[&>details:last-child:nth-child(odd)]:col-span-2">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-lg font-semibold hover:bg-blush-50 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-rose-ink transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-6 pb-5 text-balance text-ink-soft">{lastWordsTogether(faq.answer)}</p>
        </details>
      ))}
    </div>
  );
}
