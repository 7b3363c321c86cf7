import type { Action, ByState } from "#src/content/event-copy";
import { words } from "#src/lib/event-words";
import { variants } from "#src/lib/shown-by-state";
import { buttonStyles } from "./button";
import { askBand, container } from "./button";
import { EventActions } from "./event-action";
import { StateWords } from "./state-words";
import { wholeWords } from "./whole-words";

/**
 * The rose band that ends the home and event pages, worded for each state.
 * One heading whose words change by state: hidden words are left out of its
 * accessible name, which labels the section. From 768px its words and buttons
 * stand centred at a reading measure (`askBand`): on the left they left most
 * of a wide band as empty colour (review 6).
 */
export function CallToAction({
  id,
  copy,
}: {
  id: string;
  copy: ByState<{ title: string; text: string; actions: Action[] }>;
}) {
  return (
    <section aria-labelledby={id} className="bg-rose-ink py-12 text-white sm:py-20">
      <div className={`${container} ${askBand}`}>
        <h2 id={id} className="text-3xl font-bold sm:text-4xl">
          <StateWords copy={copy} pick={(value) => value.title} />
        </h2>
        {variants(copy, (value) => value.text).map(({ value, key, when }) => (
          <p key={key} {...when} className="mt-4 text-lg text-blush-100">
            {/* A hyphenated word ("triple-negative") kept on one line (review 3). */}
            {wholeWords(words(value))}
          </p>
        ))}
        <EventActions
          copy={copy}
          styles={[buttonStyles.onDark, buttonStyles.outlineOnDark]}
          onDark
          className="mt-8 grid gap-3 sm:flex sm:flex-wrap md:justify-center"
        />
      </div>
    </section>
  );
}
