import type { ReactNode } from "react";
import { PageHero } from "./page-hero";
import { container } from "./button";

/**
 * A page of plain reading (privacy, terms): a hero and a readable column. On a
 * wide screen each heading stands in a column of its own, left of its text, so
 * the page uses the width while lines stay under about 75 characters.
 */
export function ProsePage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <div
        className={`${container} space-y-4 py-12 text-lg leading-relaxed lg:grid lg:grid-cols-[16rem_minmax(0,42rem)] lg:space-y-0 lg:gap-x-12 lg:gap-y-4 [&_a]:font-semibold [&_a]:text-rose-ink [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&>*]:max-w-3xl lg:[&>*]:col-start-2 lg:[&>h2]:col-start-1 lg:[&>h2]:text-right lg:[&>h2+*]:mt-10 [&>h2:first-child]:mt-0 lg:[&>h2:first-child+*]:mt-0`}
      >
        {children}
      </div>
    </>
  );
}
