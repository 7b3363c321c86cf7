import type { ReactNode } from "react";
import { wholeWords } from "./whole-words";
import { askBand, container } from "./button";

/**
 * The room inside a card. Padding is chosen here and never by a class passed
 * in: two padding classes on one element do not combine, and which one wins
 * depends on the stylesheet's order, not on the order they are written in.
 */
const paddings = {
  normal: "p-6",
  /** A card that holds a form or a list beside it. */
  wide: "p-6 sm:p-8",
  /** Cards three down a phone's column: an address and its Copy keep one line at 375 (round 10). */
  list: "p-4 sm:p-6",
  /** The donation form: a little less on a phone, so its Donate fits the first screen (decision 028). */
  form: "p-4 sm:p-8",
} as const;

/**
 * A white panel for something the visitor uses: a form, or (as a product
 * card) a thing to click. Never for text to read (decision 018).
 * `className` places it (width, margins, layout), never pads it.
 */
export function Card({
  children,
  padding = "normal",
  className = "",
}: {
  children: ReactNode;
  padding?: keyof typeof paddings;
  className?: string;
}) {
  return (
    <div
      className={`rounded-2xl border border-blush bg-white shadow-sm ${paddings[padding]} ${className}`}
    >
      {children}
    </div>
  );
}

/** A section's h2 with an optional lead line, aligned with the text under it. */
function SectionHeading({
  title,
  lead,
  id,
  beside = false,
  centred = false,
  aside,
}: {
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  beside?: boolean;
  centred?: boolean;
  aside?: ReactNode;
}) {
  const heading = (
    <>
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {typeof title === "string" ? wholeWords(title) : title}
      </h2>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-ink-soft">{lead}</p> : null}
    </>
  );
  return (
    <div
      className={`mb-6 max-w-4xl sm:mb-8 ${beside ? "lg:mb-0" : ""} ${centred ? `${askBand} md:mx-auto` : ""}`}
    >
      {/* Beside the heading while the band is one column (a line of its own if it is wide); under it, in the heading's own
          column, from 1024px (a picture or a list that would leave that column empty), down to
          the foot of the words beside it (round 10: a card with an empty lower third). */}
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-4 lg:h-full lg:flex-col lg:flex-nowrap lg:items-stretch lg:justify-start lg:gap-0">
          <div>{heading}</div>
          {aside}
        </div>
      ) : (
        heading
      )}
    </div>
  );
}

/** The bands alternate, so a phone's long page reads as sections, not one wall. */
const tones = { plain: "", blush: "bg-blush-50", sage: "bg-sage-50" } as const;

/**
 * A band of a page: the one container width the header and footer share,
 * its heading (if any) over its content, on the left like the text. A band
 * that holds one column of words (a story, questions, a note) sets its heading
 * `beside` it from 1024px: a third for the heading, the words at a reading
 * measure in the rest, so no band is a phone's column with an empty right
 * half (review 3, issue 47).
 */
export function Section({
  id,
  title,
  lead,
  label,
  tone = "plain",
  beside = false,
  centred = false,
  aside,
  children,
}: {
  id?: string;
  title?: ReactNode;
  /** Words, or phrasing content (spans that read by the picnic's state). */
  lead?: ReactNode;
  /** The section's name when it has no heading. */
  label?: string;
  tone?: keyof typeof tones;
  /** From 1024px the heading in a column of its own, left of the content. */
  beside?: boolean;
  /**
   * A band that only asks: its heading and lead centred from 768px (`askBand`);
   * the content centres its own button, and a grid under the heading stays a grid.
   */
  centred?: boolean;
  /** With `beside`: beside the heading on a phone, under it in its column from 1024px. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={title ? id : undefined}
      aria-label={label}
      className={`py-12 sm:py-20 ${tones[tone]}`}
    >
      <div
        className={`${container} ${beside ? "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12" : ""}`}
      >
        {title ? (
          <SectionHeading
            id={id}
            title={title}
            lead={lead}
            beside={beside}
            centred={centred}
            aside={aside}
          />
        ) : null}
        {beside ? <div className="min-w-0">{children}</div> : children}
      </div>
    </section>
  );
}
