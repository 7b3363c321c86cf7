import type { ReactNode } from "react";

/**
 * The parts of one line, with "·" between them. On a phone each part after the first
 * starts a line of its own, without the "·"; wider, a line that breaks does so before a
 * "·", never just after it (it is held to the word that follows).
 */
export function Separated({ parts }: { parts: ReactNode[] }) {
  const [first, ...rest] = parts;
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <span key={index} className="max-sm:block">
          {" "}
          <span className="max-sm:hidden">·{"\u00a0"}</span>
          {part}
        </span>
      ))}
    </>
  );
}
