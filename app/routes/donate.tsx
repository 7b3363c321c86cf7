import { BookOpen, Car, Check, ExternalLink, FlaskConical, Mail } from "lucide-react";
import { useId } from "react";
import { Card, SectionHeading } from "~/components/card";
import { DonationForm } from "~/components/donation-form";
import { FaqList } from "~/components/faq-list";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { WallPreview } from "~/components/wall-preview";
import { donateCopy } from "~/content/giving-copy";
import { donateFaqs } from "~/content/faqs";
import { giving } from "~/content/giving";
import { site } from "~/content/site";
import { formatAmount } from "~/lib/format";
import { mailto } from "~/lib/mailto";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";

export function meta() {
  return pageMeta({
    title: "Donate",
    description: `Give to triple-negative breast cancer research and patient support through ${site.brand}. Gift Aid adds ${giving.giftAidPercent}%, and at least ${giving.programmesPercent}% of every donation goes to programmes.`,
    path: "/donate",
    structuredData: import.meta.env.SSR ? [faqPageJsonLd(donateFaqs)] : [],
  });
}

const impact = [
  {
    amount: 25,
    icon: BookOpen,
    text: "provides educational materials for a newly diagnosed patient.",
  },
  { amount: 50, icon: FlaskConical, text: "funds one hour of laboratory research." },
  { amount: 100, icon: Car, text: "pays for a patient's transport to treatment." },
];

export default function Donate() {
  const previewHeading = useId();
  return (
    <>
      {/* One heading, then the form: the amounts and Donate fit the first screen of a laptop. */}
      <section
        aria-labelledby="donate-title"
        className="bg-gradient-to-b from-blush via-blush-50 to-white px-4 pt-6 pb-16"
      >
        <div className="mx-auto grid max-w-6xl items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
          <div>
            <h1 id="donate-title" className="text-4xl font-bold text-rose-deep sm:text-5xl">
              Donate
            </h1>
            <p className="mt-2 max-w-2xl text-lg text-ink-soft">{donateCopy.lead}</p>
            <Card padding="wide" className="mt-4">
              <DonationForm />
            </Card>
          </div>
          <div className="grid gap-6">
            <Card padding="wide">
              <FundraisingProgress />
            </Card>
            <Card padding="wide">
              <WallPreview headingId={previewHeading} level={2} />
            </Card>
            <Trust />
          </div>
        </div>
      </section>

      <section aria-labelledby="impact" className="bg-blush-50 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="impact" title="Your Impact" />
          <ul className="grid gap-6 md:grid-cols-3">
            {impact.map((card) => (
              <li key={card.amount}>
                <Card className="h-full text-center">
                  <card.icon aria-hidden="true" className="mx-auto size-10 text-rose-ink" />
                  <p className="mt-4 text-4xl font-bold text-rose-deep">
                    {formatAmount(card.amount)}
                  </p>
                  <p className="mt-3 text-ink-soft">{card.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="hospice" className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <Card padding="roomy" className="text-center">
            <h2 id="hospice" className="text-3xl font-bold text-rose-deep">
              Support {site.hospice.name}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">
              Our local hospice cares for people living with cancer and for their families, close to
              home. If you would like to support its work as well, you can give to the hospice
              directly on its own website.
            </p>
            {/* On a phone the two buttons stack at the same width, each label on one line. */}
            <ul className="mt-6 grid gap-3 sm:flex sm:justify-center">
              {site.hospice.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-rose-ink px-5 py-2 font-semibold whitespace-nowrap text-rose-ink hover:bg-blush-100"
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </section>

      <section aria-labelledby="faq" className="bg-blush-50 px-4 py-16">
        <SectionHeading id="faq" title="Frequently Asked Questions" />
        <FaqList faqs={donateFaqs} />
      </section>

      <section aria-labelledby="thanks" className="px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="thanks" className="text-3xl font-bold text-rose-deep sm:text-4xl">
            Thank You
          </h2>
          <p className="mt-4 text-lg text-ink-soft">
            Whatever you give, thank you for helping us turn {site.honoree}&apos;s memory into hope.
            If you have a question about giving, we would love to hear from you.
          </p>
          <p className="mt-6">
            <a
              href={mailto(site.emails.info, {
                subject: `A question about donating to ${site.brand}`,
              })}
              className="inline-flex items-center gap-2 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
            >
              <Mail aria-hidden="true" className="size-5" />
              {site.emails.info}
            </a>
          </p>
        </div>
      </section>
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
      <strong className="text-rose-deep">At least {giving.programmesPercent}%</strong>{" "}
      <span>of donations go to programmes.</span> {donateCopy.trustProgrammes}
    </>,
    <>
      <strong className="text-rose-deep">Gift Aid adds {giving.giftAidPercent}%</strong>.{" "}
      {donateCopy.trustGiftAid}
    </>,
    donateCopy.trustNoExtras,
  ];
  return (
    <Card padding="wide">
      <h2 className="text-2xl font-bold text-rose-deep">{donateCopy.trustTitle}</h2>
      <ul className="mt-4 space-y-4">
        {points.map((point, index) => (
          <li key={index} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-ink" />
            <p>{point}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
