import { CopyAddress } from "#src/components/copy-address";
import { PreOrderDelivery } from "#src/components/pre-order-delivery";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Check from "lucide-react/icons/check";
import Heart from "lucide-react/icons/heart";
import { Section } from "#src/components/card";
import { ProductCard } from "#src/components/product-card";
import { products } from "#src/content/products";
import type { Product } from "#src/content/schema";
import { site } from "#src/content/site";
import { proceedsClaim } from "#src/content/shop-terms";
import { formatPrice } from "#src/lib/format";
import { pageMeta } from "#src/lib/meta";
import { variants } from "#src/lib/shown-by-state";
import { productJsonLd } from "#src/lib/structured-data";
import { preOrderScript, relatedProducts, setSaving } from "#src/lib/shop";
import { container } from "#src/components/button";
import type { ReactNode } from "react";

export const productMeta = (product: Product) =>
  pageMeta({
    title: product.name,
    description: `${product.name}, ${formatPrice(product.price)}. ${product.description}`,
    path: `/shop/${product.id}`,
    structuredData: [productJsonLd(product)],
  });

// On a phone a wide box the full width (the drawing, contained, about twice the size it
// had beside the name), so the choices and Pre-Order Now still fit the first screen.
const pictureClass =
  "aspect-square h-auto w-full rounded-2xl border border-blush bg-blush-25 object-contain max-md:aspect-[3/2]";

const backLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-rose-ink underline-offset-4 hover:text-rose-deep hover:underline";

/**
 * Pre-Order beside the price while the picnic is ahead and on its day, in the button's
 * style (review 4). Once it is over (or cancelled) there is nothing to collect there and
 * the tag goes: "Order by Email" there disagreed with the button under it, which keeps
 * the specification's "Pre-Order Now" all year (review 7); How it arrives says the rest.
 */
const tagLines = variants<string | null>({
  upcoming: "Pre-Order",
  postponed: "Pre-Order",
  today: "Pre-Order",
  after: null,
  past: null,
  cancelled: null,
}).filter((line): line is typeof line & { value: string } => line.value != null);

function PreOrderTag() {
  return tagLines.map(({ value, key, when }) => (
    <span
      key={key}
      {...when}
      data-pre-order-tag
      className="rounded-full bg-sage px-2.5 py-0.5 text-sm font-semibold text-sage-ink"
    >
      {value}
    </span>
  ));
}

/** A product's page; `order` is its size, colour and Pre-Order Now, an island (src/pages/shop/[id].astro). */
export function ProductPage({ product, order }: { product: Product; order?: ReactNode }) {
  const saving = setSaving(products, product);
  const related = relatedProducts(products, product);

  return (
    <>
      <section aria-labelledby="product-name" className="pt-2 pb-8 sm:py-12">
        <div className={container}>
          <a href="/shop" className={backLink}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to Shop
          </a>
          {/* On a phone the picture the full width, then the name and price, the choices
              and Pre-Order Now, and the description under them, so Pre-Order Now is in
              the first screen (decisions 025, 028). From md, the picture and the features
              under it are a column of their own, beside the rest: a sticky picture
              left the column empty under it in a page seen whole (review 4). */}
          <div className="group mt-2 grid gap-y-4 sm:mt-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:items-start md:gap-x-12 md:gap-y-8">
            <div className="md:col-start-1 md:row-start-1">
              <img
                src={product.image}
                alt={product.imageAlt}
                width={600}
                height={600}
                fetchPriority="high"
                className={`${pictureClass} ${product.white ? "group-has-[[value=White]:checked]:hidden" : ""}`}
              />
              {/* The stylesheet swaps the pictures, so they follow the colour before the app runs too. */}
              {product.white ? (
                <img
                  src={product.white.image}
                  alt={product.white.imageAlt}
                  width={600}
                  height={600}
                  loading="lazy"
                  className={`${pictureClass} hidden group-has-[[value=White]:checked]:block`}
                />
              ) : null}
            </div>
            <div className="max-md:contents md:col-start-2 md:row-span-2 md:row-start-1">
              <div>
                <h1 id="product-name" className="text-2xl font-bold sm:text-5xl">
                  {product.name}
                </h1>
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mt-4">
                  <span className="text-2xl font-semibold sm:text-3xl">
                    {formatPrice(product.price)}
                  </span>
                  <PreOrderTag />
                </p>
              </div>
              <div className="max-md:flex max-md:flex-col">
                {saving ? (
                  <p className="mb-2 font-semibold text-sage-ink md:mt-2">
                    Save {formatPrice(saving.saving)} ({saving.percent}%): bought separately, the
                    items cost {formatPrice(saving.separately)}.
                  </p>
                ) : null}
                <p className="text-ink-soft max-md:order-1 max-md:mt-6 sm:text-lg md:mt-5">
                  {product.description}
                </p>

                {order}
                {product.productType ? (
                  // Before the island starts, the e-mail follows the choice (src/lib/shop.ts).
                  <script
                    dangerouslySetInnerHTML={{ __html: preOrderScript(site.emails.shop, product) }}
                  />
                ) : null}
                {/* Under Pre-Order Now: the shop's address, for a phone whose mail is in a
                    browser, and how the order reaches the buyer (issue 40). */}
                <CopyAddress address={site.emails.shop} className="mt-3" />
                <PreOrderDelivery className="mt-4 text-ink-soft" />
                <p className="mt-6 flex items-center gap-2 rounded-xl bg-blush-50 p-4 font-semibold max-md:order-1">
                  <Heart
                    aria-hidden="true"
                    className="size-5 shrink-0 fill-current text-rose-ink"
                  />
                  {proceedsClaim}
                </p>
              </div>
            </div>
            <div className="max-md:mt-4 md:col-start-1 md:row-start-2">
              <h2 className="text-2xl font-bold">Features</h2>
              <ul className="mt-3 space-y-2">
                {product.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-ink" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      {related.length > 0 ? (
        <Section id="related" title="You may also like" tone="blush">
          {/* Up to three: one list of rows on a phone, three across from md; never one
              card alone on a row. */}
          <ul className="grid gap-3 md:grid-cols-3 md:gap-6">
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} row compact fitName />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
