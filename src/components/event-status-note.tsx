import { noteScript, onNowScript } from "#content";
import type { ReactNode } from "react";
import { event } from "#src/content/event";
import { noteCopy } from "#src/content/event-copy";
import { noteTable, noteWords } from "#src/lib/status-note";
import { words } from "#src/lib/event-words";
import { shownIn } from "#src/lib/shown-by-state";
import { fillIn } from "#src/lib/event-state";
import { useEventMoment } from "#src/hooks/use-event-moment";
import { Separated } from "./separated";

/** Every note the event page can show, worded as the note script words them. */
const eventNotes = noteTable(event, noteCopy);

/**
 * Marks the schedule item on now in the list just before it (`data-now`, and
 * the "on now" line's words), before that list is painted: the head script has
 * set which one on <html>. The page script moves it on with the clock.
 */
export function OnNowScript() {
  return <script dangerouslySetInnerHTML={{ __html: onNowScript }} />;
}

/**
 * Room for two lines of headline and two of detail on a phone, one each from 640px up.
 * Set as the page's own: the headline in the headings' face, on the left with the date,
 * time and place under it, behind a ribbon-coloured edge, where a centred line in a pink
 * box read as a placeholder (issue 47).
 */
function NoteBox({
  className,
  when,
  children,
}: {
  className: string;
  when: { "data-when"?: string };
  children: ReactNode;
}) {
  return (
    <div
      {...when}
      data-note
      className={`flex min-h-25 flex-col justify-center rounded-r-2xl border-l-4 border-ribbon bg-blush-50 px-5 py-3 text-left sm:min-h-[4.75rem] ${className}`}
    >
      {children}
    </div>
  );
}

function NoteWords({ headline, detail }: { headline: string; detail: string }) {
  return (
    <>
      <p className="font-serif text-xl leading-7 font-bold text-rose-deep sm:text-2xl">
        {headline}
      </p>
      <p className="text-sm leading-5 text-ink-soft">{detail}</p>
    </>
  );
}

/**
 * "46 days to go", "Now: Guest speaker", "Took place on …": where the
 * visitor's moment stands against the picnic. The pre-rendered words are the
 * build's, without a count that could go stale (what a visitor without
 * JavaScript sees); the inline script after the box writes the words for the
 * visitor's own moment before the box is painted, and React starts from the
 * same moment. The box keeps its height as the words change, so nothing moves.
 */
export function EventStatusNote({
  className = "",
  when = {},
}: {
  className?: string;
  /**
   * The states it shows in (its data-when), or null for none: before the day the hero's
   * countdown says it, on the day the hero says what is on now. The script stays, for them.
   */
  when?: { "data-when"?: string } | null;
}) {
  const [headline, detail] = noteWords(useEventMoment(), eventNotes);
  return (
    <>
      {when ? (
        <NoteBox className={className} when={when}>
          <NoteWords headline={headline} detail={detail} />
        </NoteBox>
      ) : null}
      <script dangerouslySetInnerHTML={{ __html: noteScript }} />
    </>
  );
}

/**
 * "· 40 days to go" after the date in the event page's first screen, before the day (round
 * 8: a card under the hero said the date a second time). Hidden until the note's script,
 * after it, finds a count: the pre-rendered page has none that could not go stale.
 */
export function Countdown() {
  return (
    <span data-count hidden>
      {" "}
      ·{"\u00a0"}
      <span />
    </span>
  );
}

/** A label's look, as "Now" and "Next" are set: in capitals on a tint, not in the links' crimson. */
const labelLook = "rounded-sm px-1.5 font-sans text-xs leading-5 font-bold tracking-wide uppercase";
const nowLook = "bg-rose-ink text-white";
const nextLook = "bg-ink/10 text-ink";

/**
 * "Now: Picnic Lunch" with its "Now" set as a label, in capitals on a tint, not
 * in the links' crimson (round 7: "On now" and "Next" read as links). One width for both, so the
 * titles after them line up, and capitals, which sit centred where small capitals sat low
 * (round 9). The colon stays in the
 * words, for a screen reader and a copy; a line without one is said as it is.
 */
function Labelled({ line, strong = false }: { line: string; strong?: boolean }) {
  const colon = line.indexOf(": ");
  if (colon < 0) return <span>{line}</span>;
  return (
    <span>
      <span
        className={`mr-1 inline-block min-w-[4.5rem] text-center align-[0.125em] ${labelLook} ${strong ? nowLook : nextLook}`}
      >
        {line.slice(0, colon)}
        {/* Said and copied ("Now: …"), not shown: no width, and inline, so a line's text
            keeps it in place (a positioned sr-only span breaks innerText's line). */}
        <span className="inline-block w-0 overflow-hidden align-top">:</span>
      </span>{" "}
      {line.slice(colon + 2)}
    </span>
  );
}

/** A line's label, its words before ": " ("Now: {title}" says "Now"), or `otherwise`. */
const labelOf = (line: string, otherwise: string) => {
  const colon = line.indexOf(": ");
  return colon > 0 ? line.slice(0, colon) : otherwise;
};
const rowMarks = {
  now: { label: labelOf(noteCopy.onNow, "Now"), look: nowLook },
  next: { label: labelOf(noteCopy.next, "Next"), look: nextLook },
};

/**
 * The schedule's mark of its row on now, or of the row after it: the hero's label, word, case
 * and look, so the two say one thing (round 9 read "ON NOW" there and "Now" here; round 11:
 * the hero said Next, the schedule only Now). Not read out: the row's title says "(on now)"
 * to a screen reader.
 */
export function RowMark({ row, className }: { row: keyof typeof rowMarks; className: string }) {
  const { label, look } = rowMarks[row];
  return (
    <span aria-hidden="true" className={`${labelLook} ${look} ${className}`}>
      {label}
    </span>
  );
}

/**
 * On the day, under "Today, …": what is on now, from the schedule. Every
 * line is in the page, hidden; the inline script after it shows the one for
 * the visitor's moment before the first paint, and the page script moves on
 * with the clock. Before the gates open, when they open.
 */
export function OnNowLine({ className = "" }: { className?: string }) {
  const when = shownIn(["today"]);
  if (!when) return null;
  return (
    <>
      <p {...when} className={className}>
        <span data-item="-1" data-now-only hidden>
          {words(noteCopy.today[1])}
        </span>
        {/* What is on now and what is next, together (review 4): the note the event page
            showed them in is not shown on the day, so each is said once. */}
        {event.schedule.map((item, index) => {
          const [onNow, next] = eventNotes.on[index] ?? [
            fillIn(noteCopy.onNow, { title: item.title }),
            "",
          ];
          return (
            <span key={item.time} data-item={index} data-now-only hidden>
              <Separated
                parts={
                  next
                    ? [
                        <Labelled key="now" line={onNow} strong />,
                        <Labelled key="next" line={next} />,
                      ]
                    : [<Labelled key="now" line={onNow} strong />]
                }
                stacked
              />
            </span>
          );
        })}
      </p>
      <OnNowScript />
    </>
  );
}
