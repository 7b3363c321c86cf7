import type { ReactNode } from "react";

/**
 * The parts of one line, with "·" between them. On a phone each part after the first
 * starts a line of its own, without the "·"; wider, a line that breaks does so before a
 * "·", never just after it (it is held to the word that follows). `stacked`: a line each
 * at every width (the date, the times and the place above a page's title), the "·" never
 * shown (it stays in the text, so the line reads as one, and is copied as one).
 */
export function Separated({
  parts,
  stacked = false,
  flowing = false,
}: {
  parts: ReactNode[];
  stacked?: boolean;
  /**
   * One line at every width, each part kept whole where it fits and the "·" held to the
   * part after it (on the day: "Today, … · 11:00 AM - 5:00 PM · <venue>", review 4).
   */
  flowing?: boolean;
}) {
  const [first, ...rest] = parts;
  // The last part (the place) starts its own line, without its "·", at every width: in
  // a column narrower than the whole line it was left to wrap, "·" first (round 6).
  if (flowing)
    return (
      <>
        <span className="inline-block">{first}</span>
        {rest.map((part, index) => (
          <span key={index} className={index === rest.length - 1 ? "block" : undefined}>
            {" "}
            <span className="inline-block">
              <span className={index === rest.length - 1 ? "hidden" : undefined}>·{"\u00a0"}</span>
              {part}
            </span>
          </span>
        ))}
      </>
    );
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <span key={index} className={stacked ? "block" : "max-sm:block"}>
          {" "}
          <span className={stacked ? "hidden" : "max-sm:hidden"}>·{"\u00a0"}</span>
          {part}
        </span>
      ))}
    </>
  );
}
