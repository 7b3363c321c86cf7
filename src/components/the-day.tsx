import Heart from "lucide-react/icons/heart";
import { homeCopy } from "#src/content/home-copy";
import { site } from "#src/content/site";
import { photoSet } from "#src/lib/photo-set";
import { Picture } from "./photo";
import { PicnicItems } from "./picnic-items";

/** A few pictures, never a wall of them: the day at a glance (review 4). */
const PICTURES = 3;

/**
 * On a phone a strip to swipe, each picture most of the width and the next one peeking
 * (round 9: three across were thumbnails); three across from 640px; from 1024px the first
 * large and two beside it, one over the other, as tall as the thanks beside them (review 4).
 */
const tile =
  "relative aspect-[4/3] max-sm:w-[72%] max-sm:shrink-0 max-sm:snap-start lg:first:row-span-2 lg:first:aspect-auto";

/**
 * "2 of 3" in a picture's corner, on a phone only, where the strip shows one and a peek
 * (round 11: no count, dots or arrows said how many there were). Each picture carries its
 * own, so the count is right wherever the strip is scrolled, with no script.
 */
function Count({ at, of }: { at: number; of: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute right-2 bottom-2 rounded-full bg-ink/75 px-2.5 text-sm leading-6 font-semibold text-white sm:hidden"
    >
      {at} of {of}
    </span>
  );
}

/** Where there are no photos yet, the site's own drawings of the day (places.svg). */
const drawings = ["venue", "basket", "giving"] as const;

/**
 * Pictures of the day, after it: the organisers' first photos of the gallery
 * (`content/photos.json`), a strip on a phone, three across wider, fetched only when near
 * the screen, each in a box of its shape before it arrives (no layout shift).
 * Until there are photos, three drawings of the day, decorative.
 */
function DayPictures({ id, className = "" }: { id: string; className?: string }) {
  const photos = photoSet.gallery.slice(0, PICTURES);
  return (
    <ul
      id={id}
      aria-label={photos.length > 0 ? "Pictures of the day" : undefined}
      aria-hidden={photos.length > 0 ? undefined : true}
      // A strip a keyboard can scroll too, where it holds photos (the drawings are decorative).
      tabIndex={photos.length > 0 ? 0 : undefined}
      className={`flex snap-x snap-mandatory gap-2 overflow-x-auto sm:grid sm:grid-cols-3 sm:gap-4 lg:grid-cols-[2fr_1fr] lg:grid-rows-2 ${className}`}
    >
      {photos.length > 0
        ? photos.map((photo, index) => (
            <li key={photo.src} className={`overflow-hidden rounded-xl ${tile}`}>
              <Picture
                photo={photo}
                sizes="(min-width: 1152px) 440px, (min-width: 1024px) 40vw, (min-width: 640px) calc(33vw - 1rem), 72vw"
                priority={false}
              />
              <Count at={index + 1} of={photos.length} />
            </li>
          ))
        : drawings.map((id, index) => (
            <li key={id} className={`overflow-hidden rounded-xl bg-blush-50 text-ribbon ${tile}`}>
              <svg className="size-full" focusable="false">
                <use href={`/images/art/places.svg#${id}`} />
              </svg>
              <Count at={index + 1} of={drawings.length} />
            </li>
          ))}
    </ul>
  );
}

/**
 * Who made the day, thanked by name after it (`site.thanks`, optional): the venue,
 * the volunteers, the sponsors, a speaker. Nothing where the content has none.
 */
function ThanksList({ id, className = "" }: { id: string; className?: string }) {
  const thanks = site.thanks;
  if (!thanks) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-xl font-bold sm:text-2xl">
        {thanks.title}
      </h3>
      <ul className="mt-3 grid gap-2 leading-snug sm:leading-normal">
        {thanks.names.map((name) => (
          <li key={name} className="flex gap-2">
            <Heart aria-hidden="true" className="mt-1 size-4 shrink-0 text-ribbon" />
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The day after it: its pictures, and beside them from 1024px who made it (or, without a
 * thank-you list in the content, how it went, item by item). Home's recap and Event's,
 * one block (round 11: Home's "See How the Day Went" led to an Event page without them).
 */
export function TheDay({
  when,
  className = "",
  onWhite = false,
}: {
  when: { "data-when"?: string };
  className?: string;
  onWhite?: boolean;
}) {
  return (
    <div
      {...when}
      className={`grid gap-6 sm:gap-8 ${site.thanks ? "lg:grid-cols-[3fr_2fr] lg:gap-12" : ""} ${className}`}
    >
      <DayPictures id="day-pictures" />
      {site.thanks ? (
        <ThanksList id="thanks" />
      ) : (
        <PicnicItems items={homeCopy.recap} onWhite={onWhite} />
      )}
    </div>
  );
}
