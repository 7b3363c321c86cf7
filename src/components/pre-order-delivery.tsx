import Package from "lucide-react/icons/package";
import { preOrderDelivery } from "#src/content/pre-order-delivery";

/** How a pre-order arrives (content/shop.json), or nothing where the organisers left it empty. */
export function PreOrderDelivery({ className = "" }: { className?: string }) {
  if (!preOrderDelivery) return null;
  return (
    <p data-pre-order-delivery className={`flex items-start gap-2 ${className}`}>
      <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-ink" />
      <span>
        <span className="font-semibold text-ink">How it arrives: </span>
        {preOrderDelivery}
      </span>
    </p>
  );
}
