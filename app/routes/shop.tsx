import Mail from "lucide-react/icons/mail";
import { buttonStyles } from "~/components/button";
import { Section } from "~/components/card";
import { FaqList } from "~/components/faq-list";
import { PageHero } from "~/components/page-hero";
import { Island } from "~/islands/island";
import { CategoryViews } from "./shop-products";
import { shopFaqs } from "~/content/faqs";
import { shopTerms } from "~/content/shop-terms";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";
import { bulkOrderMailto } from "~/lib/shop";
import { container } from "~/components/button";

export function meta() {
  return pageMeta({
    title: "Shop for a Cause",
    description: `Pre-order picnic blankets, bottles, bags and clothing. All the profits go to ${site.cause.name} research and patient support.`,
    path: "/shop",
    structuredData: import.meta.env.SSR ? [faqPageJsonLd(shopFaqs)] : [],
  });
}

export default function Shop() {
  return (
    <>
      <PageHero
        title="Shop for a Cause"
        lead={`Pre-order picnic blankets, bottles, bags and clothing. 100% of the profits go to ${site.cause.name} research and patient support.`}
      />

      <section aria-labelledby="products-heading" className="py-12 sm:py-16">
        <div className={container}>
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <div className="shop-products">
            <Island name="shop-products" props={{}} />
            <CategoryViews />
          </div>
        </div>
      </section>

      <Section id="bulk-orders" title="Custom Orders & Bulk Purchases" tone="blush">
        <p className="max-w-3xl text-lg text-ink-soft">
          Kitting out a team, a school or a workplace? We offer special pricing on orders of{" "}
          {shopTerms.bulkOrderItems} or more items, and can talk about custom prints for your group.
        </p>
        <a href={bulkOrderMailto} className={`${buttonStyles.primary} mt-8`}>
          <Mail aria-hidden="true" className="size-5" />
          Contact for Bulk Orders
        </a>
      </Section>

      <Section id="shop-faq" title="Frequently Asked Questions">
        <FaqList faqs={shopFaqs} />
      </Section>
    </>
  );
}
