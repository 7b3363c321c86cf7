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
import { buttonStyles, textLink } from "~/components/button";
import { Section } from "~/components/card";
import { CallToAction } from "~/components/call-to-action";
import { EventActions } from "~/components/event-action";
import { OnNowLine, StateNote } from "~/components/event-status-note";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { Photo } from "~/components/photo";
import { ProductCard } from "~/components/product-card";
import { homeCopy } from "~/content/home-copy";
import { event } from "~/content/event";
import {
  closingCopy,
  dateCopy,
  descriptionCopy,
  homeHeroCopy,
  homeHeroNextYear,
  heroWelcome,
  homeNoteCopy,
  homeSummaryCopy,
} from "~/content/event-copy";
import { products } from "~/content/products";
import { site } from "~/content/site";
import { eventTimeText } from "~/lib/event-facts";
import { words } from "~/lib/event-words";
import { nextYearParts as next, shownIn, variants } from "~/lib/use-event-state";
import { pageMeta } from "~/lib/meta";
import { container } from "~/components/button";

export function meta() {
  return pageMeta({
    title: `${site.brand}: a summer picnic for ${site.cause.name}`,
    description: words(descriptionCopy.home[__BUILT_STATE__]),
    path: "/",
  });
}

const cardIcons = [Ribbon, Heart, HandHeart];

/** Where "free, everyone welcome" shows: the states before the picnic, or none. */
const welcomeWhen = shownIn(["upcoming"]);

/** A part shown in the past state gives way, weeks after the picnic, to next year's (decision 028). */
const untilNextYear = (key: string) => (next && key.split(" ").includes("past") ? next.until : {});

export default function Home() {
  return (
    <>
      {/* The first phone screen says what matters now (decision 024): the picture on
          top, the moment's line, the title, and the moment's two buttons. On a wide
          screen the picture is as tall as the words and lines up with the date. */}
      <section data-hero className="relative overflow-hidden bg-hero-home">
        <div
          className={`${container} grid items-center gap-4 pt-4 pb-6 md:min-h-[calc(100svh-var(--spacing-header))] md:grid-cols-[1fr_1.1fr] md:gap-10 md:py-12`}
        >
          <Photo
            slot="hero"
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
            priority
            className="w-full md:order-last"
            // When plans have changed, the notice above takes the room of a taller picture.
            frame={`rounded-2xl ${event.status === "scheduled" ? "max-md:aspect-[16/10]" : "max-md:aspect-[2/1]"}`}
            position="object-[50%_30%]"
          />
          <div>
            {/* Weeks after the picnic, next year leads (decision 028): the after-the-day
                words give way to these, and the thanks and total follow the buttons. */}
            {next ? (
              <p {...next.first} className="font-bold text-sage-ink sm:text-xl">
                {homeHeroNextYear.eyebrow}
              </p>
            ) : null}
            {variants(homeHeroCopy, (hero) => hero.eyebrow).map(({ value, key, when }) => (
              <p
                key={key}
                {...when}
                {...untilNextYear(key)}
                className="font-bold text-sage-ink sm:text-xl"
              >
                {words(value)}
              </p>
            ))}
            {/* Only while the picnic is ahead: never under a cancelled or postponed notice. */}
            {heroWelcome && welcomeWhen ? (
              <p {...welcomeWhen} className="font-semibold text-ink-soft">
                {heroWelcome}
              </p>
            ) : null}
            <OnNowLine className="font-semibold text-rose-ink" />
            <h1 className="mt-2 text-4xl leading-tight font-bold sm:text-6xl">
              {homeCopy.heroTitle}
            </h1>
            {variants(homeHeroCopy, (hero) => hero.subtitle).map(({ value, key, when }) => (
              <p
                key={key}
                {...when}
                {...untilNextYear(key)}
                className="mt-3 max-w-xl text-ink-soft sm:mt-5 sm:text-xl"
              >
                {value}
              </p>
            ))}
            {next ? (
              <p {...next.first} className="mt-3 max-w-xl text-ink-soft sm:mt-5 sm:text-xl">
                {homeHeroNextYear.subtitle}
              </p>
            ) : null}
            {/* On a phone one above the other, full width, so no label breaks over two
                lines in any state ("Hear about next year" does not fit half a phone);
                side by side from 640px. Both in the first phone screen. */}
            <EventActions
              copy={homeHeroCopy}
              styles={[buttonStyles.primary, buttonStyles.secondary]}
              className="mt-4 grid gap-3 sm:mt-8 sm:flex sm:flex-wrap"
              nextYear={homeHeroNextYear.actions}
            />
            {next ? (
              <p {...next.first} className="mt-6 max-w-xl font-semibold text-sage-ink">
                {words(homeHeroNextYear.thanks)}
              </p>
            ) : null}
            <FundraisingProgress className="mt-8 max-w-md" />
          </div>
        </div>
      </section>

      {/* A teaser: her face (or its place, until the organisers add her portrait), a
          few lines and her friends' words; the whole story is on /about. */}
      <Section id="journey" title={homeCopy.journeyTitle}>
        {/* On a wide screen the story and her place with her friends' words side by side. */}
        <div className="grid gap-6 lg:grid-cols-2 lg:items-center lg:gap-12">
          <div className="grid gap-6">
            <p className="max-w-3xl text-lg leading-relaxed">{homeCopy.journey}</p>
            <p>
              <a href="/about" className={textLink}>
                {homeCopy.journeyLink}
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
            </p>
          </div>
          <div className="grid items-center gap-5 sm:grid-cols-[14rem_1fr] sm:gap-8">
            <Photo
              slot="portrait"
              sizes="(min-width: 640px) 224px, 192px"
              className="w-48 max-sm:mx-auto sm:w-auto"
              frame="rounded-xl"
            />
            <figure className="border-l-4 border-sage pl-4 sm:pl-5">
              <blockquote className="font-serif text-lg leading-snug italic sm:text-2xl">
                <p>&ldquo;{homeCopy.journeyQuote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-2 text-ink-soft">{homeCopy.journeyQuoteBy}</figcaption>
            </figure>
          </div>
        </div>
      </Section>

      {/* Three ways in: each title is its link, the line under it says where it leads. */}
      <Section label="Learn and help" tone="blush">
        <ul className="grid gap-x-10 gap-y-6 md:grid-cols-3">
          {homeCopy.cards.map((card, index) => {
            const Icon = cardIcons[index] ?? Heart;
            return (
              <li key={card.title} className="flex gap-4">
                <Icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-sage-ink" />
                <div>
                  <h2 className="text-xl font-bold sm:text-2xl">
                    <a
                      href={card.to}
                      className="text-rose-ink underline decoration-2 underline-offset-4 hover:text-rose-deep"
                    >
                      {card.title}
                    </a>
                  </h2>
                  <p className="mt-1 text-ink-soft">{card.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="event-card" title={event.name} tone="sage">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <div>
            {variants(homeSummaryCopy).map(({ value, key, when }) => (
              <p key={key} {...when} className="text-lg text-ink-soft">
                {value}
              </p>
            ))}
            <a href="/event" className={`${buttonStyles.primary} mt-6`}>
              View Event Details
            </a>
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
        {/* The first four in the catalogue (organisers choose by reordering it): on a
            phone a short list, each picture small beside its name and price (nothing to
            swipe sideways, decision 025); two across from 640px, four from 1024px. */}
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {products.slice(0, 4).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} compact row />
            </li>
          ))}
        </ul>
        <p className="mt-5 sm:mt-8">
          <a href="/shop" className={buttonStyles.secondary}>
            <ShoppingBag aria-hidden="true" className="size-5" />
            Visit the Shop
          </a>
        </p>
      </Section>

      <CallToAction id="closing" copy={closingCopy} />
    </>
  );
}
