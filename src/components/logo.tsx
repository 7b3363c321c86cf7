import { site } from "#src/content/site";

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
        <path
          d="M16 3c-4.5 0-7.5 3.6-7.5 8 0 3.4 2 7 4.6 10.6L4 36.5l5.2 1.3 6.8-10.3 6.8 10.3 5.2-1.3-9.1-14.9C21.5 18 23.5 14.4 23.5 11c0-4.4-3-8-7.5-8Zm0 5c1.6 0 2.7 1.3 2.7 3.2 0 1.9-1.1 4.2-2.7 6.6-1.6-2.4-2.7-4.7-2.7-6.6C13.3 9.3 14.4 8 16 8Z"
          fill="#e8537a"
        />
      </svg>
      <span className="font-serif text-2xl font-bold tracking-tight text-rose-ink">
        {site.brand}
      </span>
    </span>
  );
}
