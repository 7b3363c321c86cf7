import { CalendarDays, Clock, HandHeart, Heart, MapPin, Ribbon, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/button";
import { Card, SectionHeading } from "~/components/card";
import { CallToAction } from "~/components/call-to-action";
import { EventActions } from "~/components/event-action";
import { StateNote } from "~/components/event-status-note";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { Photo } from "~/components/photo";
import { ProductCard } from "~/components/product-card";
import { homeCopy } from "~/content/copy";
import { event } from "~/content/event";
import {
  closingCopy,
  dateCopy,
  descriptionCopy,
  homeHeroCopy,
  homeNoteCopy,
  summaryCopy,
} from "~/content/event-copy";
import { products } from "~/content/products";
import { site } from "~/content/site";
import { eventTimeText } from "~/lib/event-facts";
import { words } from "~/lib/event-words";
import { variants } from "~/lib/use-event-state";
import { pageMeta } from "~/lib/meta";

export { links } from "~/lib/page-styles";

export function meta() {
  return pageMeta({
    title: `${site.brand}: a summer picnic for triple-negative breast cancer`,
    description: words(descriptionCopy.home[__BUILT_STATE__]),
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
            {variants(homeHeroCopy, (hero) => hero.eyebrow).map(({ value, key, when }) => (
              <p key={key} {...when} className="font-semibold text-rose-ink">
                {words(value)}
              </p>
            ))}
            <h1 className="mt-3 text-4xl leading-tight font-bold text-rose-deep sm:text-6xl">
              {homeCopy.heroTitle}
            </h1>
            {variants(homeHeroCopy, (hero) => hero.subtitle).map(({ value, key, when }) => (
              <p key={key} {...when} className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
                {value}
              </p>
            ))}
            <EventActions
              copy={homeHeroCopy}
              styles={[buttonStyles.primary, buttonStyles.secondary]}
              className="mt-8 flex flex-wrap gap-3"
            />
            <FundraisingProgress className="mt-8 max-w-md" />
          </div>
          <Photo
            slot="hero"
            sizes="(min-width: 1152px) 448px, (min-width: 768px) 40vw, calc(100vw - 2rem)"
            priority
            className="mx-auto w-full max-w-md rounded-2xl"
          />
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
        <Card padding="roomy" className="mx-auto max-w-3xl text-center">
          <h2 id="event-card" className="text-3xl font-bold text-rose-deep">
            {event.name}
          </h2>
          {variants(summaryCopy).map(({ value, key, when }) => (
            <p key={key} {...when} className="mx-auto mt-3 max-w-xl text-ink-soft">
              {value}
            </p>
          ))}
          <StateNote copy={homeNoteCopy} className="mx-auto mt-6 max-w-lg" />
          <ul className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-5 text-rose-ink" />
              {variants(dateCopy).map(({ value, key, when }) => (
                <span key={key} {...when}>
                  {words(value)}
                </span>
              ))}
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

      <CallToAction id="closing" copy={closingCopy} />
    </>
  );
}
