import Dog from "lucide-react/icons/dog";
import Heart from "lucide-react/icons/heart";
import Music from "lucide-react/icons/music";
import Puzzle from "lucide-react/icons/puzzle";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import Ticket from "lucide-react/icons/ticket";
import Umbrella from "lucide-react/icons/umbrella";
import Users from "lucide-react/icons/users";
import Utensils from "lucide-react/icons/utensils";
import type { itemIcons } from "#src/content/words-schema";

/** The picture for each name the content may give an item (words-schema.ts, `itemIcons`). */
const icons = {
  basket: ShoppingBasket,
  food: Utensils,
  music: Music,
  games: Puzzle,
  shop: ShoppingBag,
  dog: Dog,
  rain: Umbrella,
  people: Users,
  raffle: Ticket,
  heart: Heart,
} satisfies Record<(typeof itemIcons)[number], unknown>;

type PicnicItem = { icon: keyof typeof icons; title: string; text: string };

/** Columns from 1024px by the count, so no row holds one item alone (whole names, for Tailwind). */
const columns = ["", "lg:grid-cols-1", "lg:grid-cols-2", "lg:grid-cols-3", "lg:grid-cols-4"];

/**
 * A few things to know at a glance (what to expect, or how the day went): each its
 * picture in a circle, as the cards above draw theirs, beside a few words and a line.
 * One under another on a phone, two across from 640px; from 1024px one row of up to four,
 * or rows of three.
 */
export function PicnicItems({
  items,
  when = {},
  onWhite = false,
  compact = false,
  className = "",
}: {
  items: readonly PicnicItem[];
  /**
   * Home's glance at the day (round 8): two across on a phone and four from 1024px, each
   * its picture over its words, so four items cost a phone two short rows.
   */
  compact?: boolean;
  /** On a white band: the pictures' circles green, as Home's cards draw theirs. */
  onWhite?: boolean;
  /** Where the list shows only in some of the picnic's states (its data-when). */
  when?: { "data-when"?: string };
  className?: string;
}) {
  const wide = columns[items.length] ?? "lg:grid-cols-3";
  const layout = compact
    ? `grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-8 ${wide}`
    : `gap-x-8 gap-y-5 sm:grid-cols-2 sm:gap-y-6 ${wide}`;
  return (
    <ul {...when} className={`grid ${layout} ${className}`}>
      {items.map(({ icon, title, text }) => {
        const Icon = icons[icon];
        return (
          // From 1024px the picture over the words, so each item's words take its column's
          // whole width and do not break into narrow fragments beside it (review 4). Compact,
          // on the heading's left edge as every list on Home, each title straight under its
          // picture and its words under it, so a title beside a two-line one does not stand
          // a line lower (round 13: it stood on its words, at the foot of a shared row).
          <li
            key={title}
            className={
              compact
                ? "grid content-start justify-items-start gap-y-2 lg:gap-y-3"
                : // 10 px beside the picture on a phone: at 12 "Blankets, bottles, bags and
                  // clothing." broke 1 px short of its line, narrower than its neighbours (round 11).
                  "grid grid-cols-[auto_1fr] content-start gap-x-2.5 sm:gap-x-3 lg:grid-cols-1 lg:gap-y-3"
            }
          >
            <span
              className={`flex size-10 items-center justify-center rounded-full sm:size-12 ${onWhite ? "bg-sage-50" : "bg-white"}`}
            >
              <Icon aria-hidden="true" className="size-5 text-sage-ink sm:size-6" />
            </span>
            {compact ? (
              <>
                <h3 className="font-bold sm:text-lg">{title}</h3>
                <p className="text-pretty text-ink-soft">{text}</p>
              </>
            ) : (
              <div>
                <h3 className="font-bold sm:text-lg">{title}</h3>
                <p className="mt-1 text-pretty text-ink-soft">{text}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
