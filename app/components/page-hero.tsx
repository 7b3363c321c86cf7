import type { ReactNode } from "react";
import { container } from "./button";

/** The band at the top of every inner page: the page's one h1 and a short lead, on the left like the text below. */
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
    <section className="bg-hero py-12 sm:py-16">
      <div className={container}>
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-4 text-lg text-ink-soft sm:text-xl">{lead}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
