import Copy from "lucide-react/icons/copy";

/**
 * An e-mail address as text beside a mail button, with a Copy button: a
 * `mailto:` link goes nowhere on a phone whose mail is in a browser (issue 40).
 * Plain HTML: the address is always shown and can be selected; the Copy button
 * is unseen (keeping its place) until its script (copy-buttons.astro, src/lib/copy-address.ts) shows it and
 * copies, or selects the address and says so where copying is blocked.
 */
export function CopyAddress({
  address,
  onDark = false,
  className = "",
  shown = {},
}: {
  address: string;
  onDark?: boolean;
  className?: string;
  /** The data-* attributes that show it in the same states as its button (src/lib/shown-by-state.ts). */
  shown?: Record<string, string | undefined>;
}) {
  const tone = onDark ? "text-blush-100" : "text-ink-soft";
  const button = onDark
    ? "border-white/70 text-white hover:bg-white hover:text-rose-ink"
    : "border-rose-ink/40 text-rose-ink hover:bg-blush-100";
  return (
    <p
      {...shown}
      data-copy-address
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:gap-x-3 sm:text-base ${tone} ${className}`}
    >
      <span>
        Or write to{" "}
        <span
          data-copy-text
          className={`inline-block max-w-full font-semibold [overflow-wrap:anywhere] select-all ${onDark ? "text-white" : "text-ink"}`}
        >
          {address}
        </span>
      </span>
      <button
        type="button"
        data-copy
        // Hidden, keeping its place, until the page's script can copy: nothing moves when it shows.
        className={`invisible inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors ${button}`}
      >
        <Copy aria-hidden="true" className="size-4" />
        {/* The word at every width: an icon alone read as a mystery button on a phone (review 4). */}
        <span>Copy</span>
        <span className="sr-only"> the Address</span>
      </button>
      <span data-copy-status role="status" className="text-sm font-semibold" />
    </p>
  );
}
