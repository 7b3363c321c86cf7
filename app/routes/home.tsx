import {
  ArrowRight,
  CalendarDays,
  Clock,
  HandHeart,
  Heart,
  MapPin,
  Ribbon,
  ShoppingBag,
} from "lucide-react";
import { Link } from "react-router";
import { buttonStyles, textLink } from "~/components/button";
import { Section } from "~/components/card";
import { CallToAction } from "~/components/call-to-action";
import { EventActions } from "~/components/event-action";
import { StateNote } from "~/components/event-status-note";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { HeroArt } from "~/components/hero-art";
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
import { container } from "~/components/container";

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
      <section className="relative overflow-hidden bg-hero-home">
        <div
          className={`${container} grid min-h-[calc(100svh-var(--spacing-header))] items-center gap-6 py-8 md:grid-cols-2 md:gap-8 md:py-12`}
        >
          <div>
            {variants(homeHeroCopy, (hero) => hero.eyebrow).map(({ value, key, when }) => (
              <p key={key} {...when} className="font-semibold text-sage-ink">
                {words(value)}
              </p>
            ))}
            <h1 className="mt-3 text-4xl leading-tight font-bold sm:text-6xl">
              {homeCopy.heroTitle}
            </h1>
            {variants(homeHeroCopy, (hero) => hero.subtitle).map(({ value, key, when }) => (
              <p key={key} {...when} className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
                {value}
              </p>
            ))}
            {/* One column of full-width buttons on a phone: two thumbs' worth, equal. */}
            <EventActions
              copy={homeHeroCopy}
              styles={[buttonStyles.primary, buttonStyles.secondary]}
              className="mt-8 grid gap-3 sm:flex sm:flex-wrap"
            />
            <FundraisingProgress className="mt-8 max-w-md" />
          </div>
          <HeroArt className="mx-auto w-full max-w-48 md:max-w-md" />
        </div>
      </section>

      <Section id="journey" title={homeCopy.journeyTitle}>
        <div className="grid max-w-3xl gap-6">
          <p className="text-lg leading-relaxed">{homeCopy.journey}</p>
          <figure className="border-l-4 border-sage pl-5">
            <blockquote className="font-serif text-xl leading-snug italic sm:text-2xl">
              <p>&ldquo;{homeCopy.journeyQuote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-2 text-ink-soft">{homeCopy.journeyQuoteBy}</figcaption>
          </figure>
          <p>
            <Link to="/about" className={textLink}>
              {homeCopy.journeyLink}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </p>
        </div>
      </Section>

      <Section label="Learn and help" tone="blush">
        <ul className="grid gap-x-10 md:grid-cols-3">
          {homeCopy.cards.map((card, index) => {
            const Icon = cardIcons[index] ?? Heart;
            return (
              <li
                key={card.title}
                className="border-t border-ink/15 py-5 first:border-t-0 first:pt-0 md:first:border-t md:first:pt-5"
              >
                <h2 className="flex items-center gap-3 text-xl font-bold sm:text-2xl">
                  <Icon aria-hidden="true" className="size-7 shrink-0 text-sage-ink" />
                  {card.title}
                </h2>
                <p className="mt-2 text-ink-soft">{card.text}</p>
                <Link to={card.to} className={textLink}>
                  {card.linkLabel}
                  <span className="sr-only">: {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="event-card" title={event.name} tone="sage">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <div>
            {variants(summaryCopy).map(({ value, key, when }) => (
              <p key={key} {...when} className="text-lg text-ink-soft">
                {value}
              </p>
            ))}
            <Link to="/event" className={`${buttonStyles.primary} mt-6`}>
              View Event Details
            </Link>
          </div>
          <div className="grid content-start gap-6">
            <StateNote copy={homeNoteCopy} />
            <ul className="grid gap-2 font-semibold sm:text-lg">
              <li className="flex items-center gap-3">
                <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-sage-ink" />
                {variants(dateCopy).map(({ value, key, when }) => (
                  <span key={key} {...when}>
                    {words(value)}
                  </span>
                ))}
              </li>
              <li className="flex items-center gap-3">
                <Clock aria-hidden="true" className="size-6 shrink-0 text-sage-ink" />
                {eventTimeText}
              </li>
              <li className="flex items-center gap-3">
                <MapPin aria-hidden="true" className="size-6 shrink-0 text-sage-ink" />
                {event.venue.name}, {event.venue.region}
              </li>
            </ul>
          </div>
        </div>
      </Section>

      <Section id="shop-teaser" title={homeCopy.shopTitle} lead={homeCopy.shopText}>
        {/* The first four in the catalogue (organisers choose by reordering it): a row to
            swipe on a phone, so the section stays one screen tall; a grid from there up. */}
        <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {products.slice(0, 4).map((product) => (
            <li key={product.id} className="w-44 shrink-0 snap-start sm:w-auto">
              <ProductCard product={product} compact />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/shop" className={buttonStyles.secondary}>
            <ShoppingBag aria-hidden="true" className="size-5" />
            Visit the Shop
          </Link>
        </p>
      </Section>

      <CallToAction id="closing" copy={closingCopy} />
    </>
  );
}
