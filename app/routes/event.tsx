import { CalendarDays, Clock, ExternalLink, MapPin, Navigation } from "lucide-react";
import { buttonStyles } from "~/components/button";
import { CalendarLinks } from "~/components/calendar-links";
import { Card, SectionHeading } from "~/components/card";
import { CallToAction } from "~/components/call-to-action";
import { EventStatusNote } from "~/components/event-status-note";
import { PageHero } from "~/components/page-hero";
import { Photo } from "~/components/photo";
import { event } from "~/content/event";
import {
  dateCopy,
  descriptionCopy,
  detailsCopy,
  replyCopy,
  summaryCopy,
} from "~/content/event-copy";
import { directionsUrl, eventTimeText, venueAddress } from "~/lib/event-facts";
import { words } from "~/lib/event-words";
import { variants } from "~/lib/use-event-state";
import { formatTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { eventJsonLd } from "~/lib/structured-data";

export { links } from "~/lib/page-styles";

export function meta() {
  return pageMeta({
    title: "Event Details",
    description: words(descriptionCopy.event[__BUILT_STATE__]),
    path: "/event",
    structuredData: import.meta.env.SSR ? [eventJsonLd()] : [],
  });
}

export default function EventPage() {
  const tiles = [
    {
      icon: CalendarDays,
      label: "Date",
      value: variants(dateCopy).map(({ value, key, when }) => (
        <span key={key} {...when}>
          {words(value)}
        </span>
      )),
    },
    { icon: Clock, label: "Time", value: eventTimeText },
    { icon: MapPin, label: "Location", value: `${event.venue.name}, ${event.venue.region}` },
  ];

  return (
    <>
      <PageHero title={event.name}>
        {variants(summaryCopy).map(({ value, key, when }) => (
          <p key={key} {...when} className="mt-4 text-lg text-ink-soft sm:text-xl">
            {value}
          </p>
        ))}
      </PageHero>

      <section aria-label="When and where" className="px-4 pt-12">
        <EventStatusNote className="mx-auto mb-6 max-w-xl" />
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <Card className="h-full text-center">
                <tile.icon aria-hidden="true" className="mx-auto size-8 text-rose-ink" />
                <h2 className="mt-3 font-sans text-sm font-bold tracking-wider text-ink-soft uppercase">
                  {tile.label}
                </h2>
                <p className="mt-1 text-lg font-semibold">{tile.value}</p>
              </Card>
            </li>
          ))}
        </ul>
        <CalendarLinks className="mt-6" />
      </section>

      <section aria-labelledby="details" className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="details" title="Event Details" />
          {variants(detailsCopy, (details) => details.paragraphs).map(({ value, key, when }) => (
            <div key={key} {...when} className="space-y-5 text-lg leading-relaxed">
              {value.map((paragraph) => (
                <p key={paragraph}>{words(paragraph)}</p>
              ))}
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="schedule" className="bg-blush-50 px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="schedule"
            title={variants(detailsCopy, (details) => details.scheduleTitle).map(
              ({ value, key, when }) => (
                <span key={key} {...when}>
                  {value}
                </span>
              ),
            )}
          />
          <ol className="relative space-y-4 border-l-2 border-blush pl-6">
            {event.schedule.map((item) => (
              <li key={item.time} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-5 -left-[33px] size-4 rounded-full border-2 border-white bg-rose-ink"
                />
                <Card padding="snug">
                  <p className="font-semibold text-rose-ink">
                    <time dateTime={item.time}>{formatTime(item.time)}</time>
                  </p>
                  <h3 className="mt-1 text-xl font-bold">{item.title}</h3>
                  <p className="mt-1 text-ink-soft">{item.description}</p>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="venue" className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="venue" title="The Venue" />
          <Photo
            slot="venue"
            sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
            className="mb-6 rounded-2xl"
          />
          <Card padding="roomy">
            <h3 className="text-2xl font-bold text-rose-deep">{event.venue.name}</h3>
            <address className="mt-2 text-ink-soft not-italic">{venueAddress}</address>
            <p className="mt-4 leading-relaxed">{event.venue.description}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={directionsUrl}
                className={buttonStyles.primary}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Navigation aria-hidden="true" className="size-5" />
                Get Directions
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <a
                href={event.venue.website}
                className={buttonStyles.secondary}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink aria-hidden="true" className="size-5" />
                Visit Venue Website
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </Card>
        </div>
      </section>

      <CallToAction id="reply" copy={replyCopy} />
    </>
  );
}
