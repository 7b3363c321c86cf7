import ChevronDown from "lucide-react/icons/chevron-down";
import type { ByState } from "#src/content/event-copy";
import { StateWords } from "#src/components/state-words";
import Printer from "lucide-react/icons/printer";
import type { ReactNode } from "react";
import { resultRaised } from "#src/content/fundraising";
import { site } from "#src/content/site";
import { words } from "#src/lib/event-words";
import { formatAmount } from "#src/lib/format";
import { pageMeta, type PageHead } from "#src/lib/meta";
import { donateAddress, donateAddressShown } from "#src/lib/print-sheet";
import { qrCode } from "#src/lib/qr-code";
import { buttonStyles, container } from "./button";

/**
 * The printed pages' head: for the organisers, so not for search engines (nor
 * the sitemap), with their print stylesheet, which never holds up the first paint.
 */
export function printPageMeta(page: Parameters<typeof pageMeta>[0]): PageHead {
  return { ...pageMeta(page), noindex: true, print: true };
}

/**
 * The donate page's QR code, made when the site was built (scripts/qr-code.ts)
 * and drawn as SVG with its quiet zone: crisp at any size, printed without
 * any script.
 */
export function DonateQrCode({ className = "" }: { className?: string }) {
  const { size, path } = qrCode(donateAddress);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`QR code: ${donateAddressShown}`}
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** "In aid of …, registered charity no. …" when the content has them, as printed matter should say. */
export function CharityLine({ className = "" }: { className?: string }) {
  return site.charity ? (
    <p className={className}>
      In aid of {site.charity.name}, registered charity no. {site.charity.number}
    </p>
  ) : null;
}

/**
 * A page for the organisers, made to be printed on one A4 sheet: a few words
 * and a Print button on screen, then the sheet, shown as a preview scaled to
 * the screen (its sizes are in cqw, hundredths of the sheet's width). Only the
 * sheet is printed (src/print.css).
 */
export function PrintPage({
  title,
  intro,
  sheetLabel,
  children,
}: {
  /** By the picnic's state: "for the day" only while there is one to come (round 6). */
  title: ByState<string>;
  intro: ByState<string>;
  sheetLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      {/* Opened as every page opens: its title in the pages' ink and on the header's edge
          (review 3, issue 47). */}
      <section className="bg-hero py-12 sm:py-16">
        <div className={container}>
          <h1 className="text-4xl font-bold sm:text-5xl">
            <StateWords copy={title} />
          </h1>
          {/* What the sheet is, in a line, then Print (round 7: the button stood before the
              words saying what it prints); how to print it, folded away. */}
          <StateWords copy={intro} as="p" className="mt-4 max-w-2xl text-lg text-ink-soft" />
          <button
            type="button"
            // window.print needs the page's script: until it runs, the button keeps its place unseen.
            data-print
            className={`${buttonStyles.primary} invisible mt-5`}
          >
            <Printer aria-hidden="true" className="size-5" />
            Print
          </button>
          <details className="group mt-3 max-w-2xl text-ink-soft">
            {/* The site's chevron, as the questions have, not the browser's triangle (review 6). */}
            <summary className="flex w-fit cursor-pointer list-none items-center gap-2 py-2 font-semibold text-rose-ink [&::-webkit-details-marker]:hidden">
              How to Print It
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            {/* The preview a phone shows is a third of the sheet, its small print a few
                pixels: it prints at full size, which it said nowhere (round 11). */}
            <p className="mt-1">
              On A4 paper, portrait, at 100% (actual size, not &ldquo;fit to page&rdquo;): only the
              sheet below is printed, at full size, however small it looks here. Its QR code opens{" "}
              {donateAddressShown}.
            </p>
          </details>
        </div>
      </section>
      {/* The sheet a step below the band, as a page's first section is (round 7: it started
          5 px under it); print.css takes the room away on paper. */}
      <div className="print-frame px-4 pt-8 pb-12 sm:pt-12">
        <article
          aria-label={sheetLabel}
          className="print-sheet @container relative mx-auto aspect-[210/297] w-full max-w-[210mm] overflow-hidden bg-white text-ink shadow-lg ring-1 ring-ink/10"
        >
          {children}
        </article>
      </div>
    </>
  );
}

/**
 * The site's ribbon and name at the font size `className` gives them (in cqw,
 * so they scale with the sheet). The ribbon is the favicon's picture.
 */
export function PrintedLogo({ className }: { className: string }) {
  return (
    <p className={`flex items-center gap-[0.3em] font-serif font-bold text-rose-ink ${className}`}>
      <img src="/favicon.svg" alt="" width="32" height="40" className="h-[1.3em] w-auto" />
      {site.brand}
    </p>
  );
}

/**
 * After the day, once the organisers typed the final total: the sheet's headline, "Thank You",
 * then the total, its figure larger than anything on the sheet but the headline (round 10),
 * the words around it smaller ("Together we raised", "in 2026"). Sizes are the sheet's own:
 * on a table card the headline too, as the card's thanks (round 11: it never said thank you).
 */
export function ThanksAndTotal({
  result,
  when,
  sizes,
  className = "",
}: {
  result: { title: string; line: string };
  when: { "data-when"?: string };
  sizes: { title: string; words: string; figure: string };
  className?: string;
}) {
  const [before = "", ...after] = result.line.split("{raised}");
  return (
    <div {...when} className={`text-center ${className}`}>
      {result.title ? (
        <p className={`font-serif leading-none font-bold text-rose-deep ${sizes.title}`}>
          {words(result.title)}
        </p>
      ) : null}
      <p
        className={`${result.title ? "mt-[1.6cqw]" : ""} leading-tight font-bold text-balance text-sage-ink ${sizes.words}`}
      >
        {/* The space keeps the line's words whole when read as text ("raised £8,135"). */}
        {before.trim() ? <span className="mb-[0.6cqw] block">{words(before.trim())} </span> : null}
        {after.length > 0 ? (
          <>
            <span className={`font-serif leading-none text-ink tabular-nums ${sizes.figure}`}>
              {formatAmount(resultRaised)}
            </span>{" "}
            {words(after.join("{raised}").trim())}
          </>
        ) : null}
      </p>
    </div>
  );
}
