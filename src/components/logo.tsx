import { colours } from "#src/content/colours";
import { site } from "#src/content/site";
import { RIBBON_PATH } from "#src/lib/ribbon";

/** The awareness ribbon and the brand, as one inline SVG (no request, crisp at any size). */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg
        viewBox="0 0 32 40"
        width="28"
        height="35"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <path d={RIBBON_PATH} fill={colours.ribbon} />
      </svg>
      <span className="font-serif text-2xl font-bold tracking-tight text-rose-ink">
        {site.brand}
      </span>
    </span>
  );
}
