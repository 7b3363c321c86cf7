import type { ReactNode } from "react";

/**
 * The room inside a card. Padding is chosen here and never by a class passed
 * in: two padding classes on one element do not combine, and which one wins
 * depends on the stylesheet's order, not on the order they are written in.
 */
const paddings = {
  /** A card in a list of many (the schedule, the donor wall). */
  snug: "p-5",
  normal: "p-6",
  /** A card that holds a form or a list beside it. */
  wide: "p-6 sm:p-8",
  /** A card that stands alone in its section. */
  roomy: "p-8 sm:p-10",
} as const;

/** A soft white panel on a pink page. `className` places it (width, margins, layout), never pads it. */
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

/** A section's h2 with an optional lead line, centred. */
export function SectionHeading({
  title,
  lead,
  id,
}: {
  title: ReactNode;
  lead?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold text-rose-deep sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-ink-soft">{lead}</p> : null}
    </div>
  );
}
