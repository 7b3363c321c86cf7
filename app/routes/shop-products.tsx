import { ProductCard } from "~/components/product-card";
import { categories, products } from "~/content/products";
import { filterProducts, parseCategory, type CategoryFilter } from "~/lib/shop";
import { useSearchParam } from "~/lib/use-search-param";

const filters: ReadonlyArray<{ id: CategoryFilter; label: string }> = [
  { id: "all", label: "All" },
  ...categories,
];

/**
 * The shop's filter and the products it shows: an island (decision 022). The
 * category is kept in the address (`/shop?category=clothing`), so it survives
 * reload and back.
 */
export function ShopProducts() {
  const [param, setParam] = useSearchParam("category");
  const category = parseCategory(param);
  const shown = filterProducts(products, category);
  const categoryLabel = filters.find((filter) => filter.id === category)?.label ?? "All";

  const choose = (next: CategoryFilter) => {
    if (next !== category) setParam(next === "all" ? null : next);
  };

  return (
    <>
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
    </>
  );
}
