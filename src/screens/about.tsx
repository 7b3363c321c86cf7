import Building2 from "lucide-react/icons/building-2";
import Megaphone from "lucide-react/icons/megaphone";
import Users from "lucide-react/icons/users";
import { buttonStyles, textLink } from "#src/components/button";
import { Card, Section } from "#src/components/card";
import { DonationSection } from "#src/components/donation-panel";
import { PageHero } from "#src/components/page-hero";
import { lastWordsTogether, wholeWords } from "#src/components/whole-words";
import { Photo, PhotoGallery } from "#src/components/photo";
import { PortraitCaption } from "#src/components/portrait-caption";
import { aboutCopy } from "#src/content/copy";
import { homeCopy } from "#src/content/home-copy";
import type { ReactNode } from "react";
import { site } from "#src/content/site";
import { picnicShare } from "#src/lib/after-donation";
import { mailto } from "#src/lib/mailto";
import { CopyAddress } from "#src/components/copy-address";
import { pageMeta } from "#src/lib/meta";
import { StateWords } from "#src/components/state-words";
import { shopStates } from "#src/content/shop-terms";
import { words } from "#src/lib/event-words";

export const meta = pageMeta({
  title: "About",
  description: `${site.honoree}'s story, the facts about ${site.cause.name} and how it is treated, and what ${site.brand} raises money for.`,
  path: "/about",
});

const involved = [
  {
    icon: Users,
    title: "Volunteer",
    // No day to help on once it is over (review 5): next year's words then.
    text: (
      <StateWords
        copy={shopStates(
          aboutCopy.volunteer || "Help set up, run a stall or welcome guests on the day.",
          null,
          aboutCopy.volunteerAfter ||
            "Help set up, run a stall or welcome guests at next year's picnic.",
        )}
      />
    ),
    href: mailto(site.emails.volunteer, { subject: `Volunteering at ${site.brand}` }),
    address: site.emails.volunteer,
    label: "Email the Volunteer Team",
  },
  {
    icon: Megaphone,
    title: "Spread the Word",
    text: `Tell friends and family about the picnic and about ${site.cause.name}.`,
    share: true,
    label: `Share ${site.brand}`,
  },
  {
    icon: Building2,
    title: "Corporate Sponsorship",
    // What a business can give this picnic, not a sales pitch (review 4 read "a warm local
    // audience" as a template's).
    text: "A local business can sponsor the raffle, a stall or the day itself.",
    href: mailto(site.emails.sponsorship, { subject: `Sponsoring ${site.brand}` }),
    address: site.emails.sponsorship,
    label: "Talk to Us About Sponsorship",
  },
];

/**
 * The way to the event page at the page's end: to come, while the picnic is ahead (its date
 * filled in); how it went, after it (Home's words); otherwise the specification's words.
 */
const eventLink = (() => {
  const come = aboutCopy.eventLink ? words(aboutCopy.eventLink) : "View Event Details";
  const after = homeCopy.recapLink || "View Event Details";
  return {
    upcoming: come,
    // On the day, the day's words (round 12: "Come to the Picnic on 16 June" on 16 June). To
    // the event page, whose first screen then holds the day's card and Get Directions: the
    // map's address itself would take About's first round trip over 14,600 bytes (decision 103).
    today: aboutCopy.eventLinkToday ? words(aboutCopy.eventLinkToday) : come,
    postponed: "View Event Details",
    after,
    past: after,
    cancelled: "View Event Details",
  };
})();

/** What "Spread the Word" shares: the ShareButton island's props (src/pages/about.astro). */
export const aboutShare = {
  // Words true before the picnic and after it (src/lib/after-donation.ts).
  ...picnicShare,
  label: `Share ${site.brand}`,
  buttonClassName: textLink,
  // Words alone, as its neighbours' links are: one of three with an icon read as a stray
  // (round 11), and About's first round trip has no room for three.
  icon: false,
};

/**
 * The About page. Its islands (src/pages/about.astro): the donation `form`
 * and the wall's `preview` beside it, and the `share` button.
 */
export function About({
  form,
  preview,
  share,
}: {
  form?: ReactNode;
  preview?: ReactNode;
  share?: ReactNode;
}) {
  return (
    <>
      {/* Her portrait (or its posy, until the organisers add one) in the first screen, with her
          name and years as Home's caption says them: beside the title from md; on a phone the
          column's full width, her name under it (round 11: a 110 px picture beside her name
          gave her no presence where most visitors see the page). */}
      <PageHero
        title={aboutCopy.heroTitle}
        // From md seated in the hero, level with the words beside it: hung over the hero's
        // foot into the story's band it read as an accident (review 6).
        asideClassName="w-full md:w-64"
        aside={
          <Photo
            slot="portrait"
            sizes="(min-width: 768px) 256px, calc(100vw - 2rem)"
            priority
            // Lifted off the band of the same blush (a white edge and a shadow).
            frame="rounded-2xl border-4 border-white shadow-md"
            caption={<PortraitCaption className="text-lg md:text-base" />}
          />
        }
      >
        {/* The lead's style, its hyphenated words kept whole ("triple- / negative" at 768). From
            1024px a standfirst across the words' column, up to the picture: at 1280 the words
            stood in a narrow block, an empty area between them and her card (round 10). */}
        <p className="mt-4 max-w-2xl text-lg text-ink-soft lg:max-w-none lg:text-2xl lg:leading-snug">
          {wholeWords(lastWordsTogether(aboutCopy.heroLead))}
        </p>
      </PageHero>

      {/* Her story, and her friends' words beside it on a wide screen. */}
      <Section id="story" title={aboutCopy.storyTitle}>
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <div className="max-w-3xl space-y-4 sm:space-y-5 sm:text-lg">
            {aboutCopy.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <figure className="border-l-4 border-sage pl-4 sm:pl-5 lg:mt-2">
            <blockquote className="font-serif text-xl leading-snug italic sm:text-2xl">
              <p>&ldquo;{homeCopy.journeyQuote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-2 text-ink-soft">{homeCopy.journeyQuoteBy}</figcaption>
          </figure>
        </div>
      </Section>

      <PhotoGallery id="gallery" title={aboutCopy.galleryTitle} />

      <Section id="facts" title={aboutCopy.factsTitle} tone="blush">
        <p className="max-w-3xl sm:text-lg">{aboutCopy.factsLead}</p>
        {/* Key Facts and How It Is Treated side by side from lg, each one column: facts in two
            columns left a one-line fact's cell as tall as its two-line neighbour's (round 11). */}
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-x-10">
          <div>
            <h3 className="mt-8 text-2xl font-bold sm:mt-10">Key Facts</h3>
            {/* A plain list, each fact a sentence led by its words in bold, under hairlines as
                How It Is Treated is: a share beside words in one big-number style read as a
                stats template filled with words (round 10). Lines fill as they go (`wrap`):
                Chromium's `pretty` evened a two-line fact out, breaking it early ("of all
                breast cancers / are triple-negative."); the last two words held together keep
                a word from a line of its own. */}
            <ul className="mt-4 max-w-3xl border-b border-ink/15">
              {aboutCopy.facts.map((fact) => (
                <li key={fact.figure} className="border-t border-ink/15 py-3 text-wrap sm:text-lg">
                  <strong>{fact.figure}</strong> {wholeWords(lastWordsTogether(fact.text))}
                </li>
              ))}
            </ul>
            {/* Where they come from, once (review 3). */}
            {aboutCopy.factsSource ? (
              <p className="mt-6 text-sm text-ink-soft">{aboutCopy.factsSource}</p>
            ) : null}
          </div>
          <div>
            <h3 className="text-2xl font-bold lg:mt-10">{aboutCopy.treatmentTitle}</h3>
            <ul className="mt-4 max-w-3xl border-b border-ink/15">
              {aboutCopy.treatment.map((item) => (
                <li key={item} className="border-t border-ink/15 py-3 sm:text-lg">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="mission" title={aboutCopy.missionTitle}>
        {/* Words alone, on the edge the facts stand on: the page's first round trip has no
            room for three more drawings beside the facts' source (decision 073). Side by
            side from lg, across the band, not a column with its right half empty (review 4). */}
        {/* On a phone a list under hairlines, as How It Is Treated is: bars of three heights
            down the left edge read as ragged cards (review 7). */}
        <ul className="grid max-w-3xl border-b border-ink/15 lg:max-w-none lg:grid-cols-3 lg:gap-10 lg:border-b-0">
          {aboutCopy.mission.map((row) => (
            <li
              key={row.title}
              className="border-t border-ink/15 py-3 lg:border-t-0 lg:border-l-4 lg:border-sage lg:py-0 lg:pl-5"
            >
              <h3 className="text-xl font-bold sm:text-2xl">{row.title}</h3>
              <p className="mt-1 text-pretty text-ink-soft sm:text-lg">{row.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <DonationSection id="donate-form" tone="blush" form={form} preview={preview} />

      <Section id="involved" title={aboutCopy.involvedTitle} tone="sage">
        {/* From md the three cards share their rows (subgrid): each card's link starts on
            one line, Share's too, however long the words above it (review 4). */}
        <ul className="grid gap-4 md:grid-cols-3 md:grid-rows-[repeat(4,auto)] md:gap-6 md:gap-y-0">
          {involved.map((card) => (
            <li key={card.title} className="md:row-span-4 md:grid md:grid-rows-subgrid">
              <Card
                padding="list"
                className="flex h-full flex-col md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0"
              >
                {/* On a phone the icon beside the title, not a row of its own over it: the page
                    was 6,834 px tall there (review 7). From md each is a row of the subgrid. */}
                <div className="flex items-center gap-3 md:contents">
                  <card.icon
                    aria-hidden="true"
                    className="size-8 shrink-0 text-sage-ink md:size-10"
                  />
                  <h3 className="text-xl font-bold sm:text-2xl md:mt-4">{card.title}</h3>
                </div>
                <p className="mt-2 text-ink-soft md:mt-3">{card.text}</p>
                <div className="mt-3">
                  {card.share ? (
                    <>
                      {share}
                      {/* The picnic's address to paste, in the row where its neighbours give
                          theirs: the card's foot stood empty beside theirs (round 10). */}
                      <CopyAddress
                        address={new URL(site.siteUrl).host}
                        lead="Or send friends to"
                        small
                        className="mt-1"
                      />
                    </>
                  ) : (
                    <>
                      <a href={card.href} className={textLink}>
                        {card.label}
                      </a>
                      {/* The address too, for a phone whose mail is in a browser (issue 40). */}
                      {card.address ? (
                        <CopyAddress address={card.address} small className="mt-1" />
                      ) : null}
                    </>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
        {/* Her story ends on the picnic held for her: the way to it (round 11: the page ended on
            Get Involved, with no route to the event). */}
        <p className="mt-8 md:text-center">
          <a href="/event" className={`${buttonStyles.primary} max-sm:w-full`}>
            <StateWords copy={eventLink} />
          </a>
        </p>
      </Section>
    </>
  );
}
