import { ChevronRight } from "#src/components/icons";
import { lastWordsTogether } from "#src/components/whole-words";
import { formatPrice } from "#src/lib/format";
import type { ProductSummary } from "#src/lib/shop";

/**
 * A product in a grid: picture, name, its one line and price. That everything
 * is a pre-order the shop says once, above its products (issue 47), and each
 * product's own page beside its price. The name is the link; its ::after stretches over the whole card
 * so all of it is clickable, while the link's accessible name stays just the
 * product's name. `compact` (the home page's row to swipe) leaves the line out.
 * `row` (the shop's one-column list on a phone) puts the picture beside the
 * name and price below the medium breakpoint, so the list stays short; with
 * `compact` too (the home page's teaser) the picture is smaller still.
 * `first` is the shop's first card, whose picture is the largest paint on a
 * wide screen: asked for at once, ahead of the others (decision 070).
 * `fitName` (a product's "You may also like") lets the name take its own
 * height: the prices still line up at the cards' foot.
 */
export function ProductCard({
  product,
  lazy = true,
  first = false,
  compact = false,
  row = false,
  fitName = false,
}: {
  product: ProductSummary;
  lazy?: boolean;
  first?: boolean;
  compact?: boolean;
  row?: boolean;
  fitName?: boolean;
}) {
  return (
    <article
      className={`group relative flex h-full ${row ? "flex-row md:flex-col" : "flex-col"} overflow-hidden rounded-2xl border border-blush bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-rose-ink focus-within:ring-offset-2 hover:shadow-md`}
    >
      <img
        src={product.image}
        alt={product.imageAlt}
        width={400}
        height={400}
        loading={lazy ? "lazy" : undefined}
        fetchPriority={first ? "high" : undefined}
        decoding="async"
        // In a row the picture fills the card's height, cropped at its sides: a square at the
        // top left the card's foot bare under it (round 9), and a square centred in a taller
        // panel left a band of another pink above and below it (round 11).
        className={`aspect-square h-auto bg-blush-50 ${row ? `${compact ? "w-20 sm:w-28" : "w-32 sm:w-40"} shrink-0 self-stretch object-cover md:w-full` : "w-full"}`}
      />
      <div
        className={`flex min-w-0 flex-1 flex-col gap-1 ${compact && row ? "px-3 py-2" : "p-3"} sm:p-5`}
      >
        {/* In the shop, the name's own height: the line under it follows at once, and the
            prices line up at the card's foot (mt-auto, the cards of a row one height), so a
            one-line name leaves no blank line (review 4, decision 078). The home page's row,
            with no line under the name, keeps two lines' room: a name there that wraps in
            the headings' face but not in the fallback would move what follows (decisions
            064, 071). */}
        <h3
          className={`${compact && row ? "text-base" : "text-lg"} leading-snug font-bold sm:text-xl ${compact && !fitName ? "md:min-h-[2lh]" : ""}`}
        >
          <a
            href={`/shop/${product.id}`}
            className="group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </a>
        </h3>
        {/* Its last three words held together: "…or hot / for 12" left two alone (round 11),
            which `pretty` allows; balanced lines are not this site's (decision 086). */}
        {compact ? null : (
          <p className="text-sm text-ink-soft sm:text-base">
            {lastWordsTogether(product.summary, 3)}
          </p>
        )}
        <p
          className={`mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 ${compact && row ? "pt-1" : "pt-2"}`}
        >
          <span className="text-lg font-semibold">{formatPrice(product.price)}</span>
          {/* A card that is a link said nothing of it (review 7): a pill like a button's, which
              fills when the card is hovered or focused. Not read out: the link's name is the
              product's, and the price row keeps its height. White inside a full-strength edge
              (round 11: a pale edge on the pink card read as disabled); not a target of its
              own, the whole card is the link, far taller than 44 px. */}
          <span
            aria-hidden="true"
            className="ml-auto inline-flex items-center gap-0.5 rounded-full border-2 border-rose-ink bg-white py-0.5 ps-3 pe-2 text-sm font-semibold text-rose-ink transition-colors group-focus-within:border-rose-ink group-focus-within:bg-rose-ink group-focus-within:text-white group-hover:border-rose-ink group-hover:bg-rose-ink group-hover:text-white"
          >
            View
            <ChevronRight className="size-4" />
          </span>
        </p>
      </div>
    </article>
  );
}
