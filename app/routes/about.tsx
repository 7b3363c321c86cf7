import {
  BookOpen,
  Building2,
  Check,
  FlaskConical,
  HandHeart,
  Megaphone,
  Users,
} from "lucide-react";
import { Card, SectionHeading } from "~/components/card";
import { DonationSection } from "~/components/donation-panel";
import { PageHero } from "~/components/page-hero";
import { Photo, PhotoGallery } from "~/components/photo";
import { ShareButton } from "~/components/share-button";
import { aboutCopy } from "~/content/copy";
import { site } from "~/content/site";
import { mailto } from "~/lib/mailto";
import { pageMeta } from "~/lib/meta";

export { links } from "~/lib/page-styles";

export function meta() {
  return pageMeta({
    title: "About",
    description: `${site.honoree}'s story, the facts about triple-negative breast cancer and how it is treated, and what ${site.brand} raises money for.`,
    path: "/about",
  });
}

const missionIcons = [Megaphone, FlaskConical, HandHeart];

const involved = [
  {
    icon: Users,
    title: "Volunteer",
    text: "Help set up, run a stall or welcome guests on the day.",
    href: mailto(site.emails.volunteer, { subject: `Volunteering at ${site.brand}` }),
    label: "E-mail the volunteer team",
  },
  {
    icon: Megaphone,
    title: "Spread the Word",
    text: "Tell friends and family about the picnic and about triple-negative breast cancer.",
    share: {
      url: `${site.siteUrl}/`,
      title: `${site.brand}: a picnic for triple-negative breast cancer`,
      text: `I thought you might like to come to ${site.brand}, a summer picnic in memory of ${site.honoree}.`,
    },
    label: `Share ${site.brand}`,
  },
  {
    icon: Building2,
    title: "Corporate Sponsorship",
    text: "Support the event as a business and reach a warm local audience.",
    href: mailto(site.emails.sponsorship, { subject: `Sponsoring ${site.brand}` }),
    label: "Talk to us about sponsorship",
  },
];

export default function About() {
  return (
    <>
      <PageHero title={aboutCopy.heroTitle} lead={aboutCopy.heroLead} />

      <section aria-labelledby="story" className="px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id="story" title={aboutCopy.storyTitle} />
          <div className="grid items-start gap-8 md:grid-cols-[2fr_3fr]">
            <Photo
              slot="portrait"
              sizes="(min-width: 1024px) 384px, (min-width: 768px) 38vw, 240px"
              className="mx-auto w-full max-w-60 rounded-2xl md:max-w-sm"
            />
            <div className="space-y-5 text-lg leading-relaxed">
              {aboutCopy.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <PhotoGallery id="gallery" title={aboutCopy.galleryTitle} />

      <section aria-labelledby="facts" className="bg-blush-50 px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <SectionHeading id="facts" title={aboutCopy.factsTitle} />
          <p className="mx-auto max-w-3xl text-lg leading-relaxed">{aboutCopy.factsLead}</p>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <Card>
              <h3 className="flex items-center gap-2 text-2xl font-bold text-rose-deep">
                <BookOpen aria-hidden="true" className="size-6 text-rose-ink" />
                Key facts
              </h3>
              <ul className="mt-4 space-y-3">
                {aboutCopy.facts.map((fact) => (
                  <li key={fact} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-rose-ink" />
                    <span>{fact}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h3 className="flex items-center gap-2 text-2xl font-bold text-rose-deep">
                <FlaskConical aria-hidden="true" className="size-6 text-rose-ink" />
                {aboutCopy.treatmentTitle}
              </h3>
              <ul className="mt-4 space-y-3">
                {aboutCopy.treatment.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-rose-ink" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </div>
      </section>

      <section aria-labelledby="mission" className="px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="mission" title={aboutCopy.missionTitle} />
          <ul className="grid gap-6 md:grid-cols-3">
            {aboutCopy.mission.map((card, index) => {
              const Icon = missionIcons[index] ?? HandHeart;
              return (
                <li key={card.title}>
                  <Card className="h-full text-center">
                    <Icon aria-hidden="true" className="mx-auto size-10 text-rose-ink" />
                    <h3 className="mt-4 text-2xl font-bold text-rose-deep">{card.title}</h3>
                    <p className="mt-3 text-ink-soft">{card.text}</p>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <DonationSection id="donate-form" className="bg-blush-100" />

      <section aria-labelledby="involved" className="bg-blush-50 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="involved" title={aboutCopy.involvedTitle} />
          <ul className="grid gap-6 md:grid-cols-3">
            {involved.map((card) => (
              <li key={card.title}>
                <Card className="flex h-full flex-col text-center">
                  <card.icon aria-hidden="true" className="mx-auto size-10 text-rose-ink" />
                  <h3 className="mt-4 text-2xl font-bold text-rose-deep">{card.title}</h3>
                  <p className="mt-3 flex-1 text-ink-soft">{card.text}</p>
                  {card.share ? (
                    <ShareButton
                      {...card.share}
                      label={card.label}
                      className="mt-5"
                      buttonClassName="inline-flex items-center gap-2 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
                    />
                  ) : (
                    <a
                      href={card.href}
                      className="mt-5 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
                    >
                      {card.label}
                    </a>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
