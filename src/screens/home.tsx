import { builtState } from "#content";
import { Fragment } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import HandHeart from "lucide-react/icons/hand-heart";
import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import Ribbon from "lucide-react/icons/ribbon";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { buttonStyles, textLink } from "#src/components/button";
import { Section } from "#src/components/card";
import { CallToAction } from "#src/components/call-to-action";
import { EventActions } from "#src/components/event-action";
import { InAidOf } from "#src/components/in-aid-of";
import { EventNotice } from "#src/components/event-notice";
import { OnNowLine } from "#src/components/event-status-note";
import { AtThePicnic, atThePicnicShown } from "#src/components/at-the-picnic";
import { FundraisingProgress } from "#src/components/fundraising-progress";
import { OrganisersStrip } from "#src/components/organisers-strip";
import { PortraitCaption } from "#src/components/portrait-caption";
import { Photo } from "#src/components/photo";
import { PicnicItems } from "#src/components/picnic-items";
import { StateWords } from "#src/components/state-words";
import { ProductCard } from "#src/components/product-card";
import { TheDay } from "#src/components/the-day";
import { lastWordsTogether, wholeWords } from "#src/components/whole-words";
import { homeCopy } from "#src/content/home-copy";
import { event } from "#src/content/event";
import {
  closingCopy,
  descriptionCopy,
  homeHeroCopy,
  homeHeroNextYear,
  heldCopy,
  heroWelcome,
  homeHelpCopy,
  homeShopCopy,
  homeSummaryCopy,
  mapStates,
  totalIsFinal,
  type ByState,
} from "#src/content/event-copy";
import { resultRaised } from "#src/content/fundraising";
import { products } from "#src/content/products";
import { site } from "#src/content/site";
import { dateHeld } from "#src/lib/event-state";
import { words } from "#src/lib/event-words";
import { nextYearParts as next, shownIn, variants } from "#src/lib/shown-by-state";
import { pageMeta } from "#src/lib/meta";
import { container } from "#src/components/button";

export const meta = pageMeta({
  title: `${site.brand}: a summer picnic for ${site.cause.name}`,
  description: words(descriptionCopy.home[builtState]),
  path: "/",
});

const cardIcons = [Ribbon, Heart, HandHeart];
/** The cards' titles: under the block's own heading where it has one. */
const CardTitle = homeCopy.cardsTitle ? "h3" : "h2";

/** A line by the picnic's state, home.json's own words where a state's are left empty. */
function byStateOr(copy: ByState<string>, words: string) {
  return <StateWords copy={mapStates(copy, (line) => line || words)} />;
}

/**
 * The hero picture's shape on a phone: 16:9, a shape an organiser's photograph keeps (round
 * 11: about 3:1 at the top of the first screen cut a photo to a strip of lawn). Its height is
 * set by the width alone, so nothing moves as it loads.
 */
const heroShape = "max-md:h-[56.25cqw]";

/**
 * When, what time and where, then (before the day) "free, everyone welcome": one compact row
 * of small icons and words, Event's tiles' icons, wrapping between items (round 11: four bold
 * lines in two colours pushed the total's bar out of the first phone screen). The eyebrow's
 * parts, split at " · ", the place always last: so the place takes the pin, a first part the
 * calendar and one between them the clock; a line of one part (after the day, "Held … at
 * <place>") is words alone.
 */
function HeroFacts({
  parts,
  welcome,
  ...shown
}: {
  parts: string[];
  welcome: string | null;
  "data-when"?: string;
  "data-until-next-year"?: string;
}) {
  const row = "flex flex-wrap gap-x-4 text-sm font-semibold text-ink-soft sm:text-lg";
  return (
    <>
      <p {...shown} className={`mt-3 ${row}`}>
        {parts.map((part, index) => (
          <Fragment key={part}>
            {/* The "·" stays in the text, unseen: the line reads and copies as one. */}
            {index > 0 ? <span className="hidden"> · </span> : null}
            {parts.length > 1 ? (
              <Fact
                icon={index === parts.length - 1 ? MapPin : index === 0 ? CalendarDays : Clock}
                words={part}
              />
            ) : (
              part
            )}
          </Fragment>
        ))}
      </p>
      {welcome ? (
        <p {...shown} className={row}>
          <Fact icon={HandHeart} words={welcome} />
        </p>
      ) : null}
    </>
  );
}

function Fact({ icon: Icon, words }: { icon: typeof MapPin; words: string }) {
  return (
    <span className="flex gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-ink sm:mt-1 sm:size-5" />
      {words}
    </span>
  );
}

/**
 * Where the picnic's figures go in the first screen: after it, its total leads, under the
 * title (issue 40); before and on the day, and while plans are changed, they follow the buttons.
 */
const figuresFirst = shownIn(["after", "past"]);
const figuresLast = shownIn(["upcoming", "today", "postponed", "cancelled"]);

/**
 * After the picnic its line under the title is the thanks: said as the lead, not as small
 * print, in the ink at a regular weight (round 11: in bold it vied with the title).
 */
const thanksWhen = (key: string) =>
  key.split(" ").some((state) => state === "after" || state === "past");
const thanksClass = "text-lg text-ink sm:text-xl";

/**
 * What to expect while the picnic is ahead (and on the day), how the day went once it is
 * over; a cancelled picnic has neither (review 3: the date, times and place were Home's
 * third telling of them).
 */
const expectWhen = shownIn(["upcoming", "today", "postponed"]);
const recapWhen = shownIn(["after", "past"]);
const cancelledWhen = shownIn(["cancelled"]);
const expectOrCancelled = shownIn(["upcoming", "today", "postponed", "cancelled"]);

/**
 * On a phone the picture closes the hero, in every state (round 11): at 16:9 on top it would
 * push the total's bar and supporters out of the first screen, and after the day it already
 * followed the buttons (decision 091), so the hero's order changed with the state. From 768px
 * it stands beside the words, the figures under it.
 */
const lastOnPhone = "max-md:order-last";

/**
 * Her picture's frame. On a phone the column's width, its height held under 4:5 so Home stays
 * under 5,000 px (decision 094): a photo keeps her face, in its upper part, in the frame. From
 * 1024px it reaches down to the foot of the words beside it, never shorter than 18rem.
 */
const portraitShape =
  "max-sm:aspect-[6/5] lg:min-h-72 lg:flex-1 lg:aspect-auto lg:[&>*]:absolute lg:[&>*]:inset-0";

/** A part shown in the past state gives way, weeks after the picnic, to next year's (decision 028). */
const untilNextYear = (key: string) => (next && key.split(" ").includes("past") ? next.until : {});

/**
 * After the day, this year's total joins the past picnics' row as its latest (round 6),
 * once it is the year's result: a count from before the day is not (round 7).
 */
const afterTheDay = shownIn(["after", "past"]);
const justHeld =
  afterTheDay && totalIsFinal
    ? { year: Number(dateHeld(event).slice(0, 4)), raised: resultRaised, when: afterTheDay }
    : null;

export function Home() {
  return (
    <>
      {/* The first phone screen says what matters now (decisions 024, 053, 091, 101): the
          title, the moment's line, its two buttons and the figures, the picture after them. On a
          wide screen the picture beside the words, the figures under it while the picnic is ahead. */}
      <section data-hero className="relative overflow-hidden bg-hero-home">
        {/* On a wide screen: the notice (while plans are changed) across the top; the
            words beside the picture and the figures, together in the middle of the screen. */}
        <div
          className={`${container} pt-3 pb-6 md:grid md:min-h-[calc(100svh-var(--spacing-header))] md:grid-cols-[1fr_1.1fr] md:grid-rows-[auto_1fr_auto_auto_1fr] md:gap-x-10 md:py-12`}
        >
          {/* On a phone one column: the notice, the words and buttons, then before the day
              and on it the figures; after the picnic the thanks and the total follow the
              title. The picture of the day closes it, at 16:9, in every state (decision 101).
              Her face is beside her Journey at every width. */}
          <div className="@container flex flex-col gap-3 md:contents">
            {/* While plans are changed, the line every page opens with (the layout leaves it
                to this page): the first words of the first screen, across the whole width. */}
            <EventNotice className="-mx-4 -mt-4 sm:-mx-6 md:col-span-2 md:row-start-1 md:mx-[calc(50%-50vw)] md:-mt-12 md:mb-8" />
            {/* From 768px the picture, with the figures under it while the picnic is ahead,
                beside the words: two columns of about one height, with no empty corner
                under a picture beside a taller column (review 3). */}
            <Photo
              slot="hero"
              sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
              priority
              className={`w-full md:col-start-2 md:row-start-3 md:self-end ${lastOnPhone}`}
              frame={`rounded-2xl max-md:aspect-auto max-md:[&>*]:absolute max-md:[&>*]:inset-0 md:aspect-video ${heroShape}`}
              position="object-[50%_30%]"
            />
            <div className="md:col-start-1 md:row-[3/5] md:self-center">
              {/* The picnic's name first, then when and where (review 2, issue 47). */}
              <h1 className="text-4xl font-bold sm:text-6xl sm:leading-tight">
                {homeCopy.heroTitle}
              </h1>
              {variants(homeHeroCopy, (hero) => hero.eyebrow).map(({ value, key, when }) => (
                <HeroFacts
                  key={key}
                  parts={words(value).split(" · ")}
                  welcome={
                    // On the day too, when people passing most need it (round 12).
                    key.split(" ").some((state) => state === "upcoming" || state === "today")
                      ? heroWelcome
                      : null
                  }
                  {...when}
                  {...untilNextYear(key)}
                />
              ))}
              <OnNowLine className="mt-2 font-semibold" />
              {/* On the day, what someone on the lawn needs, above the buttons (decision 103). */}
              <AtThePicnic className="mt-2" />
              {/* Weeks after the picnic (decision 028) the thanks alone under the title: the
                  Hear About Next Year button says the rest, one line and one action (round
                  10: "Back next summer" and a line about next year's date said it twice more). */}
              {next ? (
                <>
                  {/* When it was held, as the eyebrow says it days after (round 11: months
                      later nothing in the first screen said when the picnic had been). */}
                  <p
                    {...next.first}
                    className="mt-3 flex text-sm font-semibold text-ink-soft sm:text-lg"
                  >
                    <Fact icon={CalendarDays} words={words(heldCopy)} />
                  </p>
                  <p {...next.first} className={`mt-2 max-w-xl sm:mt-4 ${thanksClass}`}>
                    {words(homeHeroNextYear.thanks)}
                  </p>
                </>
              ) : null}
              {/* On the day the day's card says what someone on the lawn needs instead of the
                  intro line: Home stays under 5,000px on a phone, its two columns of about one
                  height at 1280 (decision 103). */}
              {variants(homeHeroCopy, (hero) => hero.subtitle)
                .filter(({ key }) => !(key === "today" && atThePicnicShown))
                .map(({ value, key, when }) => (
                  <p
                    key={key}
                    {...when}
                    {...untilNextYear(key)}
                    className={`mt-2 max-w-xl sm:mt-5 ${thanksWhen(key) ? thanksClass : "text-ink-soft sm:text-xl"}`}
                  >
                    {value}
                  </p>
                ))}
              {/* After the picnic the thanks come first, then the year's total at display size
                  (issue 47, round 10): the people who came before the sum they raised. On a
                  phone here; from 768px under the picture (below). */}
              {figuresFirst ? (
                <div {...figuresFirst} className="mt-5 max-w-xl md:hidden">
                  <FundraisingProgress afterTheDay hero />
                </div>
              ) : null}
              {/* On a phone one above the other, full width, so no label breaks over two
                  lines in any state ("Hear about next year" does not fit half a phone);
                  side by side from 640px. Both in the first phone screen. */}
              <EventActions
                copy={homeHeroCopy}
                styles={[buttonStyles.primary, buttonStyles.secondary]}
                withoutAddress
                className="mt-3 grid gap-3 sm:mt-8 sm:flex sm:flex-wrap"
                nextYear={homeHeroNextYear.actions}
              />
              {/* Whom the gifts go to, in the first screen of every state: a stranger's first
                  question, answered before they scroll (review 2, issue 47). */}
              <InAidOf className="mt-3 sm:mt-6" />
            </div>
            {/* After the day, from 768px, the year's total under the picture: the two columns
                of about one height, with no empty corner under the picture (round 10). The
                phone's is in the words, hidden here: one is shown at any width. */}
            {figuresFirst ? (
              <div
                {...figuresFirst}
                className="max-md:hidden md:col-start-2 md:row-start-4 md:mt-6 md:self-start"
              >
                <FundraisingProgress afterTheDay hero />
              </div>
            ) : null}
            {/* Before the day and on it, how far the giving has got, right after the line
                naming the charity; wider, under the picture. On a phone the hero's gaps are
                tight enough that its figure stands whole above the fold (round 10). */}
            {figuresLast ? (
              <div {...figuresLast} className="md:col-start-2 md:row-start-4 md:mt-4 md:self-start">
                <FundraisingProgress />
              </div>
            ) : null}
          </div>
        </div>
      </section>

      {/* A teaser: her face (the organisers' portrait of her, or until then her posy), her
          name and years under it, then a few lines; the whole story, with her friends' words,
          is on /about (said once). On a phone her picture takes the column's width at the
          start of her story (round 10: as a badge beside the title it read as an avatar);
          beside the title from 640px, and filling the title's column from 1024px. Then who
          runs the picnic in her name, and what it has raised before (review 3). */}
      <Section
        id="journey"
        title={homeCopy.journeyTitle}
        beside
        aside={
          <Photo
            slot="portrait"
            sizes="(min-width: 1152px) 368px, (min-width: 1024px) 30vw, (min-width: 640px) 224px, calc(100vw - 2rem)"
            className="w-full sm:w-56 lg:mt-8 lg:flex lg:w-full lg:max-w-sm lg:flex-1 lg:flex-col"
            frame={`rounded-xl ${portraitShape}`}
            position="object-[50%_30%]"
            caption={<PortraitCaption className="mt-2 sm:text-sm lg:text-lg" />}
          />
        }
      >
        <div className="grid gap-4 sm:gap-6">
          {/* 16 px on a phone, 18 from 640: the page stays one a visitor finishes (under 5,000 px). */}
          <p className="max-w-3xl sm:text-lg">{homeCopy.journey}</p>
          <p>
            <a href="/about" className={textLink}>
              {homeCopy.journeyLink}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </p>
        </div>
        {site.organisers ? (
          <OrganisersStrip
            id="organisers"
            organisers={site.organisers}
            justHeld={justHeld}
            className="mt-5 border-t border-ink/15 pt-5 sm:mt-8 sm:pt-8"
          />
        ) : null}
      </Section>

      {/* Three ways in: each title is its link, the line under it says where it leads; over
          them a heading of their own where the content gives one (round 6). Three equal
          columns at every width from 768px (round 7 read 086's wider first one as uneven):
          the cause's name may take two lines. */}
      <Section
        id="learn-and-help"
        title={homeCopy.cardsTitle || undefined}
        label={homeCopy.cardsTitle ? undefined : "Learn and help"}
        tone="blush"
      >
        <ul className="grid gap-x-10 gap-y-5 sm:gap-y-6 md:grid-cols-3 lg:gap-x-8">
          {homeCopy.cards.map((card, index) => {
            const Icon = cardIcons[index] ?? Heart;
            return (
              // Each title level with its picture's top and its neighbours', its words under
              // it at their own height (round 13: on a shared row's foot, a one-line title
              // stood ~26 px below its picture beside a two-line one).
              <li key={card.title} className="flex gap-3 sm:gap-4">
                {/* In a green circle, as the lists below draw theirs: one icon style. */}
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-50 sm:size-14">
                  <Icon aria-hidden="true" className="size-5 text-sage-ink sm:size-7" />
                </span>
                <div>
                  <CardTitle className="text-xl font-bold text-balance sm:text-2xl lg:text-xl">
                    {/* A heading in the headings' ink, its arrow saying it leads on (round 7
                        read rose underlined titles as a row of links, not a section's items). */}
                    <a
                      href={card.to}
                      className="text-ink decoration-2 underline-offset-4 hover:text-rose-deep hover:underline"
                    >
                      {wholeWords(lastWordsTogether(card.title))}
                      <ArrowRight
                        aria-hidden="true"
                        className="ml-1 inline-block size-5 align-[-0.1em] text-rose-ink"
                      />
                    </a>
                  </CardTitle>
                  {/* How to help: after the picnic no "Come to the picnic" (event.json). */}
                  <p className="mt-1 text-ink-soft">
                    {card.to === "/donate" ? byStateOr(homeHelpCopy, card.text) : card.text}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      {/* The specification's event card: before the day a line, the day at a glance and the
          one way to the event page, which says the rest; after the day, how it went. */}
      <Section
        id="expect"
        title={
          <>
            {expectWhen ? <span {...expectWhen}>{homeCopy.expectTitle}</span> : null}
            {recapWhen ? <span {...recapWhen}>{homeCopy.recapTitle}</span> : null}
            {cancelledWhen ? <span {...cancelledWhen}>{event.name}</span> : null}
          </>
        }
        lead={<StateWords copy={homeSummaryCopy} />}
        tone="sage"
      >
        {/* After the day: pictures of it and who made it (review 4), or without a thank-you
            list in the content, how it went, item by item. */}
        {/* While the day is to come, the day at a glance: Event's own items, one line each
            (round 8: the section held a line and a button), the whole of it on Event. */}
        {expectWhen ? <PicnicItems items={homeCopy.expect} when={expectWhen} compact /> : null}
        {recapWhen ? <TheDay when={recapWhen} /> : null}
        {/* The specification's button before the day; after it, where it leads then (round 11). */}
        <p className="mt-8">
          <a href="/event" className={`${buttonStyles.primary} max-sm:w-full`}>
            {homeCopy.recapLink && recapWhen ? (
              <>
                {expectOrCancelled ? <span {...expectOrCancelled}>View Event Details</span> : null}
                <span {...recapWhen}>{homeCopy.recapLink}</span>
              </>
            ) : (
              "View Event Details"
            )}
          </a>
        </p>
      </Section>

      <Section
        id="shop-teaser"
        title={homeCopy.shopTitle}
        lead={byStateOr(homeShopCopy, homeCopy.shopText)}
      >
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
        {/* On the heading's edge, as every band's but the closing one (round 13: one rule). */}
        <p className="mt-5 sm:mt-8">
          <a href="/shop" className={`${buttonStyles.secondary} max-sm:w-full`}>
            <ShoppingBag aria-hidden="true" className="size-5" />
            Visit the Shop
          </a>
        </p>
      </Section>

      <CallToAction id="closing" copy={closingCopy} />
    </>
  );
}
