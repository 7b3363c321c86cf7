import { Mail } from "lucide-react";
import { useSearchParams } from "react-router";
import { buttonStyles } from "~/components/button";
import { Section } from "~/components/card";
import { FaqList } from "~/components/faq-list";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/product-card";
import { shopFaqs } from "~/content/faqs";
import { categories, products } from "~/content/products";
import { shopTerms } from "~/content/shop-terms";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";
import { bulkOrderMailto, filterProducts, parseCategory, type CategoryFilter } from "~/lib/shop";
import { useHydrated } from "~/lib/use-hydrated";
import { container } from "~/components/button";

export function meta() {
  return pageMeta({
    title: "Shop for a Cause",
    description: `Pre-order picnic blankets, bottles, bags and clothing. All the profits go to ${site.cause.name} research and patient support.`,
    path: "/shop",
    structuredData: import.meta.env.SSR ? [faqPageJsonLd(shopFaqs)] : [],
  });
}

const filters: ReadonlyArray<{ id: CategoryFilter; label: string }> = [
  { id: "all", label: "All" },
  ...categories,
];

export default function Shop() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The page is pre-rendered without a query string, so the first render in
  // the browser must show "all" too; the URL's category applies once hydrated.
  const hydrated = useHydrated();
  const category = hydrated ? parseCategory(searchParams.get("category")) : "all";
  const shown = filterProducts(products, category);
  const categoryLabel = filters.find((filter) => filter.id === category)?.label ?? "All";

  const choose = (next: CategoryFilter) => {
    if (next === category) return;
    setSearchParams(next === "all" ? {} : { category: next }, { preventScrollReset: true });
  };

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
          {/* A plain GET form too: a category chosen before the app starts (or without
              JavaScript) loads its address, which the app then shows. */}
          <form
            action="/shop"
            role="group"
            aria-label="Filter by category"
            className="flex flex-wrap gap-2"
          >
            {filters.map((filter) => {
              const pressed = filter.id === category;
              return (
                <button
                  key={filter.id}
                  type="submit"
                  name={filter.id === "all" ? undefined : "category"}
                  value={filter.id === "all" ? undefined : filter.id}
                  aria-pressed={pressed}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(filter.id);
                  }}
                  className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold transition-colors ${
                    pressed
                      ? "border-rose-ink bg-rose-ink text-white"
                      : "border-rose-ink/40 bg-white text-rose-ink hover:border-rose-ink hover:bg-blush-100"
                  }`}
                >
                  {filter.label}
                </button>
              );
            })}
          </form>
          <p aria-live="polite" className="mt-6 text-ink-soft">
            {category === "all"
              ? `Showing all ${shown.length} products`
              : `Showing ${shown.length} ${shown.length === 1 ? "product" : "products"} in ${categoryLabel}`}
          </p>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {shown.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} lazy={index >= 3} />
              </li>
            ))}
          </ul>
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
