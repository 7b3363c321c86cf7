// The words on the pages, as valibot schemas: one file of content/words/ per
// page (the editor's "Words on the pages"), each checked by the build
// (validate.ts) and read by its module (copy.ts, home-copy.ts, event-copy.ts,
// donate-copy.ts, print-copy.ts), whose types come from here. Where a button
// goes, which buttons a state shows, the aria labels and the form's messages
// are the code's, not here (decision 029).
//
// Words in {braces} are filled in when the site is built from the field they
// name ({brand}, {venue}…: placeholders.ts), in any of these words; the ones
// the page fills in as it is shown ({date}, {open}, {raised}…) only where
// that page fills them: each field lists its own (`filledByPage`), and the
// content check refuses any other.
import * as v from "valibot";
import type { EventState } from "../lib/event-state";
import {
  eventPagePlaceholders,
  GivingSchema,
  paragraph,
  text,
  withPlaceholders,
} from "./schema.ts";

/** What each placeholder a page fills in as it is shown stands for, for the editor's hints. */
export const pagePlaceholderFields = {
  date: "the picnic's date",
  previousDate: "the date a postponed picnic moved from",
  dayHeld: "the day and month it was held",
  shortDate: "the picnic's day and month, short (16 June)",
  year: "the picnic's year",
  open: "the time the gates open",
  close: "the time the gates close",
  raised: "the amount raised (Raised so far)",
  target: "the target (Raised so far)",
  percent: "the share of the target raised",
  supporters: "how many people have given",
  asOf: "the day the figures were copied",
  charity: "the charity whose page counts the figures (Names and addresses)",
  days: "the days left until the picnic",
  title: "the title of the schedule's item",
  time: "the time of the schedule's next item",
  amount: "the amount the visitor has chosen",
  withGiftAid: "that amount with Gift Aid added",
  increase: "how much more the year's final total is than the picnic before's",
  lastYear: "the year of the picnic before (Who organises it: past years)",
} satisfies Record<string, string>;
export type PagePlaceholder = keyof typeof pagePlaceholderFields;

/** Words the page fills in at run time: `names`, beside the placeholders of placeholders.ts. */
const filledByPage = (names: readonly PagePlaceholder[]) =>
  v.metadata<string, { placeholders: true; filledByPage: readonly PagePlaceholder[] }>({
    placeholders: true,
    filledByPage: names,
  });

/** What the event's words fill in (src/lib/event-words.ts, `words`). */
const EVENT: readonly PagePlaceholder[] = eventPagePlaceholders;

const words = v.pipe(text, withPlaceholders);
const paragraphWords = v.pipe(paragraph, withPlaceholders);
const eventWords = v.pipe(text, filledByPage(EVENT));
const eventParagraph = v.pipe(paragraph, filledByPage(EVENT));
/** An event line that may be left empty: the editor saves an emptied field as "", read as left out. */
const optionalEventLine = v.pipe(
  v.string("must be words in quotes"),
  v.trim(),
  filledByPage(EVENT),
);

/** A line of the home page that may be left empty, for the home page's own words (home.json). */
const homeLine = v.optional(
  v.pipe(v.string("must be words in quotes"), v.trim(), withPlaceholders),
  "",
);

/** The states of the picnic's year, as the editor names them (src/lib/event-state.ts). */
const states: Record<EventState, [title: string, description: string]> = {
  upcoming: ["Before the day", "While the date is ahead."],
  today: ["On the day", "The day itself, until the gates close."],
  after: ["That evening", "The day of the picnic, once the gates have closed."],
  past: ["After the picnic", "From the next morning until next year's date is set."],
  postponed: ["Postponed", "The picnic is postponed and no new date is known yet."],
  cancelled: ["Cancelled", "The picnic is cancelled."],
};

/** Words for each state of the picnic's year: the same schema six times, each titled by its state. */
function byState<T extends v.GenericSchema>(schema: T) {
  const state = (name: EventState) =>
    v.pipe(schema, v.title(states[name][0]), v.description(states[name][1]));
  return v.object({
    upcoming: state("upcoming"),
    today: state("today"),
    after: state("after"),
    past: state("past"),
    postponed: state("postponed"),
    cancelled: state("cancelled"),
  });
}

/** Two lines, the second of which may be left empty. */
const twoLines = (first: v.GenericSchema<string>, second: v.GenericSchema<string>) =>
  v.object({ headline: first, detail: v.optional(second, "") });
const lineIn = (names: readonly PagePlaceholder[]) => v.pipe(text, filledByPage(names));
const optionalLineIn = (names: readonly PagePlaceholder[]) =>
  v.pipe(v.string("must be words in quotes"), v.trim(), filledByPage(names));

/** An optional line: left empty, it is not shown. */
const optionalWords = (description: string, widget: "string" | "text" = "string") =>
  v.optional(
    v.pipe(
      v.string("must be words in quotes"),
      v.trim(),
      withPlaceholders,
      v.metadata({ widget }),
      v.description(description),
    ),
    "",
  );

/** content/words/about.json: the About page. */
const AboutWordsSchema = v.object({
  aboutCopy: v.pipe(
    v.object({
      heroTitle: words,
      heroLead: words,
      storyTitle: words,
      galleryTitle: v.pipe(
        words,
        v.description("Over the photos of past picnics, when there are any."),
      ),
      story: v.pipe(
        v.array(paragraphWords),
        v.minLength(1, "needs at least one paragraph"),
        v.description(
          "Her story, a paragraph each, in your own words (the home page has a short version).",
        ),
      ),
      factsTitle: words,
      factsLead: v.pipe(
        paragraphWords,
        v.description("The cause: what it is, before the figures."),
      ),
      facts: v.pipe(
        v.array(v.pipe(v.object({ figure: text, text: words }), v.title("Fact"))),
        v.description(
          "Each a sentence whose first words (a share, an age, or a few words) are set in bold, the rest of the sentence following on the same line. The bold words alone must not read as good news.",
        ),
      ),
      factsSource: optionalWords(
        "Where the facts come from, said once under them (the charities or health service that publish them).",
      ),
      treatmentTitle: words,
      treatment: v.array(v.pipe(words, v.title("Treatment"))),
      missionTitle: words,
      mission: v.array(v.pipe(v.object({ title: words, text: paragraphWords }), v.title("Aim"))),
      involvedTitle: words,
      volunteer: optionalWords(
        'Get Involved\'s Volunteer card while the picnic is ahead and on its day: what helpers do. Leave it empty for "Help set up, run a stall or welcome guests on the day."',
      ),
      eventLink: v.optional(
        v.pipe(
          v.string("must be words in quotes"),
          v.trim(),
          filledByPage(["date", "shortDate"]),
          v.metadata({ widget: "string" }),
          v.description(
            'The button at the foot of the page, to the event page, while the picnic is ahead and on its day, e.g. "Come to the Picnic on {shortDate}" ({shortDate} is filled in: 16 June). After the day it says the home page\'s "See How the Day Went". Leave it empty for "View Event Details".',
          ),
        ),
        "",
      ),
      eventLinkToday: optionalWords(
        'The same button on the day itself, e.g. "Come Along Today": the event page then opens with the day\'s card and Get Directions. Leave it empty for the words before the day.',
      ),
      volunteerAfter: optionalWords(
        "The same once the picnic is over (or cancelled), when there is no day to help on: next year's, say. Leave it empty for \"Help set up, run a stall or welcome guests at next year's picnic.\"",
      ),
    }),
    v.title("The About page"),
  ),
});
export type AboutWords = v.InferOutput<typeof AboutWordsSchema>;

/** The pictures an item of the home page's lists may have (src/components/picnic-items.tsx draws them). */
export const itemIcons = [
  "basket",
  "food",
  "music",
  "games",
  "shop",
  "dog",
  "rain",
  "people",
  "raffle",
  "heart",
] as const;

/** An item of what to expect, or of how the day went: a picture, a few words and a line. */
const listItem = v.pipe(
  v.object({
    icon: v.pipe(
      v.picklist(itemIcons, `must be one of ${itemIcons.join(", ")}`),
      v.description("The picture beside it."),
    ),
    title: words,
    text: paragraphWords,
  }),
  v.title("Item"),
);
const items = (description: string) =>
  v.pipe(
    v.array(listItem),
    v.minLength(1, "needs at least one item"),
    v.maxLength(6, "must have at most six items: a few, read at a glance"),
    v.description(description),
  );

/** content/words/home.json: the home page, apart from the words by the picnic's state (event.json). */
const HomeWordsSchema = v.object({
  homeCopy: v.pipe(
    v.object({
      heroTitle: words,
      journeyTitle: words,
      journey: v.pipe(
        paragraphWords,
        v.description(
          "The home page's short version of her story, under her picture (about 25 words: three lines on a phone); the whole story is on the About page.",
        ),
      ),
      journeyQuote: v.pipe(
        paragraphWords,
        v.description("Words of her friends or family, beside her story on the About page."),
      ),
      journeyQuoteBy: words,
      journeyLink: words,
      portraitCaption: v.pipe(
        homeLine,
        v.description(
          'Under her picture beside her story on the home page: her name, and her years if you wish. Leave it empty for "In loving memory of" and her name.',
        ),
      ),
      cardsTitle: v.pipe(
        homeLine,
        v.description(
          "Over the three cards (the cause, the mission, how to help). Leave it empty for none.",
        ),
      ),
      cards: v.pipe(
        v.array(v.pipe(v.object({ title: words, text: paragraphWords }), v.title("Card"))),
        v.length(
          3,
          "needs three cards: the cause and the mission (to the About page), and how to help (to Donate)",
        ),
        v.description(
          "Three cards: the cause and the mission, which link to the About page, and how to help, which links to Donate.",
        ),
      ),
      expectTitle: v.pipe(
        words,
        v.description(
          "The home page's heading over its way to the event page, before the picnic and on the day.",
        ),
      ),
      expect: items(
        "What to expect, a few items, on the home page before the picnic and on the day, over its View Event Details (the event page lists what to bring: The picnic, Getting there).",
      ),
      recapTitle: v.pipe(words, v.description("Over the list of how the day went, after it.")),
      recap: items("How the day went, a few items, from the evening of the picnic."),
      recapLink: v.pipe(
        homeLine,
        v.description(
          'The button under how the day went, to the event page, after it (e.g. "See How the Day Went"). Leave it empty for "View Event Details", as before the day.',
        ),
      ),
      shopTitle: words,
      shopText: paragraphWords,
    }),
    v.title("The home page"),
  ),
});
export type HomeWords = v.InferOutput<typeof HomeWordsSchema>;

const button = (goes: string) =>
  v.pipe(text, v.description(`${goes} (where it goes is the site's).`));

/** content/words/event.json: the words that change through the picnic's year, on the home and event pages. */
const EventWordsSchema = v.object({
  buttons: v.pipe(
    v.object({
      attend: button("To the event page"),
      donateNow: button("To the Donate page, in the first screens"),
      donate: button(
        "To the Donate page, at the end of the event page while the picnic is ahead (the spec's Donate; in the other states that button is Donate Now)",
      ),
      rsvp: button("An e-mail to the RSVP address"),
      directions: button("The map to the venue"),
      hearNextYear: button("An e-mail asking for next year's date"),
      hearNewDate: button("An e-mail asking for the new date"),
    }),
    v.title("Buttons"),
    v.description(
      "The buttons' words; which buttons each state shows, and where they go, are the site's.",
    ),
  ),
  hearAboutSubjects: v.pipe(
    v.object({ nextYear: words, newDate: words }),
    v.title("Subjects of the e-mails"),
    v.description(
      'The subject of the e-mail each "Hear about…" button starts, to the info address.',
    ),
  ),
  summaryCopy: v.pipe(
    byState(paragraphWords),
    v.title("The picnic in a sentence"),
    v.description("The event page's header."),
  ),
  homeSummaryCopy: v.pipe(
    byState(paragraphWords),
    v.title("The home page's line over what to expect"),
    v.description(
      "Over what to expect before the day and on it, over how the day went after it, and alone when the picnic is cancelled (the items are The home page's).",
    ),
  ),
  dateCopy: v.pipe(
    byState(eventWords),
    v.title("The date"),
    v.description("As the event page's Date tile shows it."),
  ),
  heroWelcome: v.pipe(
    v.optional(
      v.pipe(
        v.string("must be words in quotes"),
        v.trim(),
        v.maxLength(
          40,
          "must be at most 40 characters: it is one line under the date, on the poster too",
        ),
        withPlaceholders,
      ),
      "",
    ),
    v.description(
      "Under the date before the day (40 characters at most); leave it empty if your picnic charges or has limited places.",
    ),
  ),
  homeHeroCopy: v.pipe(
    byState(v.object({ eyebrow: eventWords, subtitle: words })),
    v.title("The home page's first screen"),
    v.description("The line above the title and the line below it."),
  ),
  homeHeroNextYear: v.pipe(
    v.object({ thanks: eventWords }),
    v.title("The home page's first screen, waiting for next year"),
    v.description(
      "From eight weeks after the picnic until next year's date is set: the thanks over the year's total; the Hear About Next Year button says the rest.",
    ),
  ),
  heldCopy: v.pipe(
    eventWords,
    v.title("When it was held"),
    v.description(
      'After the picnic, under the title in the first screen of the home and event pages: when it was held ("Held on {date}").',
    ),
  ),
  eventHeroCopy: v.pipe(
    byState(v.object({ line: eventWords })),
    v.title("The event page's first screen"),
    v.description(
      "The line under the title. After the picnic it is the year's total, which the home page leads with too: {raised} is set as a large figure, {year} is the picnic's year.",
    ),
  ),
  totalSoFarCopy: v.pipe(
    v.object({
      figures: v.pipe(
        eventWords,
        v.description(
          'The figure and its words, over the supporters ("£6,420 given before the day"): said after the picnic while the figures were counted before it.',
        ),
      ),
      counted: v.pipe(
        eventWords,
        v.description(
          "Where and when the figures were counted, {charity} and {asOf}: the one label under them on every page, before the day and after it (Counted {asOf} on {charity}'s page): the charity's name is held to the word after it.",
        ),
      ),
      description: v.pipe(
        v.object({ home: eventParagraph, event: eventParagraph }),
        v.title("Search and sharing descriptions"),
      ),
    }),
    v.title("After the picnic, until the final total is in"),
    v.description(
      'Said after the picnic while Raised so far is dated before the picnic\'s day: the last count and its date, plainly, for months if need be (no "so far", nothing promised). Once figures dated on or after the day are in Raised so far (typed there, or copied by npm run figures), the site says what the picnic raised instead (no target, no date).',
    ),
  ),
  totalCopy: v.pipe(
    v.object({
      label: v.pipe(
        v.object({ running: eventWords, beforeDay: eventWords, result: eventWords }),
        v.title("The line over the figure"),
        v.description(
          "Running: before the picnic and on its day. Before the day: after the picnic while Raised so far is dated before its day. Result: after the picnic once the figures are dated on or after the day ({year}).",
        ),
      ),
      growth: v.optional(
        v.pipe(
          optionalLineIn([...EVENT, "increase", "lastYear"]),
          v.title("How the year's result grew"),
          v.description(
            "Under the year's result, where Who organises it lists an earlier picnic's total and this year's is larger: {increase} is how much more, {lastYear} that picnic's year ({increase} more than in {lastYear}). Nothing is said for a first picnic, or a year that raised less. Left empty: none.",
          ),
        ),
        "",
      ),
      fromEveryone: v.optional(
        v.pipe(
          optionalEventLine,
          v.title("Whose the final total is"),
          v.description(
            "Under the year's result once you type its final total (Raised so far), in place of the online supporters (from 182 supporters): everyone gave, online and on the day. Left empty: none.",
          ),
        ),
        "",
      ),
      link: v.pipe(
        v.object({ running: eventWords, beforeDay: eventWords, result: eventWords }),
        v.title("The link to the charity's page, under the figures"),
        v.description(
          "Where the live figure is, in the same three cases as the line over the figure: {charity} is the charity's name.",
        ),
      ),
    }),
    v.title("The total, on every page that shows it"),
    v.description(
      "The one total block on the home, event, donate and donor wall pages: a line over the figure, the figure, the supporters, the day it was counted, and a link to the charity's page.",
    ),
  ),
  closingCopy: v.pipe(
    byState(v.object({ title: words, text: eventWords })),
    v.title("The home page's closing call"),
  ),
  homeHelpCopy: v.optional(
    v.pipe(
      byState(homeLine),
      v.title("The home page's How You Can Help card"),
      v.description(
        "The card's line in each state. Left empty: the card's line on The home page, as before the day.",
      ),
    ),
  ),
  homeShopCopy: v.optional(
    v.pipe(
      byState(homeLine),
      v.title("The home page's shop"),
      v.description(
        "The line under the shop's title in each state. Left empty: the shop's line on The home page, as before the day.",
      ),
    ),
  ),
  detailsCopy: v.pipe(
    byState(
      v.object({
        title: v.pipe(
          eventWords,
          v.description(
            "The heading over the paragraphs: the specification's Event Details while the picnic is ahead; a recap's after it.",
          ),
        ),
        scheduleTitle: words,
        paragraphs: v.pipe(
          v.array(eventParagraph),
          v.description("Left empty: the picnic's details and rain plan (The picnic)."),
        ),
      }),
    ),
    v.title("The event page's details"),
  ),
  replyCopy: v.pipe(
    byState(v.object({ title: words, text: eventWords })),
    v.title("The event page's last section"),
  ),
  noteCopy: v.pipe(
    v.object({
      days: twoLines(lineIn(["date", "open", "days"]), optionalLineIn(["date", "open"])),
      tomorrow: twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
      upcoming: v.pipe(
        twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
        v.description("Seen without JavaScript: no count of days that could go stale."),
      ),
      today: twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
      onNow: lineIn(["title"]),
      next: lineIn(["title", "time"]),
      after: twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
      past: twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
      postponed: twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
      cancelled: twoLines(lineIn(["date", "open"]), optionalLineIn(["date", "open"])),
    }),
    v.title("The event page's status note"),
  ),
  noticeCopy: v.pipe(
    v.object({
      postponed: lineIn(["date", "previousDate"]),
      rescheduled: lineIn(["date", "previousDate"]),
      cancelled: lineIn(["date", "previousDate"]),
    }),
    v.title("The notice on every page"),
    v.description(
      "Shown at the top of every page while plans are changed; the picnic's notice follows it.",
    ),
  ),
  descriptionCopy: v.pipe(
    v.object({ home: byState(eventParagraph), event: byState(eventParagraph) }),
    v.title("Search and sharing descriptions"),
    v.description("The home and event pages' descriptions, for the state when the site is built."),
  ),
});
export type EventWords = v.InferOutput<typeof EventWordsSchema>;

/** content/words/donate.json: the Donate page, and what it says of a gift as numbers. */
const DonateWordsSchema = v.object({
  donateCopy: v.pipe(
    v.object({
      lead: words,
      trustTitle: words,
      trustPartner: v.pipe(
        words,
        v.description("Said after the charity's name and number, when the site has them."),
      ),
      trustProgrammes: words,
      trustProgrammesSource: optionalWords(
        "Where the share that goes to programmes is published (the charity's annual report), said under it.",
      ),
      trustGiftAid: words,
      trustNoExtras: v.pipe(
        words,
        v.description(
          "One short line under the form's Donate button and its charity: what the site never adds to a gift.",
        ),
      ),
    }),
    v.title("The Donate page"),
  ),
  impactLines: v.pipe(
    v.object({
      10: v.pipe(words, v.title("£10")),
      25: v.pipe(words, v.title("£25")),
      50: v.pipe(words, v.title("£50")),
      100: v.pipe(words, v.title("£100")),
    }),
    v.title("What each amount does"),
    v.description(
      'Under the amounts as the visitor chooses, and in "Your impact"; a typed amount shows the line of the largest it reaches.',
    ),
  ),
  giftAidLines: v.pipe(
    v.object({
      chosen: v.pipe(
        lineIn(["amount", "withGiftAid"]),
        v.title("With an amount chosen"),
        v.description(
          "{amount} is the amount chosen or typed, {withGiftAid} what the charity receives with Gift Aid (in whole pence, rounded down).",
        ),
      ),
      none: v.pipe(
        words,
        v.title("With no amount chosen"),
        v.description("While the amount field holds no amount the form can give."),
      ),
    }),
    v.title("Gift Aid under the amounts"),
    v.description(
      "The line under the amounts, which follows the amount as the visitor chooses or types it.",
    ),
  ),
  // Optional, so a picnic's words saved before it was a field still build.
  detailsLabel: v.pipe(
    optionalWords(
      'The folded part of the form under the amounts, which opens to the donor\'s name, message and dedication: a few words, on one line beside its arrow on a phone. Leave it empty for "Add a Name or Message".',
    ),
    v.title("The fold for a name"),
  ),
  wallPreviewIntro: v.pipe(
    words,
    v.description(
      'Beside the form while this device has given nothing: what the donor wall is, in one sentence. Its words "donor wall" become the link to the wall.',
    ),
  ),
  giving: v.pipe(GivingSchema, v.title("Where a gift goes, as numbers")),
});
export type DonateWords = v.InferOutput<typeof DonateWordsSchema>;

/** content/words/print.json: the poster and the table cards. */
const PrintWordsSchema = v.object({
  printCopy: v.pipe(
    v.object({
      posterAsk: v.pipe(words, v.description("The poster's one-line ask, above its QR code.")),
      cardLine: v.pipe(words, v.description("The line on each table card, above its QR code.")),
      thanksTitle: v.optional(
        v.pipe(
          v.string("must be words in quotes"),
          v.trim(),
          withPlaceholders,
          v.title("The thanks over the final total"),
          v.description(
            "After the picnic, once you type its final total (Raised so far), the poster's and every table card's headline, over the total (Thank You). Left empty: none.",
          ),
        ),
        "",
      ),
      resultLine: v.optional(
        v.pipe(
          optionalEventLine,
          v.title("The final total's line"),
          v.description(
            "After the picnic, once you type its final total (Raised so far), on the poster and every table card, under the thanks: {raised} is the final total, set in large figures, {year} the picnic's year. Left empty: none.",
          ),
        ),
        "",
      ),
    }),
    v.title("The poster and table cards"),
  ),
  posterWhenCopy: v.pipe(
    byState(twoLines(eventWords, v.pipe(v.string(), v.trim(), filledByPage(EVENT)))),
    v.title("The poster's two lines under the picnic's name"),
    v.description(
      "When it is, or, once it is over or plans have changed, never a date gone by as if coming.",
    ),
  ),
});
export type PrintWords = v.InferOutput<typeof PrintWordsSchema>;

/** Each file of words, with its schema, as the editor and the content check read them. */
export const wordsFiles = [
  {
    name: "home",
    label: "The home page",
    file: "content/words/home.json",
    schema: HomeWordsSchema,
  },
  { name: "about", label: "About", file: "content/words/about.json", schema: AboutWordsSchema },
  {
    name: "event",
    label: "The picnic's year (home and event pages)",
    file: "content/words/event.json",
    schema: EventWordsSchema,
  },
  { name: "donate", label: "Donate", file: "content/words/donate.json", schema: DonateWordsSchema },
  {
    name: "print",
    label: "Poster and table cards",
    file: "content/words/print.json",
    schema: PrintWordsSchema,
  },
] as const;

/**
 * The placeholders the page fills in as it shows the field `keys` of a
 * file of words (["dateCopy", "past"]), from the field's `filledByPage`.
 */
export function pagePlaceholdersAt(
  schema: v.GenericSchema,
  keys: ReadonlyArray<string | number>,
): readonly string[] {
  type Node = {
    type: string;
    pipe?: Node[];
    entries?: Record<string, Node>;
    item?: Node;
    wrapped?: Node;
    metadata?: { filledByPage?: readonly string[] };
  };
  let node: Node | undefined = schema as unknown as Node;
  let found: readonly string[] = [];
  const step = (key?: string | number) => {
    // Through the pipes and the optional or nullable parts, reading each field's metadata.
    for (;;) {
      if (!node) return;
      if (node.pipe) {
        for (const action of node.pipe.slice(1))
          if (action.metadata?.filledByPage) found = action.metadata.filledByPage;
        node = node.pipe[0];
      } else if (node.wrapped) node = node.wrapped;
      else break;
    }
    if (key === undefined) return;
    found = [];
    node = typeof key === "number" ? node.item : node.entries?.[key];
  };
  for (const key of keys) step(key);
  step();
  return found;
}
