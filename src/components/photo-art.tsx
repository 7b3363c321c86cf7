// The artwork each photo place shows until the organisers give it a photo:
// drawn for that place and its shape, so a page without photos still looks
// finished. The drawings are symbols in one file (public/images/art/places.svg),
// fetched once and kept, rather than inline in pages that must fit in the
// first round trip.

const drawing = (id: string, className: string) => (
  <svg className={className} focusable="false">
    <use href={`/images/art/places.svg#${id}`} />
  </svg>
);

/** The artwork for each place, filling the box its photo would have. Decorative: the page's words say the rest. */
export const photoArt = {
  // The ribbons in the drawings are drawn in the colour around them (currentColor).
  // The picnic on the lawn, its sky cropped as the frame narrows, and the bunting
  // over it hung from the top edge, whole at every shape (never a row of stray
  // pink tips where the crop cut it).
  hero: (
    <div className="relative size-full bg-blush-50 text-ribbon">
      {/* Whole in a 4:3 frame; in a wider one (a phone's 16:10, squeezed to a strip under
          the words after the picnic) cut as a photo at 50% 70% would be: the house, the
          cedar and the basket, rather than the symbol's own bottom edge of blanket
          (review 2). No frame it fills is taller than 4:3. */}
      {drawing("hero", "absolute inset-x-0 top-[70%] aspect-[4/3] w-full -translate-y-[70%]")}
      {drawing("bunting", "absolute inset-x-0 top-0 aspect-[480/64] w-full")}
    </div>
  ),
  // Her place, never a stranger's face: a posy of garden flowers tied with the ribbon, as on
  // a card of remembrance. Its caption names her (photo.tsx), the same words on Home and About
  // (round 10): the posy in the frame's upper part, its foot left for them.
  portrait: (
    <div className="flex size-full items-center justify-center bg-blush-25 pt-[5%] pb-[18%] shadow-[inset_0_0_0_6px_var(--color-blush-25),inset_0_0_0_7px_var(--color-blush)]">
      {drawing("portrait", "aspect-[200/176] h-full max-w-[75%] text-ribbon")}
    </div>
  ),
  // The house and its walled garden: the pale stone front, the cedar, the lawn.
  venue: drawing("venue", "size-full bg-blush-50"),
  // Donate's: two hands holding up the ribbon, each a different skin (issue 47).
  giving: <div className="size-full bg-blush-50 text-ribbon">{drawing("giving", "size-full")}</div>,
  // The way in from above (round 12): the lane, the entrance, the car park, the house
  // and its lawn, and a pin on the picnic; drawn here, so no map is fetched from elsewhere.
  map: <div className="size-full bg-blush-50 text-ribbon">{drawing("map", "size-full")}</div>,
};

/**
 * A lone picnic basket on the corner of its blanket, for the pages at an address with
 * nothing there (the page not found, the shop's product not found). Decorative.
 */
export function LoneBasket({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 200 140"
      aria-hidden="true"
      focusable="false"
      className={`aspect-[200/140] text-ribbon ${className}`}
    >
      <use href="/images/art/places.svg#basket" />
    </svg>
  );
}
