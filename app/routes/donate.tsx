import { BookOpen, Car, ExternalLink, FlaskConical, Mail } from "lucide-react";
import { Card, SectionHeading } from "~/components/card";
import { DonationSection } from "~/components/donation-panel";
import { FaqList } from "~/components/faq-list";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { PageHero } from "~/components/page-hero";
import { donateFaqs } from "~/content/faqs";
import { site } from "~/content/site";
import { formatAmount } from "~/lib/format";
import { mailto } from "~/lib/mailto";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";

export { links } from "~/lib/page-styles";

export function meta() {
  return pageMeta({
    title: "Donate",
    description: `Give to triple-negative breast cancer research and patient support through ${site.brand}. Gift Aid adds 25%, and at least 85% of every donation goes to programmes.`,
    path: "/donate",
    structuredData: [faqPageJsonLd(donateFaqs)],
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
  return (
    <>
      <PageHero
        title="Donate"
        lead={`Every gift funds research into triple-negative breast cancer and support for the people living with it. Gift Aid adds 25%, and at least 85% of donations go to programmes.`}
      />
      <FundraisingProgress className="mx-auto max-w-md px-4 pt-12 text-center" />

      <DonationSection id="give" />

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
          <div className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2">
            <p className="rounded-2xl bg-white p-5 text-center">
              <strong className="block text-2xl text-rose-deep">Gift Aid adds 25%</strong>
              <span className="text-ink-soft">
                If you are a UK taxpayer, tick Gift Aid on the donation page at no cost to you.
              </span>
            </p>
            <p className="rounded-2xl bg-white p-5 text-center">
              <strong className="block text-2xl text-rose-deep">At least 85%</strong>
              <span className="text-ink-soft">of donations go to programmes.</span>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="hospice" className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <Card className="text-center sm:p-10">
            <h2 id="hospice" className="text-3xl font-bold text-rose-deep">
              Support {site.hospice.name}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">
              Our local hospice cares for people living with cancer and for their families, close to
              home. If you would like to support its work as well, you can give to the hospice
              directly on its own website.
            </p>
            <ul className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              {site.hospice.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-rose-ink px-5 py-2 font-semibold text-rose-ink hover:bg-blush-100"
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
