import { Link } from "react-router";
import type { Product } from "~/content/schema";
import { formatPrice } from "~/lib/format";

/**
 * A product in a grid: picture, name and price. The name is the link; its
 * ::after stretches over the whole card so all of it is clickable, while the
 * link's accessible name stays just the product's name.
 */
export function ProductCard({ product, lazy = true }: { product: Product; lazy?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-blush bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-rose-ink focus-within:ring-offset-2 hover:shadow-md">
      <img
        src={product.image}
        alt={product.imageAlt}
        width={400}
        height={400}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className="aspect-square h-auto w-full bg-blush-50"
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-xl font-bold text-rose-deep">
          <Link
            to={`/shop/${product.id}`}
            className="group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-lg font-semibold text-ink">{formatPrice(product.price)}</p>
      </div>
    </article>
  );
}
