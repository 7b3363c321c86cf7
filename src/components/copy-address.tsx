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
  small = false,
  lead = "Or write to",
}: {
  address: string;
  /** The words before it: an e-mail address's "Or write to" unless told. */
  lead?: string;
  onDark?: boolean;
  className?: string;
  /** The data-* attributes that show it in the same states as its button (src/lib/shown-by-state.ts). */
  shown?: Record<string, string | undefined>;
  /** Small at every width: in a card a third of a wide screen, where the address and Copy keep one line. */
  small?: boolean;
}) {
  const tone = onDark ? "text-blush-100" : "text-ink-soft";
  // On a dark band a white outline: the pink one vanished on crimson (round 8 review).
  const button = onDark
    ? "border-white text-white group-hover:bg-white group-hover:text-rose-ink"
    : "border-rose-ink/40 text-rose-ink group-hover:bg-blush-100";
  // Inline text, not a flex row: the address and its button follow "Or write to" on its line,
  // and a centred band centres the whole line (round 9).
  return (
    <p
      {...shown}
      data-copy-address
      className={`text-sm ${small ? "" : "sm:text-base"} ${tone} ${className}`}
    >
      {lead}{" "}
      {/* The address and its button move to the next line together and never part (round 10:
          "Copy" fell alone under the address on About's cards at 375): an address longer than
          the line breaks after its "@", and the button stays at its end. */}
      <span className="inline-flex max-w-full items-center align-middle">
        <span
          data-copy-text
          className={`min-w-0 font-semibold [overflow-wrap:anywhere] select-all ${onDark ? "text-white" : "text-ink"}`}
        >
          {atBreakable(address)}
        </span>
        <button
          type="button"
          data-copy
          aria-label={`Copy ${address}`}
          // Hidden, keeping its place, until the page's script can copy: nothing moves when it
          // shows. A 44 px tap target whose margins take its height back out of the line.
          className="group invisible -my-3 ml-1 inline-flex min-h-11 shrink-0 items-center"
        >
          <span
            className={`inline-flex items-center gap-0.5 rounded-full border px-1.5 py-0.5 text-xs font-semibold transition-colors ${button}`}
          >
            <Copy aria-hidden="true" className="size-3.5" />
            {/* The word at every width: an icon alone read as a mystery button on a phone (review 4). */}
            Copy
          </span>
        </button>
      </span>{" "}
      <span data-copy-status role="status" className="text-sm font-semibold" />
    </p>
  );
}

/** The address with a place to break after its "@", where it is longer than the line. */
function atBreakable(address: string) {
  const at = address.indexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
