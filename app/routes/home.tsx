import { CalendarDays, Clock, HandHeart, Heart, MapPin, Ribbon, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/button";
import { CalendarLinks } from "~/components/calendar-links";
import { Card, SectionHeading } from "~/components/card";
import { EventStatusNote } from "~/components/event-status-note";
import { HeroArt } from "~/components/hero-art";
import { ProductCard } from "~/components/product-card";
import { homeCopy } from "~/content/copy";
import { event } from "~/content/event";
import { products } from "~/content/products";
import { site } from "~/content/site";
import { eventDateText, eventTimeText } from "~/lib/event-facts";
import { pageMeta } from "~/lib/meta";

export { links } from "~/lib/page-styles";

export function meta() {
  return pageMeta({
    title: `${site.brand}: a summer picnic for triple-negative breast cancer`,
    description: `Join ${site.brand} on ${eventDateText} at ${event.venue.name}, Essex: a picnic in memory of ${site.honoree} raising awareness and funds for triple-negative breast cancer research.`,
    path: "/",
  });
}

const cardIcons = [Ribbon, Heart, HandHeart];

export default function Home() {
  return (
    <>
      <section className="relative flex min-h-[calc(100svh-var(--spacing-header))] items-center overflow-hidden bg-gradient-to-br from-blush via-blush-50 to-white">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
          <div>
            <p className="font-semibold text-rose-ink">
              {eventDateText} · {event.venue.name}, {event.venue.region}
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-bold text-rose-deep sm:text-6xl">
              {homeCopy.heroTitle}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
              {homeCopy.heroSubtitle}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/event" className={buttonStyles.primary}>
                Attend the Event
              </Link>
              <Link to="/donate" className={buttonStyles.secondary}>
                Donate Now
              </Link>
            </div>
          </div>
          <HeroArt className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="journey" className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="journey" title={homeCopy.journeyTitle} />
          <div className="space-y-5 text-lg leading-relaxed">
            {homeCopy.journey.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-label="Learn and help" className="bg-blush-50 px-4 py-16 sm:py-20">
        <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
          {homeCopy.cards.map((card, index) => {
            const Icon = cardIcons[index] ?? Heart;
            return (
              <li key={card.title}>
                <Card className="flex h-full flex-col">
                  <Icon aria-hidden="true" className="size-10 text-rose-ink" />
                  <h2 className="mt-4 text-2xl font-bold text-rose-deep">{card.title}</h2>
                  <p className="mt-3 flex-1 text-ink-soft">{card.text}</p>
                  <Link
                    to={card.to}
                    className="mt-5 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
                  >
                    {card.linkLabel}
                    <span className="sr-only">: {card.title}</span>
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="event-card" className="px-4 py-16 sm:py-20">
        <Card className="mx-auto max-w-3xl p-8 text-center sm:p-10">
          <h2 id="event-card" className="text-3xl font-bold text-rose-deep">
            {event.name}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink-soft">{event.summary}</p>
          <EventStatusNote className="mx-auto mt-6 max-w-lg" />
          <ul className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-5 text-rose-ink" />
              {eventDateText}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5 text-rose-ink" />
              {eventTimeText}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-rose-ink" />
              {event.venue.name}, {event.venue.region}
            </li>
          </ul>
          <Link to="/event" className={`${buttonStyles.primary} mt-8`}>
            View Event Details
          </Link>
          <CalendarLinks variant="links" className="mt-6" />
        </Card>
      </section>

      <section aria-labelledby="shop-teaser" className="bg-blush-50 px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="shop-teaser" title={homeCopy.shopTitle} lead={homeCopy.shopText} />
          {/* The first three in the catalogue: organisers choose by reordering it. */}
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {products.slice(0, 3).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link to="/shop" className={buttonStyles.secondary}>
              <ShoppingBag aria-hidden="true" className="size-5" />
              Visit the Shop
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="closing" className="bg-rose-ink px-4 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="closing" className="text-3xl font-bold sm:text-4xl">
            {homeCopy.closingTitle}
          </h2>
          <p className="mt-4 text-lg text-blush-100">{homeCopy.closingText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/event" className={buttonStyles.onDark}>
              Attend the Event
            </Link>
            <Link to="/donate" className={buttonStyles.outlineOnDark}>
              Donate Now
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
