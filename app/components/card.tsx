import type { ReactNode } from "react";

/** A soft white panel on a pink page. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-blush bg-white p-6 shadow-sm ${className}`}>
      {children}
    </div>
  );
}

/** A section's h2 with an optional lead line, centred. */
export function SectionHeading({
  title,
  lead,
  id,
}: {
  title: ReactNode;
  lead?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold text-rose-deep sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-ink-soft">{lead}</p> : null}
    </div>
  );
}
