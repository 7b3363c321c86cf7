// The photographs on the site. The originals go in photos/ at the project's
// root; the build makes small AVIF and WebP copies of each, cropped to its
// place, with every piece of metadata (GPS position included) removed.
//
// A place set to null, or an empty gallery, shows the artwork drawn for it
// instead, so the site looks finished with or without photos. Her portrait
// is only ever a photo of her: until you add one, her place shows a drawn
// ribbon with her name.
//
// The sample photos (SAMPLE) are not of PicNicky: replace them before launch
// (photos/README.md says where they come from and their licence).
import type { Photos } from "./schema.ts";

export const photos: Photos = {
  /** The home page's big picture: a past picnic, at least 2000 px wide. */
  hero: {
    file: "sample-kite.jpg", // SAMPLE
    alt: "A kite flying high in a blue summer sky",
    credit: "Sample photo: Risto Saukonpää, LGPL-3.0",
  },
  /** Her portrait, beside her story on the About page: at least 1000 px wide. */
  portrait: null,
  /** The venue, on the Event page: at least 1600 px wide. */
  venue: {
    file: "sample-woodland-path.jpg", // SAMPLE
    alt: "A footpath through tall woodland, green with summer ferns",
    credit: "Sample photo: Risto Saukonpää, LGPL-3.0",
  },
  /** Past picnics, on the About page, in this order: up to 12, each at least 1200 px wide. */
  gallery: [],
};
