import CalendarCheck from "lucide-react/icons/calendar-check";
import Package from "lucide-react/icons/package";
import type { ByState } from "#src/content/event-copy";
import {
  preOrderDelivery,
  preOrderDeliveryAfter,
  preOrderDeliveryToday,
} from "#src/content/pre-order-delivery";
import { orderBy, shopStates } from "#src/content/shop-terms";
import { formatShortDate } from "#src/lib/format";
import { variants } from "#src/lib/shown-by-state";

/**
 * The words by the picnic's state: on the day the day's (the stall is open),
 * from its evening (the schedule's past tense, src/screens/event.tsx) and once
 * it is cancelled the words for when nothing can be collected there, where the
 * organisers gave some; otherwise, and where they left those empty, the usual ones.
 */
const byState: ByState<string | null> = shopStates(
  preOrderDelivery,
  preOrderDeliveryToday,
  preOrderDeliveryAfter,
);
/** One line for each distinct wording the build's states can reach; none where there are no words. */
const lines = variants(byState).filter(
  (line): line is typeof line & { value: string } => line.value != null,
);

/**
 * While the picnic is ahead, the last day to order and collect there (review 5); on its
 * day, after it, and while it waits for a new date, nothing: no day to collect on.
 */
const orderByLine = variants<string | null>({
  upcoming: "to collect on the day",
  postponed: null,
  today: null,
  after: null,
  past: null,
  cancelled: null,
}).filter((line): line is typeof line & { value: string } => line.value != null);

/** Whether the organisers gave any words of how pre-orders arrive: a place for them is needed. */
export const preOrderDeliverySaid = lines.length > 0;

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
      {/* Only beside words of collecting at the picnic: a shop that says nothing of how
          orders arrive says nothing of a day to collect on either. */}
      {lines.length > 0 && preOrderDelivery
        ? orderByLine.map(({ value, key, when }) => (
            <p
              key={key}
              {...when}
              data-order-by
              className={`mt-2 flex items-start gap-2 ${className}`}
            >
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-ink" />
              <span>
                <strong className="font-semibold text-ink">
                  Order by {formatShortDate(orderBy)}
                </strong>{" "}
                {value}
              </span>
            </p>
          ))
        : null}
    </>
  );
}
