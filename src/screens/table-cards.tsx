import {
  CharityLine,
  DonateQrCode,
  PrintedLogo,
  PrintPage,
  printPageMeta,
} from "#src/components/print-sheet";
import { printCopy } from "#src/content/print-copy";
import { event } from "#src/content/event";
import { A4, cardBoxes, cropMarks, donateAddressShown } from "#src/lib/print-sheet";

export const meta = printPageMeta({
  title: "Table Cards",
  description: `Four cut-out table cards for the day of ${event.name}, each with a QR code to the donate page. For the organisers to print.`,
  path: "/table-cards",
});

/**
 * Four cards on the sheet, two by two, with 10 mm around each for its cut
 * marks. The grid below lays them out with the same 10 mm, in hundredths of
 * the sheet's width (10 / 2.1 = 4.762cqw); the browser tests check that the
 * cards sit where the marks say.
 */
const marks = cropMarks(cardBoxes({ columns: 2, rows: 2, margin: 10, gutter: 10 }));

export function TableCards() {
  return (
    <PrintPage
      title="Table cards for the day"
      intro="Four cards on one A4 sheet, to cut out along the marks and stand on the picnic tables, each with a QR code that opens the donate page."
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
            strokeWidth="0.2"
          />
        ))}
      </svg>
      <ul className="relative grid h-full grid-cols-2 grid-rows-2 gap-[4.762cqw] p-[4.762cqw]">
        {[1, 2, 3, 4].map((card) => (
          <li
            key={card}
            className="flex flex-col items-center justify-between px-[3cqw] py-[4cqw] text-center"
          >
            <PrintedLogo className="text-[3.4cqw]" />
            <p className="font-serif text-[4.2cqw] leading-tight font-bold text-rose-deep">
              {printCopy.cardLine}
            </p>
            <div>
              <DonateQrCode className="mx-auto w-[30cqw] shrink-0" />
              <p className="text-[2.6cqw] font-semibold">{donateAddressShown}</p>
            </div>
            <CharityLine className="text-[1.7cqw] leading-snug text-ink-soft" />
          </li>
        ))}
      </ul>
    </PrintPage>
  );
}
