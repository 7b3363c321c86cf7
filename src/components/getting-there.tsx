import Navigation from "lucide-react/icons/navigation";
import { textLink } from "#src/components/button";
import { FaqList } from "#src/components/faq-list";
import { Photo } from "#src/components/photo";
import { lastWordsTogether } from "#src/components/whole-words";
import { event } from "#src/content/event";
import type { GettingThere } from "#src/content/schema";
import { directionsUrl } from "#src/lib/event-facts";
import { shownIn } from "#src/lib/shown-by-state";

/**
 * The way there and the day's practicalities (round 12): before the day, on it, and while
 * a new date is to come. After the day there is nothing to get to; cancelled, nothing either.
 */
const gettingThereWhen = shownIn(["upcoming", "today", "postponed"]);

/** Absent from a picnic's content from before round 12, or emptied in the editor: no block. */
export const gettingThere: GettingThere | null =
  gettingThereWhen && event.gettingThere ? event.gettingThere : null;

/** A short title and its words, one under the other: the way there, or where things are. */
function Practical({ items }: { items: GettingThere["ways"] }) {
  return (
    <dl className="grid gap-3">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="font-bold">{item.label}</dt>
          <dd className="text-pretty text-ink-soft">{lastWordsTogether(item.text)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Beside Event Details from 1024px (round 11 found ~40% of that row empty), after them
 * on a phone: the map drawn for the site (or the organisers' own, Photos: the map) with
 * the way there beside it. The day's number and places are in the hero (decision 103).
 */
export function GettingThereCard({ className = "" }: { className?: string }) {
  if (!gettingThere) return null;
  const { title, ways } = gettingThere;
  return (
    <section
      {...gettingThereWhen}
      aria-labelledby="getting-there"
      className={`rounded-2xl border border-blush bg-blush-25 p-4 sm:p-6 ${className}`}
    >
      <h3 id="getting-there" className="text-2xl font-bold">
        {title}
      </h3>
      <Photo
        slot="map"
        sizes="(min-width: 1152px) 400px, (min-width: 1024px) 35vw, calc(100vw - 4rem)"
        className="mt-4"
        frame="rounded-xl"
      />
      {/* The way there where the map is: the maps search the venue's section gives too. */}
      <a href={directionsUrl} className={textLink} target="_blank" rel="noopener noreferrer">
        <Navigation aria-hidden="true" className="size-5" />
        Get Directions
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <div className="mt-2">
        <Practical items={ways} />
      </div>
    </section>
  );
}

/** What to bring and the day's questions, each folded under its question (no script). */
export function GoodToKnow({ className = "" }: { className?: string }) {
  if (!gettingThere) return null;
  const { bringTitle, bring, questionsTitle, questions } = gettingThere;
  if (bring.length === 0 && questions.length === 0) return null;
  return (
    <div
      {...gettingThereWhen}
      className={`grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-10 ${className}`}
    >
      {bring.length > 0 ? (
        <section aria-labelledby="what-to-bring">
          <h3 id="what-to-bring" className="text-2xl font-bold">
            {bringTitle}
          </h3>
          {/* Marked by CSS, not a drawing each: the event page is kept for offline, and
              its bytes count in a first visit (round 12). */}
          <ul className="mt-4 grid list-disc gap-1 pl-5 marker:text-sage-ink">
            {bring.map((thing) => (
              <li key={thing}>{thing}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {questions.length > 0 ? (
        <section aria-labelledby="good-to-know" className={bring.length > 0 ? "" : "md:col-span-2"}>
          <h3 id="good-to-know" className="text-2xl font-bold">
            {questionsTitle}
          </h3>
          {/* The Shop's and Donate's accordion (round 13): the same kind of thing looks the
              same on every page, its chevron clear of a wrapped question. */}
          <div className="mt-4">
            <FaqList faqs={questions} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
