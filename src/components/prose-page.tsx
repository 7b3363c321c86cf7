import type { ReactNode } from "react";
import { PageHero } from "./page-hero";
import { container } from "./button";

/**
 * A page of plain reading (privacy, terms): a hero and a readable column. Each
 * heading stands over its text on the left, as every other page's do, and
 * lines stay under about 75 characters at any width.
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
        className={`${container} space-y-4 py-12 text-lg leading-relaxed [&_a]:font-semibold [&_a]:text-rose-ink [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&>*]:max-w-2xl [&>h2:first-child]:mt-0`}
      >
        {children}
      </div>
    </>
  );
}
