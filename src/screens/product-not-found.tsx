import { buttonStyles } from "#src/components/button";
import { LoneBasket } from "#src/components/photo-art";
import { unlistedMeta } from "#src/lib/meta";

/** The page served for every unknown /shop/* address. */
export const meta = unlistedMeta("Product not found");

export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <LoneBasket className="w-40 sm:w-48" />
      <h1 className="mt-4 text-4xl font-bold">Product not found</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Sorry, we couldn&apos;t find the product you were looking for.
      </p>
      <a href="/shop" className={`${buttonStyles.primary} mt-8`}>
        Back to Shop
      </a>
    </section>
  );
}
