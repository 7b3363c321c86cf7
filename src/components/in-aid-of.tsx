import Ribbon from "lucide-react/icons/ribbon";
import { site } from "#src/content/site";

/**
 * Whom the gifts go to, in the first screen of Home and Event in every state and at
 * every width: a stranger's first question, answered before they scroll (review 2,
 * issue 47; Event's hero lacked it, round 6).
 */
export function InAidOf({ className = "" }: { className?: string }) {
  if (!site.charity) return null;
  return (
    <p className={`flex gap-2 text-sm text-ink-soft sm:text-base ${className}`}>
      <Ribbon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ribbon" />
      <span>
        In aid of <strong className="text-ink">{site.charity.name}</strong>,{" "}
        {/* Never "registered / charity no. N" with two words on a line of their own (round 11). */}
        {`registered\u00a0charity\u00a0no.\u00a0${site.charity.number}`}
      </span>
    </p>
  );
}
