import { event } from "#src/content/event";
import { shownIn } from "#src/lib/shown-by-state";

/** Shown by CSS on the day only (decision 006): no script decides it. */
const todayWhen = shownIn(["today"]);
const onTheDay = event.gettingThere?.onTheDay ?? null;
/** Whether the card is in this build's pages: on the day it takes the place of Home's intro line on a phone. */
export const atThePicnicShown = Boolean(onTheDay && todayWhen);

/**
 * On the day, under Now and Next in Home's and Event's heroes (decision 103): the number to
 * call and where first aid, the stall and the donation point are, in a phone's first screen
 * for someone already on the lawn (round 12 found them ~1,900px down Event, not on Home).
 * One tap target for the words and the number, so "Call" never ends a line on its own.
 */
export function AtThePicnic({ className = "" }: { className?: string }) {
  if (!onTheDay || !atThePicnicShown) return null;
  const { title, call, phone, places } = onTheDay;
  return (
    <section
      {...todayWhen}
      aria-labelledby="at-the-picnic"
      className={`max-w-xl rounded-xl border border-blush bg-white px-4 py-2 text-sm ${className}`}
    >
      {/* The hero's eyebrow look (as Raised So Far), in the body's face: nothing moves when Lora
          arrives, and no new CSS in a first visit. */}
      <h2
        id="at-the-picnic"
        className="font-sans text-sm font-bold tracking-wider text-sage-ink uppercase"
      >
        {title}
      </h2>
      <a
        href={`tel:${phone.replace(/[^\d+]/g, "")}`}
        className="flex min-h-11 items-center font-semibold text-rose-ink underline underline-offset-4"
      >
        {/* One line, never "Call" alone at a line's end; and spaces in a number a phone
            dials must not break (the HTML checks' tel-non-breaking). */}
        {`${call} ${phone}`.replaceAll(" ", "\u00a0")}
      </a>
      <dl>
        {places.map(({ label, text }) => (
          <div key={label}>
            <dt className="inline font-semibold">{label}: </dt>
            <dd className="inline text-ink-soft">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
