import type { ReactNode } from "react";
import { photoSet, type ShownPhoto } from "#src/lib/photo-set";
import { Section } from "./card";
import { photoArt } from "./photo-art";

/** Each place's shape; the build crops its photo to it (src/lib/photo-set.ts). */
const shapes = {
  hero: "aspect-[4/3]",
  portrait: "aspect-[4/5]",
  venue: "aspect-[3/2]",
  giving: "aspect-[4/3]",
  map: "aspect-[3/2]",
  gallery: "aspect-[4/3]",
} as const;

export function Picture({
  photo,
  sizes,
  priority,
  position = "",
}: {
  photo: ShownPhoto;
  sizes: string;
  priority: boolean;
  position?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      {/* Width and height hold its room before it arrives (no layout shift); the page's largest picture is fetched first, the rest only when near. */}
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={`size-full object-cover ${position}`}
      />
    </picture>
  );
}

/**
 * One of the organisers' photos in its place, or, until they add one, the
 * artwork drawn for that place, in the same box. No credit under it: the
 * credits are together at the foot of the page (site-footer.tsx, decision 053).
 * `sizes` says how wide it is shown (as in `<img sizes>`); `priority` marks
 * the page's largest picture, fetched first and never lazily. `className`
 * places it on the page; `frame` styles the picture's box (its corners, or a
 * shape of its own at some widths) and `position` which part of a photo a
 * narrower box keeps (`object-position`).
 */
export function Photo({
  slot,
  sizes,
  priority = false,
  className = "",
  frame = "",
  position = "",
  caption,
}: {
  slot: "hero" | "portrait" | "venue" | "giving" | "map";
  sizes: string;
  priority?: boolean;
  className?: string;
  frame?: string;
  position?: string;
  /** Words under it, read with the page; her drawing then leaves her name to them. */
  caption?: ReactNode;
}) {
  const photo = photoSet[slot];
  const inFrame = caption && !photo;
  return (
    <figure
      aria-hidden={photo || caption ? undefined : true}
      className={`${inFrame ? "relative" : ""} ${className}`}
    >
      <div
        aria-hidden={!photo && caption ? true : undefined}
        className={`relative overflow-hidden ${shapes[slot]} ${frame}`}
      >
        {photo ? (
          <Picture photo={photo} sizes={sizes} priority={priority} position={position} />
        ) : (
          photoArt[slot]
        )}
      </div>
      {/* Her drawing keeps room for its words at its foot (photo-art.tsx); a photo has them under it. */}
      {caption ? (
        <figcaption className={photo ? "" : "absolute inset-x-0 bottom-[6%] px-4 text-center"}>
          {caption}
        </figcaption>
      ) : null}
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
          <li key={photo.src}>
            <figure>
              <div className={`relative overflow-hidden rounded-xl ${shapes.gallery}`}>
                <Picture
                  photo={photo}
                  sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, calc(50vw - 1.5rem)"
                  priority={false}
                />
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
