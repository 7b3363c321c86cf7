import type { ReactNode } from "react";

/** The band at the top of every inner page: the page's one h1 and a short lead. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-blush to-blush-50 px-4 py-14 text-center sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold text-rose-deep sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-ink-soft sm:text-xl">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
