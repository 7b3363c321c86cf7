/**
 * The one container width: the header, every section of every page and the
 * footer line up on it (decision 018). Padding sits inside the width, so a
 * band's colour runs edge to edge while its text keeps the header's edges.
 */
export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6";
