import type { ReactNode } from "react";
import type { ByState } from "#src/content/event-copy";
import { variants } from "#src/lib/shown-by-state";

type Picked<T> = T extends string
  ? { copy: ByState<T>; pick?: (value: T) => string }
  : { copy: ByState<T>; pick: (value: T) => string };

/**
 * Words that read differently by the picnic's state: one element for each
 * distinct wording of the states this build can be in, each shown by CSS in
 * its own states only, so the page is right from its first paint (decision 006).
 * `pick` chooses the words from a state's copy when it holds more than words.
 */
export function StateWords<T>({
  copy,
  pick,
  render,
  as: Tag = "span",
  className,
}: Picked<T> & {
  as?: "span" | "p";
  className?: string;
  /** How the words are set, where they need more than text (`wholeWords`). */
  render?: (words: string) => ReactNode;
}) {
  return (
    <>
      {variants<T, string>(copy, pick).map(({ value, key, when }) => (
        <Tag key={key} {...when} className={className}>
          {render ? render(value) : value}
        </Tag>
      ))}
    </>
  );
}
