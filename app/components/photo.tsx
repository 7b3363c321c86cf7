import { photoSet } from "virtual:photos";
import type { ShownPhoto } from "../../scripts/photos";
import { Section } from "./card";
import { photoArt } from "./photo-art";

/** Each place's shape; the build crops its photo to it (scripts/photos.ts). */
const shapes = {
  hero: "aspect-[4/3]",
  portrait: "aspect-[4/5]",
  venue: "aspect-[3/2]",
  gallery: "aspect-[4/3]",
} as const;

/** Where the build put a photo's copy (scripts/photos.ts). */
const copy = (photo: ShownPhoto, width: number, format: "avif" | "webp") =>
  `/assets/photos/${photo.name}-${width}.${format}`;

const srcset = (photo: ShownPhoto, format: "avif" | "webp") =>
  photo.widths.map((width) => `${copy(photo, width, format)} ${width}w`).join();

function Picture({
  photo,
  sizes,
  priority,
}: {
  photo: ShownPhoto;
  sizes: string;
  priority: boolean;
}) {
  return (
    <>
      <picture>
        <source type="image/avif" srcSet={srcset(photo, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcset(photo, "webp")} sizes={sizes} />
        {/* Width and height hold its room before it arrives (no layout shift); the page's largest picture is fetched first, the rest only when near. */}
        <img
          src={copy(photo, photo.widths.find((width) => width >= 960) ?? photo.width, "webp")}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={priority ? undefined : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          className="size-full object-cover"
        />
      </picture>
      {photo.credit ? (
        <figcaption className="absolute right-0 bottom-0 rounded-tl-lg bg-ink px-2 text-sm text-white">
          {photo.credit}
        </figcaption>
      ) : null}
    </>
  );
}

/**
 * One of the organisers' photos in its place, or, until they add one, the
 * artwork drawn for that place, in the same box. `sizes` says how wide it is
 * shown (as in `<img sizes>`); `priority` marks the page's largest picture,
 * fetched first and never lazily.
 */
export function Photo({
  slot,
  sizes,
  priority = false,
  className = "",
}: {
  slot: "hero" | "portrait" | "venue";
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const photo = photoSet[slot];
  return (
    <figure
      aria-hidden={photo ? undefined : true}
      className={`relative overflow-hidden ${shapes[slot]} ${className}`}
    >
      {photo ? <Picture photo={photo} sizes={sizes} priority={priority} /> : photoArt[slot]}
    </figure>
  );
}

/**
 * Photos of past picnics under their heading, two or three across; no
 * section at all while there are none.
 */
export function PhotoGallery({ id, title }: { id: string; title: string }) {
  if (photoSet.gallery.length === 0) return null;
  return (
    <Section id={id} title={title} tone="sage">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {photoSet.gallery.map((photo) => (
          <li key={photo.name}>
            <figure className={`relative overflow-hidden rounded-xl ${shapes.gallery}`}>
              <Picture
                photo={photo}
                sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, calc(50vw - 1.5rem)"
                priority={false}
              />
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
