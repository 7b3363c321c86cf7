import { Fragment } from "react";
import {
  CharityLine,
  DonateQrCode,
  PrintedLogo,
  PrintPage,
  printPageMeta,
  ThanksAndTotal,
} from "#src/components/print-sheet";
import { heroWelcome } from "#src/content/event-copy";
import {
  posterWhenCopy,
  printCopy,
  printIntros,
  printTitles,
  sheetsResult,
} from "#src/content/print-copy";
import { event } from "#src/content/event";
import { site } from "#src/content/site";
import { words } from "#src/lib/event-words";
import {
  donateAddressShown,
  fitted,
  posterTitleBox,
  posterTitleSizes,
  posterVenueBox,
  posterVenueSizes,
  posterHighlights,
  posterWelcomeSizes,
} from "#src/lib/print-sheet";
import { shownIn, variants } from "#src/lib/shown-by-state";

/** After the day, the thanks and the final total (null without one): a const of this module, so callbacks see it narrowed. */
const afterResult = sheetsResult;

export const meta = printPageMeta({
  title: "Poster",
  description: `An A4 poster for the day of ${event.name}, with a QR code to the donate page. For the organisers to print.`,
  path: "/poster",
});

/** The picnic's name at the size it fits its box (src/lib/print-sheet.ts). */
const title = fitted(event.name, posterTitleBox, posterTitleSizes);
/** The venue's name at the size it fits its line or two. */
const venue = fitted(event.venue.name, posterVenueBox, posterVenueSizes);
/** The welcome at the size it fits one line. */
const welcome = fitted(heroWelcome ?? "", posterVenueBox, posterWelcomeSizes);

/**
 * The cause's name kept in phrases (issue 47): its last two words together ("breast
 * cancer", never "breast" then "cancer" on a line of its own), as a non-breaking space.
 */
const causePhrase = site.cause.name.replace(/ (\S+)$/, "\u00a0$1");

/**
 * The poster's second line with its last three words held together, so a short phrase
 * never stands alone on a line ("Thank you to / everyone who came", never "Thank you to
 * everyone / who came": round 7). A line of three words or fewer is left as it is.
 */
const lastWordsHeld = (line: string) => {
  const parts = line.split(" ");
  return parts.length > 3
    ? `${parts.slice(0, -3).join(" ")} ${parts.slice(-3).join("\u00a0")}`
    : line;
};

/** `text` with each hyphenated word kept on one line ("triple-negative", never "triple-" then "negative"). */
function wholeWords(text: string) {
  return text
    .replace(site.cause.name, causePhrase)
    .split(/(\S+-\S+)/)
    .map((part, index) =>
      index % 2 ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
}

/** "example.org/donate", breakable after the host. */
const [host, path] = [
  donateAddressShown.slice(0, donateAddressShown.lastIndexOf("/")),
  donateAddressShown.slice(donateAddressShown.lastIndexOf("/") + 1),
];

/** After the day: the poster's second line, its thanks, stands on its own below the place. */
const thanksLast = (key: string) =>
  key.split(" ").some((state) => state === "after" || state === "past");

/** The QR code's width after the day, under the thanks and the total. Whole class names, for Tailwind. */
const afterQr = "[:root[data-event=after]_&]:w-[34cqw] [:root[data-event=past]_&]:w-[34cqw]";

/** Where the welcome shows: before the picnic and on the day, never once plans change. */
const welcomeWhen = shownIn(["upcoming", "today"]);

/**
 * What is on, for the band above the QR code (issue 40): the schedule's longest
 * items between the gates opening and closing (the time line says those), in
 * its words (content/event.json), as many as fit its one line.
 */
const highlights = posterHighlights(event.schedule, 1);

export function Poster() {
  return (
    <PrintPage title={printTitles.poster} intro={printIntros.poster} sheetLabel="The poster">
      {/* Read from across a lawn: the picnic's name (the largest words) and artwork in a
          colour band, the date and time next, where, the welcome, and the ask beside the QR
          code (decisions 025 and 027). */}
      {/* No bleed: a home printer leaves white edges, so the colour band sits inside a
          white margin of 6.3 mm (3% of the sheet; a home printer leaves 3 to 5 mm), rounded, and never needs to reach the
          paper's edge (issue 40). */}
      <div className="flex h-full flex-col p-[3cqw] text-center">
        {/* White, framed in the ribbon's colour: a band of solid colour cost a home printer a
            third of a sheet of ink (issue 47). The name once: the brand beside the ribbon only
            where the picnic's name does not say it. */}
        <div className="flex shrink-0 items-center gap-[4cqw] rounded-[2.5cqw] border-[0.8cqw] border-ribbon px-[4cqw] pt-[1.6cqw] pb-[3.2cqw] text-left text-rose-deep">
          <div className="min-w-0 flex-1">
            {event.name.includes(site.brand) ? (
              <img src="/favicon.svg" alt="" width="32" height="40" className="h-[6cqw] w-auto" />
            ) : (
              <PrintedLogo className="text-[4cqw]" />
            )}
            {/* Balanced, so her name never stands alone on a line. */}
            <p className="mt-[1.5cqw] text-[3.4cqw] leading-tight font-semibold tracking-[0.1em] text-balance text-sage-ink uppercase">
              A picnic in memory of {site.honoree}
            </p>
            {/* The largest words on the sheet, at the size the picnic's name fits its box. */}
            <h2 className={`mt-[1cqw] leading-none font-bold ${title.className}`}>{event.name}</h2>
          </div>
          {/* The picnic's artwork, whole (nothing of it outside the sheet), its pinks the
              ribbon's (currentColor): not the band's white, which printed them white. */}
          <svg
            viewBox="0 0 480 360"
            aria-hidden="true"
            focusable="false"
            className="w-[32cqw] shrink-0 rounded-[2cqw] bg-blush-50 text-ribbon"
          >
            <use href="/images/art/places.svg#hero" width="480" height="360" />
            <use href="/images/art/places.svg#bunting" width="480" height="64" />
          </svg>
        </div>
        <div className="flex flex-1 flex-col items-center px-[3cqw] pt-[2cqw]">
          {/* After the day, with the final total: the sheet's headline, "Thank You", and the
              total under it, both larger than the picnic's name; when and where it was follow,
              smaller (round 10: "Took place on …" outranked the thanks). */}
          {afterResult
            ? variants(posterWhenCopy)
                .filter(({ key }) => thanksLast(key))
                .map(({ key, when }) => (
                  <ThanksAndTotal
                    key={key}
                    result={afterResult}
                    when={when}
                    sizes={{
                      title: "text-[10cqw]",
                      words: "text-[4cqw]",
                      figure: "text-[9cqw]",
                    }}
                  />
                ))
            : null}
          {/* Each state's lines, the others hidden before the first paint (decision 006). */}
          {/* When and where in the site's own face (Lora, self-hosted and preloaded), as the
              name is: in the system's body face a print looked different from each computer
              (round 10). */}
          {/* Once it is over, its longer lines ("Took place on …") a size smaller; under the
              thanks and the total, one quiet line in the place's grey, with room above it:
              the thanks and the total are the sheet's message (round 11: set as large as a
              headline, the date muddled the hierarchy). */}
          {variants(posterWhenCopy).map(({ value, key, when }) => (
            <div
              key={key}
              {...when}
              className={`font-serif leading-[1.12] text-balance [&>p+p]:mt-[1cqw] ${!thanksLast(key) ? "font-bold text-rose-deep [&>p+p]:text-[5.6cqw] [&>p:first-child]:text-[6.8cqw]" : afterResult ? "mt-[3cqw] text-[4cqw] font-semibold text-ink-soft" : "font-bold text-rose-deep [&>p+p]:text-[5cqw] [&>p:first-child]:text-[6cqw]"}`}
            >
              {(thanksLast(key) ? value.slice(0, 1) : value).map((line, index) => (
                <p key={line}>{index === 0 ? words(line) : lastWordsHeld(words(line))}</p>
              ))}
            </div>
          ))}
          {/* Where, read from three metres too: the venue's name at 5.1% of the sheet's
              width (over 30 pt on A4), a longer one smaller, and the town and county
              under it (decisions 025 and 027). */}
          <p
            className={`mt-[1.5cqw] font-serif leading-[1.15] font-bold text-balance text-ink ${venue.className}`}
          >
            {event.venue.name}
          </p>
          <p className="mt-[0.4cqw] font-serif text-[3.6cqw] leading-snug font-bold text-ink-soft">
            {event.venue.locality}, {event.venue.region}
          </p>
          {/* Before the picnic and on the day, the welcome the home page gives, between
              where and the QR code. */}
          {heroWelcome && welcomeWhen ? (
            <p
              {...welcomeWhen}
              className={`mt-auto pt-[1.2cqw] leading-[1.15] font-bold text-balance text-sage-ink ${welcome.className}`}
            >
              {heroWelcome}
            </p>
          ) : null}
          {/* After the day, the thanks where the welcome stood: the date and the place read as
              one block, and no gap is left where "Free entry" was (round 7). */}
          {variants(posterWhenCopy)
            .filter(({ key }) => thanksLast(key) && !afterResult)
            .map(({ value: [, thanks], key, when }) => (
              <p
                key={key}
                {...when}
                className="mt-auto pt-[1.2cqw] text-[5cqw] leading-[1.15] font-bold text-balance text-sage-ink"
              >
                {lastWordsHeld(words(thanks))}
              </p>
            ))}
          {/* What is on, before the picnic and on the day: the band above the QR code, one
              line between hairlines. Never under 13 px (its label 11 px) on a screen: the
              preview a phone shows, a third of the sheet's width, set it in 8 px (round 9);
              printed, or on a wide screen, the sheet's own share is larger and stands. */}
          {highlights.length > 0 && welcomeWhen ? (
            <p
              {...welcomeWhen}
              className="mt-auto w-full border-y-[0.3cqw] border-rose-ink/25 py-[1cqw] text-[max(2.4cqw,0.8125rem)] leading-snug font-semibold text-ink"
            >
              <span className="mr-[1cqw] text-[max(2.1cqw,0.6875rem)] font-bold tracking-[0.1em] text-sage-ink uppercase">
                What&rsquo;s on
              </span>
              {/* Each dot with the item before it, as a comma is: with the item after it a line
                  began "· Fundraising Raffle" (round 11); alone it hung at a line's end (round 10). */}
              {highlights.map((item, index) => (
                <Fragment key={`${item.time} ${item.title}`}>
                  {index > 0 ? " " : null}
                  <span className="whitespace-nowrap">
                    {item.title}
                    {index < highlights.length - 1 ? (
                      <span className="text-rose-ink">&nbsp;·</span>
                    ) : null}
                  </span>
                </Fragment>
              ))}
            </p>
          ) : null}
          <div className="mt-auto flex w-full items-center gap-[4cqw] pt-[1.2cqw] text-left">
            <div className="min-w-0 flex-1">
              <p className="font-serif text-[5cqw] leading-[1.15] font-bold text-balance text-rose-deep">
                {wholeWords(printCopy.posterAsk)}
              </p>
              {/* A longer address breaks after its host, and anywhere rather than stick out. */}
              <p className="mt-[2cqw] text-[2.8cqw] font-semibold [overflow-wrap:anywhere]">
                {host}/<wbr />
                {path}
              </p>
            </div>
            {/* Smaller in a phone's preview (a sheet under 24rem wide), where What's On takes
                two lines at its least size; printed, or wide, the sheet's 39%. After the day,
                with the thanks and the total over it, smaller still: over 55 mm across, the
                sheet's ask now its second message (round 10). */}
            <DonateQrCode
              className={`w-[39cqw] shrink-0 @max-sm:w-[32cqw] ${afterResult ? afterQr : ""}`}
            />
          </div>
          <CharityLine className="mt-[1cqw] text-[2.3cqw] text-ink-soft" />
        </div>
      </div>
    </PrintPage>
  );
}
