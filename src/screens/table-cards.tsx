import {
  CharityLine,
  DonateQrCode,
  PrintPage,
  printPageMeta,
  ThanksAndTotal,
} from "#src/components/print-sheet";
import { giving } from "#src/content/giving";
import {
  posterWhenCopy,
  printCopy,
  printIntros,
  printTitles,
  sheetsResult,
} from "#src/content/print-copy";
import { words } from "#src/lib/event-words";
import { shownIn, variants } from "#src/lib/shown-by-state";
import { event } from "#src/content/event";
import { A4, cardBoxes, cropMarks, donateAddressShown } from "#src/lib/print-sheet";

/** After the day, the thanks and the final total (null without one): a const of this module, so callbacks see it narrowed. */
const afterResult = sheetsResult;

export const meta = printPageMeta({
  title: "Table Cards",
  description: `Two fold-over table cards for the day of ${event.name}, each with a QR code to the donate page on both sides. For the organisers to print.`,
  path: "/table-cards",
});

/**
 * Two tents on the sheet, side by side, with 10 mm around each for its cut
 * marks: each is one card printed twice, the top one upside down, folded along
 * the dashed line between them, so it stands on a table and reads the same
 * from both sides (issue 40). The grid below lays them out with the same 10 mm,
 * in hundredths of the sheet's width (10 / 2.1 = 4.762cqw); the browser tests
 * check that the tents sit where the marks say.
 */
const tentBoxes = cardBoxes({ columns: 2, rows: 1, margin: 10, gutter: 10 });
/**
 * Corner marks that read as corners: close to each corner (0.5 mm), 3 mm long, so the two
 * at a corner make an L; short and apart, they read as typed dashes (review 4). In the
 * 10 mm gutter two cards' marks keep 3 mm between them: 4 mm long, they met (round 6).
 */
const marks = cropMarks(tentBoxes, { offset: 0.5, length: 3 });
/**
 * The fold across each tent, halfway down: dashed, inside the card, as the page's intro
 * says ("fold it along the dashed line"). No "fold" beside it: at a size a printer keeps
 * legible it would reach into the few millimetres at the paper's edge a home printer
 * leaves blank, and smaller it read as a speck (round 6).
 */
const folds = tentBoxes.map(({ x, y, width, height }) => ({
  x1: x,
  y1: y + height / 2,
  x2: x + width,
  y2: y + height / 2,
}));

/** States after the day, the cards' thanks then. */
const isAfter = (key: string) =>
  key.split(" ").some((state) => state === "after" || state === "past");

/** After the day, under the thanks and the total, a smaller code (36 mm). Whole class names, for Tailwind. */
const afterQr = "[:root[data-event=after]_&]:w-[17cqw] [:root[data-event=past]_&]:w-[17cqw]";

/**
 * Where the picnic's name heads a card: in every state but after the day with the final
 * total, when "Thank You" stands in its place (round 11: the card never said thank you,
 * and a line more than the card holds was one style too many, round 10).
 */
const nameWhen = afterResult ? shownIn(["upcoming", "today", "postponed", "cancelled"]) : {};

/**
 * One side of a tent (issue 47): the picnic's name and its day, the ribbon's colour
 * along its foot (a thin edge at the table on both sides, not a block of ink), the line, the QR code and its address,
 * what Gift Aid adds, and the charity.
 */
function CardFace({ upsideDown = false }: { upsideDown?: boolean }) {
  return (
    <div
      data-face={upsideDown ? "back" : "front"}
      // The ribbon's bar 2.5 mm (1.2% of the sheet) inside the cut on each side: on the cut
      // line, a cut a little off left a sliver of pink or of white (round 11).
      className={`relative flex min-h-0 flex-col items-center justify-between px-[3cqw] pt-[2.5cqw] pb-[3.6cqw] text-center after:absolute after:inset-x-[1.2cqw] after:bottom-[1.2cqw] after:border-t-[1cqw] after:border-ribbon ${upsideDown ? "rotate-180" : ""}`}
    >
      <div>
        {nameWhen ? (
          <p
            {...nameWhen}
            className="font-serif text-[3cqw] leading-tight font-bold text-balance text-rose-ink"
          >
            {event.name}
          </p>
        ) : null}
        {/* The day, or once it is over or plans have changed, what the poster says instead;
            after the day, with the final total, its thanks and year in its place (round 10:
            the card had no room for both). */}
        {variants(posterWhenCopy, ([headline]) => headline)
          .filter(({ key }) => !(afterResult && isAfter(key)))
          .map(({ value, key, when }) => (
            <p
              key={key}
              {...when}
              className="mt-[0.4cqw] text-[2.2cqw] font-semibold text-sage-ink"
            >
              {words(value)}
            </p>
          ))}
        {/* After the day, the poster's thanks on every card too (round 7: the cards had none);
            with the final total, "Thank You" in the name's place and the total under it,
            larger than the card's ask, with room before it (round 11: the card never said
            thank you, and its total stood against the ask). */}
        {variants(posterWhenCopy)
          .filter(({ key }) => isAfter(key))
          .map(({ value: [, thanks], key, when }) =>
            afterResult ? (
              <ThanksAndTotal
                key={key}
                result={afterResult}
                when={when}
                sizes={{ title: "text-[3.6cqw]", words: "text-[2.2cqw]", figure: "text-[5.4cqw]" }}
                className="mb-[3.2cqw]"
              />
            ) : (
              <p
                key={key}
                {...when}
                className="mt-[0.4cqw] text-[2cqw] leading-tight font-semibold text-balance text-rose-deep"
              >
                {words(thanks)}
              </p>
            ),
          )}
      </div>
      <p className="font-serif text-[3.4cqw] leading-tight font-bold text-balance text-rose-deep">
        {printCopy.cardLine}
      </p>
      <div>
        <DonateQrCode className={`mx-auto w-[20cqw] shrink-0 ${afterResult ? afterQr : ""}`} />
        <p className="text-[2.6cqw] font-semibold">{donateAddressShown}</p>
      </div>
      <div className="grid gap-[0.4cqw]">
        <p className="text-[2cqw] font-semibold text-sage-ink">
          UK taxpayer? Gift Aid adds {giving.giftAidPercent}% at no cost to you.
        </p>
        <CharityLine className="text-[1.7cqw] leading-snug text-ink-soft" />
      </div>
    </div>
  );
}

export function TableCards() {
  return (
    <PrintPage
      title={printTitles.tableCards}
      intro={printIntros.tableCards}
      sheetLabel="The table cards"
    >
      <svg
        viewBox={`0 0 ${A4.width} ${A4.height}`}
        aria-hidden="true"
        className="absolute inset-0 size-full"
      >
        {marks.map((line) => (
          <line
            key={`${line.x1} ${line.y1} ${line.x2} ${line.y2}`}
            {...line}
            stroke="#000"
            strokeWidth="0.3"
          />
        ))}
        {folds.map((line) => (
          <line
            key={`fold ${line.x1}`}
            data-fold
            {...line}
            stroke="#6b7280"
            strokeWidth="0.3"
            strokeDasharray="2 1.5"
          />
        ))}
      </svg>
      <ul className="relative grid h-full grid-cols-2 gap-[4.762cqw] p-[4.762cqw]">
        {tentBoxes.map((box) => (
          <li key={box.x} className="grid grid-rows-2">
            <CardFace upsideDown />
            <CardFace />
          </li>
        ))}
      </ul>
    </PrintPage>
  );
}
