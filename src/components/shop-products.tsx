import { ProductCard } from "#src/components/product-card";
import { categories } from "#src/content/categories";
import { filterProducts, parseCategory, type ProductSummary } from "#src/lib/shop";
import { categoryViewId, type CategoryFilter } from "#src/lib/shop-views";
import { useSearchParam } from "#src/hooks/use-search-param";

const filters: ReadonlyArray<{ id: CategoryFilter; label: string }> = [
  { id: "all", label: "All" },
  ...categories,
];

const countLine = (filter: CategoryFilter, count: number) =>
  filter === "all"
    ? `Showing all ${count} products`
    : `Showing ${count} ${count === 1 ? "product" : "products"} in ${filters.find((f) => f.id === filter)?.label ?? "All"}`;

/**
 * The shop's filter and the products it shows: an island (decision 022). The
 * category is kept in the address (`/shop?category=clothing`), so it survives
 * reload and back. Its page wraps it in `.shop-products`, with the
 * category views after it (`CategoryViews`). Its page hands it what the cards
 * show of each product (`productSummary`), and this module reads no content,
 * so the shop's scripts carry no other word of the picnic (decision 067).
 */
export function ShopProducts({ products }: { products: readonly ProductSummary[] }) {
  const [param, setParam] = useSearchParam("category");
  const category = parseCategory(param);
  const shown = filterProducts(products, category);

  const choose = (next: CategoryFilter) => {
    if (next !== category) setParam(next === "all" ? null : next);
  };

  return (
    // The filter is inside the view of all the products, so it goes with it when the
    // stylesheet shows a category's view instead, which has its own (CategoryViews).
    <div className="shop-all">
      <FilterForm pressed={category} onChoose={choose} />
      <p aria-live="polite" className="mt-3 text-ink-soft sm:mt-6">
        {countLine(category, shown.length)}
      </p>
      <ProductGrid shown={shown} />
    </div>
  );
}

/**
 * A plain GET form too: a category chosen before the island starts (or
 * without JavaScript) loads its address, which the island then shows. The
 * address ends with the category's fragment, so until then the stylesheet
 * shows its view (CategoryViews, :target). `pressed` is the category shown.
 */
function FilterForm({
  pressed,
  onChoose,
}: {
  pressed: CategoryFilter;
  onChoose?: (category: CategoryFilter) => void;
}) {
  return (
    <form action="/shop" className="chip-row">
      {/* One row that scrolls sideways on a phone, to the screen's edges, so the first
          product is in the first screen (issue 47); it wraps where there is room. A group
          named by its label, not a fieldset, whose sizing WebKit needed overriding. Chromium
          scrolls a focused chip only if it is wholly outside the row's scroll padding, so a
          chip half off the screen stayed there (review 2): with 40% each side, wider than
          any chip, one partly hidden is outside it and comes to the middle. On a phone the
          chips' sides are narrower, so at 375 px the fourth peeks in whole under the fade
          rather than as a sliver under the arrow (round 11). */}
      <div
        role="group"
        aria-label="Filter by category"
        // Its right edge fades on a phone, where the row runs on past the screen: a chip cut
        // clean at the edge did not say there was more to swipe to (review 4). Gone before
        // the arrow, which stands on the fade, not on a half chip (round 11); room after the
        // last chip so that, scrolled to its end, it stands clear of the fade.
        className="-mx-4 flex scroll-px-[40%] gap-2 overflow-x-auto [mask-image:linear-gradient(to_right,#000_calc(100%-6rem),transparent_calc(100%-3rem))] px-4 pr-24 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:[mask-image:none] sm:px-0"
      >
        {filters.map((filter) => {
          const isPressed = filter.id === pressed;
          return (
            <button
              key={filter.id}
              type="submit"
              name={filter.id === "all" ? undefined : "category"}
              value={filter.id === "all" ? undefined : filter.id}
              formAction={filter.id === "all" ? undefined : `/shop#${categoryViewId(filter.id)}`}
              aria-pressed={isPressed}
              onClick={
                onChoose &&
                ((event) => {
                  event.preventDefault();
                  onChoose(filter.id);
                })
              }
              className={`inline-flex min-h-11 shrink-0 items-center rounded-full border-2 px-3 font-semibold transition-colors sm:px-5 ${
                isPressed
                  ? "border-rose-ink bg-rose-ink text-white"
                  : "border-rose-ink/40 bg-white text-rose-ink hover:border-rose-ink hover:bg-blush-100"
              }`}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </form>
  );
}

/**
 * Before the island starts, one view per category, shown only when the
 * address names it (app.css): the pre-rendered page cannot read the query.
 * Each has the filter with its own category pressed, so what is pressed is
 * what is shown. Plain HTML after the island, not in it, so a slow phone
 * hydrates one grid, not four; once the island has started, app.css hides
 * them (decision 032).
 */
export function CategoryViews({ products }: { products: readonly ProductSummary[] }) {
  return categories.map(({ id }) => {
    const inCategory = filterProducts(products, id);
    return (
      <div key={id} id={categoryViewId(id)} className="category-view">
        <FilterForm pressed={id} />
        <p className="mt-3 text-ink-soft sm:mt-6">{countLine(id, inCategory.length)}</p>
        <ProductGrid shown={inCategory} hidden />
      </div>
    );
  });
}

/**
 * The first row's pictures (three on a wide screen) are asked for with the page, the first ahead
 * of all (the largest paint on a wide screen); the rest as they near the screen. A `hidden` grid,
 * a category's view shown only when the address names it, asks for none until it is shown:
 * eager, its pictures were fetched on every visit, before the first paint (decision 070).
 */
function ProductGrid({
  shown,
  hidden = false,
}: {
  shown: readonly ProductSummary[];
  hidden?: boolean;
}) {
  return (
    <ul className="mt-3 grid grid-cols-1 gap-3 sm:mt-8 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            lazy={hidden || index >= 3}
            first={!hidden && index === 0}
            row
          />
        </li>
      ))}
    </ul>
  );
}
