import {
  CharityLine,
  DonateQrCode,
  PrintedLogo,
  PrintPage,
  printPageLinks,
  printPageMeta,
} from "~/components/print-sheet";
import { posterWhenCopy, printCopy } from "~/content/print-copy";
import { event } from "~/content/event";
import { site } from "~/content/site";
import { words } from "~/lib/event-words";
import { donateAddressShown } from "~/lib/print-sheet";
import { variants } from "~/lib/use-event-state";

export const links = printPageLinks;

export function meta() {
  return printPageMeta({
    title: "Poster",
    description: `An A4 poster for the day of ${event.name}, with a QR code to the donate page. For the organisers to print.`,
    path: "/poster",
  });
}

export default function Poster() {
  return (
    <PrintPage
      title="Poster for the day"
      intro="An A4 poster for the gates, the tables and the raffle stall: the picnic, when and where, and a QR code that opens the donate page."
      sheetLabel="The poster"
    >
      <div className="flex h-full flex-col items-center px-[8cqw] py-[7cqw] text-center">
        <PrintedLogo className="text-[4.5cqw]" />
        <p className="mt-[4cqw] text-[3cqw] font-semibold tracking-[0.12em] text-rose-ink uppercase">
          A picnic in memory of {site.honoree}
        </p>
        <h2 className="mt-[1.5cqw] text-[7.5cqw] leading-[1.1] font-bold text-rose-deep">
          {event.name}
        </h2>
        {/* Each state's lines, the others hidden before the first paint (decision 006). */}
        {variants(posterWhenCopy).map(({ value, key, when }) => (
          <div
            key={key}
            {...when}
            className="mt-[3.5cqw] text-[4.1cqw] leading-snug font-semibold text-balance"
          >
            {value.map((line) => (
              <p key={line}>{words(line)}</p>
            ))}
          </div>
        ))}
        <p className="mt-[1.5cqw] text-[3cqw] leading-snug text-ink-soft">
          {event.venue.name}, {event.venue.locality}, {event.venue.region}
        </p>
        <p className="mt-auto pt-[3cqw] font-serif text-[4.6cqw] leading-tight font-bold text-rose-deep">
          {printCopy.posterAsk}
        </p>
        <DonateQrCode className="mt-[1.5cqw] w-[44cqw] shrink-0" />
        <p className="text-[3.6cqw] font-semibold">{donateAddressShown}</p>
        <CharityLine className="mt-[4cqw] text-[2.3cqw] text-ink-soft" />
      </div>
    </PrintPage>
  );
}
