import { builtState } from "#content";
import { Fragment, type ReactNode } from "react";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import ExternalLink from "lucide-react/icons/external-link";
import HandHeart from "lucide-react/icons/hand-heart";
import MapPin from "lucide-react/icons/map-pin";
import Navigation from "lucide-react/icons/navigation";
import { AtThePicnic } from "#src/components/at-the-picnic";
import { buttonStyles } from "#src/components/button";
import { CalendarLinks } from "#src/components/calendar-links";
import { Section } from "#src/components/card";
import { CallToAction } from "#src/components/call-to-action";
import { InAidOf } from "#src/components/in-aid-of";
import { EventActions } from "#src/components/event-action";
import {
  Countdown,
  EventStatusNote,
  RowMark,
  OnNowLine,
  OnNowScript,
} from "#src/components/event-status-note";
import { FundraisingProgress } from "#src/components/fundraising-progress";
import { PageHero } from "#src/components/page-hero";
import { Photo } from "#src/components/photo";
import { TheDay } from "#src/components/the-day";
import { StateWords } from "#src/components/state-words";
import { lastWordsTogether, wholeWords } from "#src/components/whole-words";
import { event } from "#src/content/event";
import { GettingThereCard, GoodToKnow, gettingThere } from "#src/components/getting-there";
import {
  dateCopy,
  descriptionCopy,
  detailsCopy,
  eventHeroCopy,
  heldCopy,
  heroWelcome,
  mapStates,
  replyCopy,
  summaryCopy,
} from "#src/content/event-copy";
import { directionsUrl, eventTimeText, eventZoneText, venueAddress } from "#src/lib/event-facts";
import { words } from "#src/lib/event-words";
import { shownIn, variants } from "#src/lib/shown-by-state";
import { formatTime } from "#src/lib/format";
import { pageMeta } from "#src/lib/meta";
import { eventJsonLd } from "#src/lib/structured-data";
import { container } from "#src/components/button";

export const meta = pageMeta({
  title: "Event Details",
  description: words(descriptionCopy.event[builtState]),
  path: "/event",
  structuredData: [eventJsonLd()],
});

/** Where "free, everyone welcome" shows: before the picnic and on the day (round 12), or none. */
const welcomeWhen = shownIn(["upcoming", "today"]);

/** The schedule as planned, and from the evening of the day as what happened (issue 40). */
const plannedWhen = shownIn(["upcoming", "today", "postponed", "cancelled"]);
const happenedWhen = shownIn(["after", "past"]);

/**
 * What the page says of the way there and the day's clock (the date, time and place,
 * the schedule's time zone, Get Directions): while there is a day to come, and for a
 * picnic that is postponed or cancelled. After the day the page is a recap, and the
 * date is said once, in its note (review 4, issue 47).
 */
const aheadWhen = shownIn(["upcoming", "today", "postponed", "cancelled"]);

/**
 * The status note, for changed plans: before the day the hero's date line counts down, on
 * it the hero says what is on now (round 8), and after it the hero says when it was held
 * (round 11: "Took place on … / The gates have closed for this year" in a strip of its own
 * read oddly months later, its band empty at 1280).
 */
const noteWhen = shownIn(["postponed", "cancelled"]);

/** Before the day, the count beside the date in the hero's line: "<date> · 40 days to go". */
function withCountdown([date, ...rest]: string[], key: string): ReactNode[] {
  if (!key.split(" ").includes("upcoming")) return [date, ...rest];
  return [
    <span key="date">
      {date}
      <Countdown />
    </span>,
    ...rest,
  ];
}

/**
 * The hero's date, time and place lines and its welcome: one quiet treatment (round 11). On
 * a phone Home's size, so each, after its icon, keeps its one line (round 13).
 */
const heroLine = "text-sm font-semibold text-ink-soft sm:text-xl";

/** A line's words after its icon, Home's hero's and Event's tiles' (round 13). */
function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <span className="flex gap-2">
      <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-ink sm:size-5" />
      <span>{children}</span>
    </span>
  );
}

/**
 * The date, the times and the place, each a line with its icon: the place always last, so
 * it takes the pin, a first part the calendar and one between them the clock, as Home's
 * hero sets them. The "·" stays in the text, unseen: the line reads and copies as one.
 */
function HeroFacts({ parts }: { parts: ReactNode[] }) {
  if (parts.length < 2) return <>{parts}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <span className="hidden"> · </span> : null}
          <Fact icon={index === parts.length - 1 ? MapPin : index === 0 ? CalendarDays : Clock}>
            {part}
          </Fact>
        </Fragment>
      ))}
    </>
  );
}

/** Directions lead while the day is to come; cancelled, a quieter button beside the venue's site. */
const directionsStyle = {
  upcoming: buttonStyles.primary,
  today: buttonStyles.primary,
  postponed: buttonStyles.primary,
  cancelled: buttonStyles.secondary,
};

/**
 * A schedule item's words as planned and, once the day is over, in the past
 * tense: one element where both read the same, else one for each tense.
 */
function Tensed({
  planned,
  happened,
  as: Tag,
  className,
}: {
  planned: string;
  happened: string | undefined;
  as: "span" | "p";
  className?: string;
}) {
  if (happened === planned || !happenedWhen) return <Tag className={className}>{planned}</Tag>;
  return (
    <>
      {plannedWhen ? (
        <Tag {...plannedWhen} className={className}>
          {planned}
        </Tag>
      ) : null}
      {happened ? (
        <Tag {...happenedWhen} className={className}>
          {happened}
        </Tag>
      ) : null}
    </>
  );
}

/** Get Directions in the states that have a day to come to (or a cancelled one's venue). */
const directionsWhen = variants({
  ...directionsStyle,
  after: null,
  past: null,
}).filter((link): link is typeof link & { value: string } => link.value != null);

/** The hero's line while there is a day to come: after it, the year's total says it. */
const aheadLines = variants({
  ...mapStates(eventHeroCopy, (hero) => hero.line as string | null),
  after: null,
  past: null,
}).filter((line): line is typeof line & { value: string } => line.value != null);

/**
 * From 1024px the schedule in two columns, down the first then the second, on shared rows
 * so the two columns end level (round 7: CSS columns ended at different heights). Literal
 * classes, as Tailwind finds them in the source; a longer day falls back to one list per row.
 */
const rowsOf = [
  "lg:grid-rows-[repeat(1,auto)]",
  "lg:grid-rows-[repeat(2,auto)]",
  "lg:grid-rows-[repeat(3,auto)]",
  "lg:grid-rows-[repeat(4,auto)]",
  "lg:grid-rows-[repeat(5,auto)]",
  "lg:grid-rows-[repeat(6,auto)]",
  "lg:grid-rows-[repeat(7,auto)]",
  "lg:grid-rows-[repeat(8,auto)]",
  "lg:grid-rows-[repeat(9,auto)]",
  "lg:grid-rows-[repeat(10,auto)]",
];
const rows = rowsOf[Math.ceil(event.schedule.length / 2) - 1];
const halves = rows ? `lg:grid-flow-col ${rows}` : "";

export function EventPage() {
  const tiles = [
    {
      icon: CalendarDays,
      label: "Date",
      value: <StateWords copy={dateCopy} pick={words} />,
    },
    {
      icon: Clock,
      label: "Time",
      // The picnic's own clock, for a visitor reading from elsewhere: on a line of its
      // own, so the tile keeps the time's width and the venue its one line (decision 028).
      value: (
        <>
          {eventTimeText}{" "}
          <span className="block text-base font-normal text-ink-soft">{eventZoneText}</span>
        </>
      ),
    },
    { icon: MapPin, label: "Location", value: `${event.venue.name}, ${event.venue.region}` },
  ];

  return (
    <>
      {/* A picture of the place in the first screen (the house and its walled garden, or
          the organisers' photo of the venue: Home opens with the lawn, issue 47): beside the
          words from md, under the buttons on a phone, so RSVP and Donate stay where they
          were (decision 028). */}
      {/* From 1024px the picture as tall as the words beside it, cut to fit (round 11: a
          400×265 picture floated in the middle of a tall row); between 768 and 1024 px the
          column is too narrow for that, and it keeps its shape. */}
      <PageHero
        title={event.name}
        buttons
        asideClassName="md:w-[min(26rem,40%)] lg:self-stretch"
        aside={
          <Photo
            slot="venue"
            sizes="(min-width: 1152px) 416px, (min-width: 768px) 40vw, calc(100vw - 2rem)"
            priority
            className="lg:h-full"
            frame="rounded-2xl max-md:aspect-[16/10] lg:aspect-auto lg:h-full lg:min-h-60"
            position="object-[50%_30%]"
          />
        }
      >
        {/* After the day, when it was held, first, as Home's hero says it (round 11: a strip
            under the hero said "Took place on …", and "The gates have closed" months later). */}
        {happenedWhen ? (
          <p {...happenedWhen} className="mt-4 flex gap-1.5 font-semibold text-ink-soft sm:text-lg">
            <CalendarDays
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-sage-ink sm:mt-1 sm:size-5"
            />
            {words(heldCopy)}
          </p>
        ) : null}
        <StateWords copy={summaryCopy} as="p" className="mt-4 text-lg text-ink-soft sm:text-xl" />
        {/* What matters now, in the first phone screen (decision 024). */}
        {aheadLines.map(({ value, key, when }) =>
          key.split(" ").includes("today") ? (
            <p key={key} {...when} className={`mt-5 flex flex-wrap gap-x-4 ${heroLine}`}>
              {/* On the day "Today, <day> · <times>" on a line where it fits, then the place,
                  each with its icon as Home's hero sets them (review 4; round 13: without
                  icons, on the margin while Free entry had its own, it read as broken). */}
              <HeroFacts parts={words(value).split(" · ")} />
            </p>
          ) : (
            <p key={key} {...when} className={`mt-5 grid gap-1 ${heroLine}`}>
              {/* "<date> · <times> · <venue>", a line each, with Home's hero's icons (round 13:
                  Home's had them, Event's not); the count beside the date (round 11). */}
              <HeroFacts parts={withCountdown(words(value).split(" · "), key)} />
            </p>
          ),
        )}
        {/* Only while the picnic is ahead: never under a cancelled or postponed notice. On
            the lines' own rhythm, its gap no wider than theirs (round 13). */}
        {heroWelcome && welcomeWhen ? (
          <p {...welcomeWhen} className={`mt-1 ${heroLine}`}>
            <Fact icon={HandHeart}>{heroWelcome}</Fact>
          </p>
        ) : null}
        <OnNowLine className="mt-2 font-semibold" />
        {/* On the day, what someone on the lawn needs, above the buttons (decision 103). */}
        <AtThePicnic className="mt-2" />
        {/* After the day, the year's total, as Home leads with it (round 6): the one total
            block of every page, the link to where it is counted right under its figure
            (decision 087; round 8 moved it from under the buttons), its figure at display
            size beside the thanks (round 10). */}
        <FundraisingProgress afterTheDay hero className="mt-6" />
        <EventActions
          copy={eventHeroCopy}
          styles={[buttonStyles.primary, buttonStyles.secondary]}
          className="mt-5 grid gap-3 sm:flex sm:flex-wrap"
        />
        <InAidOf className="mt-4 sm:mt-6" />
      </PageHero>

      {/* After the day there is nothing here to show: the hero says when it was held. */}
      <section {...(aheadWhen ?? {})} aria-label="When and where" className="pt-10 sm:pt-14">
        <div className={container}>
          {/* As wide as the date, time and place under it: half as wide left a blank half (review 4). */}
          {/* Not before the day: the hero's date line counts down (round 8). Not on the day: the
              hero says what is on now and next, and the schedule marks its row (round 6). */}
          <EventStatusNote className="mb-6" when={noteWhen} />
          {/* Three equal columns (round 9: the date, time and place in widths of their own
              read as uneven), a long venue's name wrapping in its own. Not after the day:
              the note above says when it was, once (review 4). */}
          {aheadWhen ? (
            <ul
              {...aheadWhen}
              className="grid divide-y divide-ink/15 border-y border-ink/15 sm:grid-cols-3 sm:divide-x sm:divide-y-0"
            >
              {tiles.map((tile) => (
                <li key={tile.label} className="flex items-start gap-3 py-4 sm:px-5 sm:first:pl-0">
                  <tile.icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-sage-ink" />
                  <div>
                    <h2 className="font-sans text-sm font-bold tracking-wider text-ink-soft uppercase">
                      {tile.label}
                    </h2>
                    <p className="mt-1 text-lg font-semibold">{tile.value}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <CalendarLinks className="mt-6" />
        </div>
      </section>

      {/* The words in one column at a reading measure (round 11: two columns from 1024px
          ended unevenly, four lines beside two paragraphs). After the day, the day in a
          few lines before how it ran: its pictures and who made it are Home's, said once
          (round 7 found them here word for word). */}
      <Section
        id="details"
        title={<StateWords copy={detailsCopy} pick={(details) => words(details.title)} />}
      >
        {/* From 1024px the way there beside the words, in a column of its own (round 12:
            the words left ~40% of the row empty), what to bring and the questions under the
            words, so the two columns end together (round 13: the words ended ~130 px above
            the card); on a phone the way there after the words. What to expect, item by
            item, is Home's: said here too it made the page 7,000 px tall at 375 (round 13). */}
        <div
          className={
            gettingThere
              ? "lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-12"
              : ""
          }
        >
          <div>
            {variants(detailsCopy, (details) => details.paragraphs).map(({ value, key, when }) => (
              <div key={key} {...when} className="max-w-prose text-lg">
                {value.map((paragraph) => (
                  <p key={paragraph} className="mb-5 last:mb-0">
                    {/* "triple-negative" whole: at 375 it broke after its hyphen (round 11). */}
                    {wholeWords(words(paragraph))}
                  </p>
                ))}
              </div>
            ))}
          </div>
          <GettingThereCard className="mt-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0" />
          <GoodToKnow className="mt-12 lg:col-start-1" />
        </div>
        {/* After the day its pictures and who made it, Home's block: Home's "How the Day
            Went" button leads here (round 11: it led to the schedule alone). Under the words,
            across the band's width, so the words keep their measure and no half stands empty. */}
        {happenedWhen ? <TheDay when={happenedWhen} onWhite className="mt-8 sm:mt-10" /> : null}
      </Section>

      <Section
        id="schedule"
        tone="blush"
        title={<StateWords copy={detailsCopy} pick={(details) => details.scheduleTitle} />}
      >
        {/* One timeline: the times down the left, hairlines between. */}
        {/* From 1024px in two columns, down the first then the second, so neither half
            of the band is empty (review 4), the rows shared so both end level (round 8). */}
        <ol
          className={`divide-y divide-ink/15 border-y border-ink/15 lg:grid lg:grid-cols-2 lg:gap-x-12 lg:divide-y-0 lg:border-b-0 ${halves}`}
        >
          {/* The rules on the container's edges, as every other rule on the page, and the
              rows' words on them, the times on the heading's edge (round 13: the rules ran
              8 to 12 px past the gutter). On the day the script after the list marks the
              row on now (data-now): a card inside the rules, its time in from them by its
              padding, its time's column as much narrower, so its title stands on every
              row's. From 1024px the time's column no wider than a time needs, so a
              description has its column (round 13: "…See / you next year!" broke 3 px short). No rule across the white: the row
              before it and the row itself draw theirs clear. */}
          {event.schedule.map((item, index) => (
            <li
              key={item.time}
              data-item={index}
              className="relative grid grid-cols-[6rem_1fr] items-baseline gap-x-3 py-4 data-now:grid-cols-[5.5rem_1fr] data-now:rounded-lg data-now:border-b-transparent data-now:bg-white data-now:px-2 data-now:before:absolute data-now:before:inset-y-0 data-now:before:left-0 data-now:before:w-1 data-now:before:rounded-l-lg data-now:before:bg-rose-ink sm:grid-cols-[7.5rem_1fr] sm:gap-x-4 sm:data-now:grid-cols-[6.75rem_1fr] sm:data-now:px-3 lg:grid-cols-[6.75rem_1fr] lg:border-b lg:border-ink/15 lg:data-now:grid-cols-[6rem_1fr] [&:has(+[data-now])]:border-b-transparent"
            >
              {/* The time on its title's baseline (round 6: a row's two parts did not line up). */}
              <p className="font-semibold whitespace-nowrap text-sage-ink">
                <time dateTime={item.time}>{formatTime(item.time)}</time>
              </p>
              {/* The description under the title, in its column, at every width: on a phone
                  the row's whole width put it under the time (round 9); the time's column is
                  narrower there, so the words keep most of the width (review 4). */}
              <div>
                <h3 className="text-xl font-bold">
                  {/* The row on now says so in a word, not by its white and edge alone (round
                      7): the hero's label, its word, case and look, before the title as the
                      hero sets it (round 9 read "ON NOW" there and "Now" here). Beside the
                      title, not the time, so the time's column stays narrow on a phone. A
                      screen reader hears "(on now)" after the title instead. */}
                  <RowMark
                    row="now"
                    className="mr-2 hidden align-[0.2em] in-data-now:inline-block"
                  />
                  {/* The row after it: the hero's Next, in the hero's look (round 12); a screen
                      reader has heard what is next in the hero. */}
                  <RowMark
                    row="next"
                    className="mr-2 hidden align-[0.2em] [[data-now]+li_&]:inline-block"
                  />
                  <Tensed planned={item.title} happened={item.pastTitle ?? item.title} as="span" />
                  {/* Said to a screen reader: on the screen the row's white and edge mark it,
                      and the hero has said "Now" in words (round 6: said once). */}
                  <span className="hidden in-data-now:sr-only in-data-now:inline"> (on now)</span>
                </h3>
                {/* Its last two words held together: the title's column is narrower than
                    the row, and text-wrap: pretty still left one word alone there. */}
                <Tensed
                  planned={lastWordsTogether(item.description)}
                  happened={
                    item.pastDescription ? lastWordsTogether(item.pastDescription) : undefined
                  }
                  as="p"
                  className="mt-1 text-pretty text-ink-soft"
                />
              </div>
            </li>
          ))}
        </ol>
        <OnNowScript />
      </Section>

      {/* From 768px the heading stands with the words it heads, the two centred together
          beside the picture: a heading over the band floated ~120 px above its words (round 7). */}
      <section aria-labelledby="venue" className="py-12 sm:py-20">
        <div
          className={`${container} grid items-start gap-6 md:grid-cols-2 md:grid-rows-[1fr_auto_auto_1fr] md:gap-x-10 md:gap-y-0`}
        >
          <h2 id="venue" className="text-3xl font-bold sm:text-4xl md:row-start-2 md:mb-6">
            The Venue
          </h2>
          {/* The day on the lawn there: the venue's own picture opens the page. From 768px the
              words centred beside it: at its top they left the picture hanging below (review 6). */}
          <Photo
            slot="hero"
            sizes="(min-width: 1152px) 528px, (min-width: 768px) 45vw, calc(100vw - 2rem)"
            className="md:col-start-2 md:row-span-4 md:row-start-1 md:self-center"
            frame="rounded-2xl"
          />
          <div className="md:row-start-3">
            <h3 className="text-2xl font-bold">{event.venue.name}</h3>
            <address className="mt-2 text-ink-soft not-italic">{venueAddress}</address>
            <p className="mt-4 text-lg">{event.venue.description}</p>
            <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
              {/* The way there leads while there is a day to come to; once it has passed,
                  it is not offered (reviews 3 and 4). */}
              {directionsWhen.map(({ value, key, when }) => (
                <a
                  key={key}
                  {...when}
                  href={directionsUrl}
                  className={value}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Navigation aria-hidden="true" className="size-5" />
                  Get Directions
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ))}
              <a
                href={event.venue.website}
                className={buttonStyles.secondary}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink aria-hidden="true" className="size-5" />
                Visit Venue Website
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
      </section>

      <CallToAction id="reply" copy={replyCopy} />
    </>
  );
}
