import type { ReactNode } from "react";

/**
 * The parts of one line, with "·" between them. On a phone each part after the first
 * starts a line of its own, without the "·"; wider, a line that breaks does so before a
 * "·", never just after it (it is held to the word that follows). `stacked`: a line each
 * at every width (the date, the times and the place above a page's title), the "·" never
 * shown (it stays in the text, so the line reads as one, and is copied as one).
 */
export function Separated({ parts, stacked = false }: { parts: ReactNode[]; stacked?: boolean }) {
  const [first, ...rest] = parts;
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
