import Mail from "lucide-react/icons/mail";
import { Section } from "#src/components/card";
import { FaqList } from "#src/components/faq-list";
import { CopyAddress } from "#src/components/copy-address";
import { PreOrderDelivery, preOrderDeliverySaid } from "#src/components/pre-order-delivery";
import { PageHero } from "#src/components/page-hero";
import { wholeWords } from "#src/components/whole-words";
import type { ReactNode } from "react";
import { CategoryViews } from "#src/components/shop-products";
import { StateWords } from "#src/components/state-words";
import { shopFaqs } from "#src/content/faqs";
import { builtState } from "#content";
import { products as catalogue } from "#src/content/products";
import { shopLeadCopy, shopTerms } from "#src/content/shop-terms";
import { site } from "#src/content/site";
import { pageMeta } from "#src/lib/meta";
import { faqPageJsonLd } from "#src/lib/structured-data";
import { bulkOrderMailto } from "#src/lib/shop";
import { askBand, buttonStyles, container } from "#src/components/button";

export const meta = pageMeta({
  title: "Shop for a Cause",
  description: shopLeadCopy[builtState],
  path: "/shop",
  structuredData: [faqPageJsonLd(shopFaqs)],
});

/** The shop; `products` is its filter and product grid, an island (src/pages/shop/index.astro). */
export function Shop({ products }: { products?: ReactNode }) {
  return (
    <>
      {/* What buying means now: pre-ordering while the picnic is ahead, the stall on its
          day, ordering by email once it is over (review 4). How an order arrives stands
          beside the words from md, so a wide hero is not two-fifths empty; under them on
          a phone, 16 px down as before (the hero's gap less its margin). */}
      <PageHero
        title="Shop for a Cause"
        aside={
          preOrderDeliverySaid ? <PreOrderDelivery className="text-ink-soft sm:text-lg" /> : null
        }
        asideClassName="max-md:-mt-4 md:w-[min(24rem,36%)] md:rounded-2xl md:bg-white/70 md:p-5"
      >
        {/* One paragraph, its words by state: the title's next paragraph is always the one shown. */}
        <p className="mt-4 max-w-2xl text-lg text-ink-soft">
          {/* "triple-negative" never broken at its hyphen (review 4). */}
          <StateWords copy={shopLeadCopy} render={wholeWords} />
        </p>
      </PageHero>

      {/* Close under the hero on a phone: the first product in the first screen (issue 47). */}
      <section aria-labelledby="products-heading" className="pt-6 pb-12 sm:py-16">
        <div className={container}>
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <div className="shop-products">
            {products}
            <CategoryViews products={catalogue} />
          </div>
        </div>
      </section>

      {/* A band that only asks: centred from 768px, as every such band (decision 086). */}
      <section aria-labelledby="bulk-orders" className="bg-blush-50 py-12 sm:py-20">
        <div className={`${container} ${askBand}`}>
          <h2 id="bulk-orders" className="text-3xl font-bold sm:text-4xl">
            {wholeWords("Custom Orders & Bulk Purchases")}
          </h2>
          {/* What this picnic offers (the specification's special pricing), no more: review 4
              read the custom prints of a template here. */}
          <p className="mt-3 text-lg text-ink-soft">
            Ordering for a team, a school or a workplace? Orders of {shopTerms.bulkOrderItems} or
            more items have special pricing: email us what you would like and we will send a quote.
          </p>
          <p className="mt-6">
            <a
              href={bulkOrderMailto(site.emails.shop, shopTerms.bulkOrderItems)}
              className={`${buttonStyles.primary} max-sm:w-full`}
            >
              <Mail aria-hidden="true" className="size-5" />
              Contact for Bulk Orders
            </a>
          </p>
          <CopyAddress address={site.emails.shop} className="mt-3 md:justify-center" />
        </div>
      </section>

      <Section id="shop-faq" title="Frequently Asked Questions" beside>
        <FaqList faqs={shopFaqs} />
      </Section>
    </>
  );
}
