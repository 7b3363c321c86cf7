import { Mail } from "lucide-react";
import { useSearchParams } from "react-router";
import { buttonStyles } from "~/components/button";
import { Section } from "~/components/card";
import { FaqList } from "~/components/faq-list";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/product-card";
import { shopFaqs } from "~/content/faqs";
import { categories, products } from "~/content/products";
import type { Product } from "~/content/schema";
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

  const countLine = (filter: CategoryFilter, count: number) =>
    filter === "all"
      ? `Showing all ${count} products`
      : `Showing ${count} ${count === 1 ? "product" : "products"} in ${filters.find((f) => f.id === filter)?.label ?? "All"}`;

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
              JavaScript) loads its address, which the app then shows. The address ends
              with the category's fragment, so until then the stylesheet shows its view
              (below, :target). */}
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
                  formAction={filter.id === "all" ? undefined : `/shop#${viewId(filter.id)}`}
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
          <div className="shop-products">
            <div className="shop-all">
              <p aria-live="polite" className="mt-6 text-ink-soft">
                {countLine(category, shown.length)}
              </p>
              <ProductGrid shown={shown} />
            </div>
            {/* Before the app starts, one view per category, shown only when the address
                names it (app.css): the pre-rendered page cannot read the query. */}
            {hydrated
              ? null
              : categories.map(({ id }) => {
                  const inCategory = filterProducts(products, id);
                  return (
                    <div key={id} id={viewId(id)} className="category-view">
                      <p className="mt-6 text-ink-soft">{countLine(id, inCategory.length)}</p>
                      <ProductGrid shown={inCategory} />
                    </div>
                  );
                })}
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

/** The fragment of a category's view before the app starts ("category-bags"). */
const viewId = (category: CategoryFilter) => `category-${category}`;

function ProductGrid({ shown }: { shown: readonly Product[] }) {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} lazy={index >= 3} />
        </li>
      ))}
    </ul>
  );
}
