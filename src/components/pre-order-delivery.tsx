import Package from "lucide-react/icons/package";
import type { ByState } from "#src/content/event-copy";
import { preOrderDelivery, preOrderDeliveryAfter } from "#src/content/pre-order-delivery";
import { variants } from "#src/lib/shown-by-state";

/**
 * The words by the picnic's state: from the evening of its day (the
 * schedule's past tense, src/screens/event.tsx) the words for once it is
 * over, where the organisers gave some; before and on the day, and where they
 * left those empty, the usual ones.
 */
const after = preOrderDeliveryAfter ?? preOrderDelivery;
const byState: ByState<string | null> = {
  upcoming: preOrderDelivery,
  today: preOrderDelivery,
  postponed: preOrderDelivery,
  cancelled: preOrderDelivery,
  after,
  past: after,
};
/** One line for each distinct wording the build's states can reach; none where there are no words. */
const lines = variants(byState).filter(
  (line): line is typeof line & { value: string } => line.value != null,
);

/**
 * How a pre-order arrives (content/shop.json), or nothing where the organisers
 * left it empty. Where it reads differently once the picnic is over, a line for
 * each, CSS showing the picnic's state's only (the other is display:none, so
 * unheard too).
 */
export function PreOrderDelivery({ className = "" }: { className?: string }) {
  return (
    <>
      {lines.map(({ value, key, when }) => (
        <p
          key={key}
          {...when}
          data-pre-order-delivery
          className={`flex items-start gap-2 ${className}`}
        >
          <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-ink" />
          <span>
            <span className="font-semibold text-ink">How it arrives: </span>
            {value}
          </span>
        </p>
      ))}
    </>
  );
}
