// The artwork each photo place shows until the organisers give it a photo:
// drawn for that place and its shape, so a page without photos still looks
// finished. The drawings are symbols in one file (public/images/art/places.svg),
// fetched once and kept, rather than inline in pages that must fit in the
// first round trip.
import { site } from "~/content/site";

const drawing = (id: string, className: string) => (
  <svg className={className} focusable="false">
    <use href={`/images/art/places.svg#${id}`} />
  </svg>
);

/** The artwork for each place, filling the box its photo would have. Decorative: the page's words say the rest. */
export const photoArt = {
  hero: drawing("hero", "size-full bg-blush-50"),
  // Her place, never a stranger's face: the ribbon in a wreath of flowers, with her name.
  portrait: (
    // Sized by its own width (container units): the same place is small beside a quote on a phone.
    <div className="@container flex size-full flex-col items-center justify-center bg-hero px-[8cqw] text-center">
      {drawing("portrait", "aspect-[5/4] w-3/4")}
      <p className="mt-4 text-sm font-semibold tracking-wider text-sage-ink uppercase @max-[10rem]:hidden">
        In loving memory
      </p>
      <p className="mt-1 font-serif text-[clamp(1.25rem,10cqw,2.25rem)] font-bold">
        {site.honoree}
      </p>
    </div>
  ),
  // The house and its gardens: the pale stone front, the cedar, the lawn.
  venue: drawing("venue", "size-full bg-blush-50"),
};
