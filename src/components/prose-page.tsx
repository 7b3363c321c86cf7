import type { ReactNode } from "react";
import { formatDate } from "#src/lib/format";
import { PageHero } from "./page-hero";
import { container } from "./button";

/**
 * A page of plain reading (privacy, terms): a hero and a readable column. Each
 * heading stands over its text on the left, as every other page's do, and
 * lines stay under about 75 characters at any width. `updated`: the day its
 * words last changed (ISO), said first, as a policy says when it was written.
 */
export function ProsePage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <div
        className={`${container} space-y-4 py-12 text-lg [&_a]:font-semibold [&_a]:text-rose-ink [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&>*]:max-w-2xl [&>p:first-child+h2]:mt-6`}
      >
        <p className="text-base text-ink-soft">
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>.
        </p>
        {children}
      </div>
    </>
  );
}
