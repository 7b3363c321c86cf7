import ExternalLink from "lucide-react/icons/external-link";
import { container, textLink } from "#src/components/button";
import type { Site } from "#src/content/schema";

/**
 * The second charity on the Donate page (content/site.json's `hospice`, the
 * editor's "Another charity"): after the form, its impact and the questions
 * about giving, a quiet panel with plain links, so it never competes with the
 * page's one ask (decisions 028, 051). Its heading, words and links are the organisers'; with none, no panel.
 */
export function HospicePanel({ hospice }: { hospice: Site["hospice"] }) {
  if (!hospice) return null;
  return (
    <section id="hospice" aria-labelledby="hospice-title" className="pt-12 sm:pt-20">
      <div className={container}>
        {/* Across the page's width from lg, its title in the third the other bands' titles
            stand in: a half-width card left the band's right half empty (review 4). Its words
            start where the bands' second column does: a third of the page less the panel's
            own border and padding (33 px a side) and the gap, not a third of its inside,
            which set them 11 px in (review 7). */}
        <div className="rounded-2xl border border-ink/15 p-5 sm:p-6 lg:grid lg:grid-cols-[calc((100%-81px)/3)_minmax(0,1fr)] lg:gap-x-12 lg:p-8">
          <h2 id="hospice-title" className="text-xl font-bold lg:text-2xl">
            {hospice.title}
          </h2>
          <div>
            <p className="mt-2 max-w-prose text-ink-soft lg:mt-0">{hospice.text}</p>
            {hospice.links.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
                {hospice.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${textLink} whitespace-nowrap`}
                    >
                      {link.label}
                      <ExternalLink aria-hidden="true" className="size-4" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
