// Class names for links and buttons that look like buttons, so every page agrees.

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors";

export const buttonStyles = {
  primary: `${base} bg-rose-ink text-white hover:bg-rose-deep`,
  secondary: `${base} border-2 border-rose-ink bg-white text-rose-ink hover:bg-blush-100`,
  onDark: `${base} bg-white text-rose-ink hover:bg-blush-100`,
  outlineOnDark: `${base} border-2 border-white text-white hover:bg-white hover:text-rose-ink`,
} as const;

/** A link in running text or at the end of a block: raspberry, because it is an action. */
export const textLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep";

/**
 * The one container width: the header, every section of every page and the
 * footer line up on it (decision 018). Padding sits inside the width, so a
 * band's colour runs edge to edge while its text keeps the header's edges.
 */
export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6";

/**
 * A band that only asks (a heading, a line or two and its buttons), added to
 * `container`: from 768px its words stand centred at a reading measure, one
 * rule for every such band. Kept on the left, they left the right half of a
 * wide band as empty colour (review 6, decision 086). Its row of buttons adds
 * `md:justify-center`.
 */
export const askBand = "md:max-w-3xl md:text-center";
