// The awareness ribbon, drawn once: the logo beside the name, the favicon
// (src/pages/favicon.svg.ts), and the icons and share picture
// (src/lib/share-images.ts), each in the ribbon's colour from the content
// (content/colours.json). The artwork's ribbons (public/images/art/places.svg)
// are drawn in the colour of the page around them, which is this one.

/** The ribbon's outline, in a box of 32 × 40. */
export const RIBBON_PATH =
  "M16 3c-4.5 0-7.5 3.6-7.5 8 0 3.4 2 7 4.6 10.6L4 36.5l5.2 1.3 6.8-10.3 6.8 10.3 5.2-1.3-9.1-14.9C21.5 18 23.5 14.4 23.5 11c0-4.4-3-8-7.5-8Zm0 5c1.6 0 2.7 1.3 2.7 3.2 0 1.9-1.1 4.2-2.7 6.6-1.6-2.4-2.7-4.7-2.7-6.6C13.3 9.3 14.4 8 16 8Z";

/** The favicon: the ribbon alone, in `fill`. */
export const ribbonSvg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 40"><path d="${RIBBON_PATH}" fill="${fill}"/></svg>`;
