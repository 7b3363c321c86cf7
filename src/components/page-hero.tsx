import type { ReactNode } from "react";
import { wholeWords } from "./whole-words";
import { container } from "./button";

/**
 * The band at the top of every inner page: the page's one h1 and a short lead,
 * on the left like the text below. `aside` (a picture) stands beside them from
 * md, so a wide first screen is not half empty, and under them on a phone,
 * after the page's buttons (decision 028).
 */
export function PageHero({
  title,
  lead,
  children,
  aside,
  asideClassName = "md:w-[min(26rem,40%)]",
  buttons = false,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
  /** The picture's width from md. */
  asideClassName?: string;
  /** It holds the page's Donate Now, which steps aside while the menu's is open (decision 024). */
  buttons?: boolean;
}) {
  const words = (
    <div className="max-w-3xl">
      <h1 className="text-4xl font-bold sm:text-5xl">{wholeWords(title)}</h1>
      {lead ? <p className="mt-4 max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
      {children}
    </div>
  );
  return (
    <section data-hero={buttons ? "" : undefined} className="bg-hero py-12 sm:py-16">
      <div className={container}>
        {aside ? (
          <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between md:gap-10">
            <div className="min-w-0 flex-1">{words}</div>
            <div className={`shrink-0 ${asideClassName}`}>{aside}</div>
          </div>
        ) : (
          words
        )}
      </div>
    </section>
  );
}
