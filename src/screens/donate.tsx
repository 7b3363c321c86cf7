import BookOpen from "lucide-react/icons/book-open";
import Car from "lucide-react/icons/car";
import Check from "lucide-react/icons/check";
import FlaskConical from "lucide-react/icons/flask-conical";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Mail from "lucide-react/icons/mail";
import type { ReactNode } from "react";
import { textLink } from "#src/components/button";
import { Card, Section } from "#src/components/card";
import { DonationFormPlace } from "#src/components/donation-panel";
import { HospicePanel } from "#src/components/hospice-panel";
import { FaqList } from "#src/components/faq-list";
import { FundraisingProgress } from "#src/components/fundraising-progress";
import { Photo } from "#src/components/photo";
import { donateCopy, impactLines } from "#src/content/donate-copy";
import { PRESET_AMOUNTS } from "#src/lib/donation";
import { donateFaqs } from "#src/content/faqs";
import { giving } from "#src/content/giving";
import { site } from "#src/content/site";
import { formatAmount } from "#src/lib/format";
import { lastWordsTogether, wholeWords } from "#src/components/whole-words";
import { mailto } from "#src/lib/mailto";
import { pageMeta } from "#src/lib/meta";
import { faqPageJsonLd } from "#src/lib/structured-data";
import { container } from "#src/components/button";

export const meta = pageMeta({
  title: "Donate",
  description: `Give to ${site.cause.name} research and patient support through ${site.brand}. Gift Aid adds ${giving.giftAidPercent}%, and at least ${giving.programmesPercent}% of every donation goes to programmes.`,
  path: "/donate",
  structuredData: [faqPageJsonLd(donateFaqs)],
});

/** "Your impact": a line for every preset amount, from the content (decision 023). */
const impactIcons = [HeartHandshake, BookOpen, FlaskConical, Car];
const impact = PRESET_AMOUNTS.map((amount, index) => ({
  amount,
  icon: impactIcons[index % impactIcons.length] ?? HeartHandshake,
  text: impactLines[amount],
}));

/** The Donate page. Its islands (src/pages/donate.astro): the donation `form` and the wall's `preview`. */
export function Donate({ form, preview }: { form?: ReactNode; preview?: ReactNode }) {
  return (
    <>
      {/* One heading, then the form: the amounts and Donate fit the first screen of a laptop.
          From lg the picture, the wall and where a gift goes stand in a column beside the
          form, and what everyone has given under it, so neither column ends in a gap
          (review 4); on a phone the form, what everyone gave, the wall, then where a gift
          goes (decision 071). */}
      <section aria-labelledby="donate-title" className="bg-hero pt-12 pb-16 sm:pt-16">
        <div
          className={`${container} grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-2`}
        >
          <div className="lg:col-start-1 lg:row-start-1">
            <h1 id="donate-title" className="text-4xl font-bold sm:text-5xl">
              Donate
            </h1>
            <p className="mt-4 max-w-2xl text-ink-soft sm:text-lg">{donateCopy.lead}</p>
            {/* On a phone the title stands where every page's does (review 4), and the
                amounts' "Choose an amount" is in sight, as on About (review 4 missed it):
                Donate and whom it gives to still in the first screen (decision 078); the
                amounts 4 px under their legend, paying for Gift Aid's room (decision 097). */}
            <Card padding="form" className="mt-6 max-sm:[&_legend+div]:mt-1">
              <DonationFormPlace form={form} />
            </Card>
          </div>
          {/* Under the form, not in a box of its own: the form is the one thing to use
              here. The supporters on a line of their own. On a phone the wall's words follow
              it at the grid's gap alone: its room and theirs added up to 72 px (round 11). */}
          <div className="pt-6 lg:col-start-1 lg:row-start-2 lg:pb-6">
            <FundraisingProgress />
          </div>
          {/* A line between each two, drawn by each part: the wall's words come last from lg
              (the lines follow what is seen, not the markup's order). */}
          <div className="grid lg:col-start-2 lg:row-span-2 lg:row-start-1 [&>*]:border-ink/15 [&>*]:py-6">
            {/* Donate's own picture (giving: hands holding up the ribbon, or the organisers'
                photo, issue 47) beside the form on a wide screen. Not on a phone,
                where the amounts and Donate fill the first screen (decision 028); hidden
                there, the lazy picture is never fetched. */}
            <Photo
              slot="giving"
              sizes="(min-width: 1152px) 357px, 30vw"
              className="border-b max-lg:hidden"
              frame="rounded-2xl"
              position="object-[50%_30%]"
            />
            {/* From lg after where a gift goes: straight under the picture it read as its
                caption (review 7). */}
            <div className="max-lg:border-b max-lg:pt-0! lg:order-last">{preview}</div>
            <div className="lg:border-b">
              <Trust />
            </div>
          </div>
        </div>
      </section>

      <Section id="impact" title="Your Impact">
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {impact.map((item) => (
            <li key={item.amount} className="border-t-2 border-sage-ink pt-4">
              <p className="flex items-center gap-3 font-serif text-4xl font-bold">
                {formatAmount(item.amount)}
                <item.icon aria-hidden="true" className="size-8 text-sage-ink" />
              </p>
              {/* Each line filled before it breaks (not `pretty`, which broke "funds one hour of
                  / laboratory research." at half the phone's width), a size smaller on a phone
                  so that a short one is a line (round 11); its last two words held together. */}
              <p className="mt-2 text-base text-wrap text-ink-soft sm:text-lg">
                {item.text ? wholeWords(lastWordsTogether(item.text)) : null}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" tone="sage" beside>
        <FaqList faqs={donateFaqs} />
      </Section>

      {/* The other charity, once the picnic's own ask is answered: never between the
          form and what a gift does (decision 051). */}
      <HospicePanel hospice={site.hospice} />

      <Section id="thanks" title="Thank You" beside>
        <p className="max-w-3xl text-lg text-ink-soft">
          Whatever you give, thank you for helping us turn {site.honoree}&apos;s memory into hope.
          If you have a question about giving, we would love to hear from you.
        </p>
        <p className="mt-4">
          <a
            href={mailto(site.emails.info, {
              subject: `A question about donating to ${site.brand}`,
            })}
            className={textLink}
          >
            <Mail aria-hidden="true" className="size-5" />
            {site.emails.info}
          </a>
        </p>
      </Section>
    </>
  );
}

/** A few words of trust beside the form: who takes the money, where it goes, and that nothing is added. */
function Trust() {
  const { charity } = site;
  const points = [
    <>
      {charity ? (
        <>
          <strong>{charity.name}</strong>, registered charity no. {charity.number},{" "}
        </>
      ) : (
        "Our charity partner "
      )}
      {donateCopy.trustPartner}
    </>,
    <>
      <strong>At least {giving.programmesPercent}%</strong>{" "}
      <span>of donations go to programmes.</span> {donateCopy.trustProgrammes}
      {/* Where the figure comes from, as About says of its facts (review 4). */}
      {donateCopy.trustProgrammesSource ? (
        <span className="mt-1 block text-sm text-ink-soft">{donateCopy.trustProgrammesSource}</span>
      ) : null}
    </>,
    <>
      <strong>Gift Aid adds {giving.giftAidPercent}%</strong>. {donateCopy.trustGiftAid}
    </>,
  ];
  return (
    <div>
      <h2 className="text-2xl font-bold">{donateCopy.trustTitle}</h2>
      <ul className="mt-4 space-y-4">
        {points.map((point, index) => (
          <li key={index} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-ink" />
            <p>{point}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
