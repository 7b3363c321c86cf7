// The shape of the content, as valibot schemas, and the content's types,
// derived from them: what the build checks (validate.ts) is what the code
// is typed against. The content modules import these types only, so valibot
// never reaches the browser for content the site wrote itself.
import * as v from "valibot";
import { categories } from "./categories.ts";

export const text = v.pipe(
  v.string("must be words in quotes"),
  v.trim(),
  v.nonEmpty("must not be empty: write the words between the quotes"),
);
/** Words of a paragraph or more: the editor gives them a box of several lines (src/admin). */
export const paragraph = v.pipe(text, v.metadata({ widget: "text" }));
const url = v.pipe(
  v.string("must be an address in quotes"),
  v.url("must be a full address starting https://, such as https://example.org/"),
);
const email = v.pipe(
  v.string("must be an e-mail address in quotes"),
  v.email("must be an e-mail address, such as hello@example.org"),
);

/** "19/06/2027" or "19.6.2027", read the British way (day first), as 2027-06-19. */
function dayFirst(input: unknown): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(String(input).trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

const isoDate = v.pipe(
  v.string('must be a date in quotes, such as "2027-06-19"'),
  v.isoDate((issue) => {
    const suggestion = dayFirst(issue.input);
    return suggestion
      ? `is written "${String(issue.input)}": write dates year first, as ${suggestion}`
      : `is written "${String(issue.input)}": write dates year first, such as 2027-06-19`;
  }),
  v.check(
    (value) => {
      // A date not written YYYY-MM-DD has had its message from isoDate.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const [y, m, d] = value.split("-").map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    (issue) =>
      `is ${String(issue.input)}, which is not a day of the calendar: check the month and the day`,
  ),
);
const time = v.pipe(
  v.string('must be a time in quotes, such as "14:30"'),
  v.isoTime(
    (issue) =>
      `is written "${String(issue.input)}": write times on the 24-hour clock, such as 14:30`,
  ),
);
const wholePence = v.check(
  (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
  "must be whole pence, such as 19.99",
);
/** Numbers are typed bare: 19.99, not "19.99" or "£19.99". */
const number = v.number("must be a number without quotes or a £ sign, such as 19.99");
/** Whole pounds or pence: 6420 or 6420.5, never 6420.123. */
const pounds = (minimum: number, below: string) =>
  v.pipe(number, v.minValue(minimum, below), wholePence);
const count = v.pipe(
  v.number("must be a whole number without quotes, such as 182"),
  v.integer("must be a whole number"),
  v.minValue(0, "must not be negative"),
);
const percent = v.pipe(count, v.maxValue(100, "must be at most 100"));

/** The picnic's time zone: every time in the content is a time there (event.timeZone). */
export const PICNIC_TIME_ZONE = "Europe/London";

/** A colour as "#" and six hexadecimal digits, which the editor checks as it is typed too. */
const colour = (title: string, description: string) =>
  v.pipe(
    v.string('must be a colour in quotes, such as "#336699"'),
    v.regex(
      /^#[0-9a-f]{6}$/i,
      'must be a colour written as # and six digits or letters a-f, such as "#336699"',
    ),
    v.title(title),
    v.description(description),
    v.metadata({
      pattern: ["^#[0-9a-fA-F]{6}$", "Write # and six digits or letters a-f, such as #336699"],
    }),
  );

/**
 * content/colours.json, the editor's "Colours": the site's colours, written
 * into the stylesheet by the build (integrations/content.ts) as Tailwind's
 * --color-<name>, so each class (text-rose-ink, bg-blush-50) follows them. The
 * build refuses a pair the site shows text in below WCAG AA (contrast.ts).
 */
export const ColoursSchema = v.object({
  ribbon: colour(
    "The ribbon",
    "The awareness ribbon beside the name, in the icons, the share picture and the artwork.",
  ),
  "rose-ink": colour(
    "Buttons and links",
    "Every action: buttons (white words on it), links, the selected amount, the focus ring, the progress bar.",
  ),
  "rose-deep": colour(
    "Buttons pressed, strong words",
    "A button under the pointer (white words on it), the current page in the menu, the notice on every page, the thank-you.",
  ),
  ink: colour("Words", "Headings, figures and the words of every page."),
  "ink-soft": colour("Quiet words", "Secondary words: leads, descriptions, captions."),
  blush: colour("Band", "The top of each page fades from it; the current page in the menu."),
  "blush-50": colour(
    "Pale band",
    "Bands of the page, the footer, the foot of the top of each page, behind the product pictures.",
  ),
  "blush-100": colour(
    "Highlight",
    "The note on the picnic's day and time, a button under the pointer; the words of the closing call, on Buttons and links.",
  ),
  "blush-25": colour("Picture ground", "Behind a product's picture on its own page."),
  sage: colour("Second accent", "The small category label on each product."),
  "sage-50": colour(
    "Second band",
    "The other bands of the page, and the end of the home page's first screen.",
  ),
  "sage-ink": colour(
    "Second accent's words",
    "Icons, small labels and lines such as the day's schedule times.",
  ),
});
export type Colours = v.InferOutput<typeof ColoursSchema>;

/** Words in which {placeholders} are filled in (placeholders.ts); the editor lists them in the hint. */
export const withPlaceholders = v.metadata<string, { placeholders: true }>({ placeholders: true });

/**
 * Who runs the picnic, what past years raised, and one of them in their own words: a
 * stranger's "who are these people, and have they done this before?" (issue 47, round 4).
 * Left empty or out: Home has no such part. Past years left empty (a first picnic): it
 * says nothing of them.
 */
const OrganisersSchema = v.pipe(
  v.nullish(
    v.object({
      title: v.pipe(text, withPlaceholders, v.description("Its heading, such as Who we are.")),
      text: v.pipe(
        paragraph,
        withPlaceholders,
        v.description("Who runs the picnic, for whom, and since when, in a sentence or two."),
      ),
      pastYearsTitle: v.pipe(
        text,
        withPlaceholders,
        v.description("Over the past years' totals, such as Raised at past picnics."),
      ),
      pastYears: v.pipe(
        v.nullish(
          v.array(
            v.pipe(
              v.object({
                year: v.pipe(
                  v.number("must be a year without quotes, such as 2025"),
                  v.integer("must be a year, such as 2025"),
                  v.minValue(1990, "must be a year, such as 2025"),
                  v.maxValue(2100, "must be a year, such as 2025"),
                ),
                raised: v.pipe(
                  pounds(0, "must not be negative"),
                  v.description("What that year's picnic raised, in pounds."),
                ),
              }),
              v.title("Past year"),
            ),
          ),
        ),
        v.description(
          "What each past picnic raised, as the charity's page gave it. Leave it empty for your first picnic: Home then says nothing of past years.",
        ),
      ),
      quote: v.pipe(
        v.nullish(v.pipe(paragraph, withPlaceholders)),
        v.description("A line from one of you, in your own words (may be left empty)."),
      ),
      quoteBy: v.pipe(
        v.nullish(v.pipe(text, withPlaceholders)),
        v.description("Whose words: a first name and who they are, such as Sam, her sister."),
      ),
    }),
  ),
  v.title("Who organises it (optional)"),
  v.description(
    "On the home page, under her story: who you are, past years' totals and a quote. Leave it empty for none.",
  ),
);

/**
 * After the day, who helped it happen (the venue, the volunteers, the sponsors, a speaker):
 * thanked by name beside the day's pictures on Home and Event (review 4, issue 47).
 */
const ThanksSchema = v.pipe(
  v.nullish(
    v.object({
      title: v.pipe(text, withPlaceholders, v.description("Its heading, such as With thanks to.")),
      names: v.pipe(
        v.array(
          v.pipe(
            text,
            withPlaceholders,
            v.maxLength(120, "must be at most 120 characters"),
            v.title("Thanked"),
          ),
        ),
        v.maxLength(8, "holds at most 8 lines: thank the rest on the day"),
        v.description(
          "Who helped, a line each: whom and for what, such as the house that lends its garden, for the lawn.",
        ),
      ),
    }),
  ),
  v.title("Thanks after the day (optional)"),
  v.description(
    "After the picnic, on the home and event pages beside the day's pictures: who helped. Leave it empty for none.",
  ),
);

export const SiteSchema = v.object({
  brand: text,
  honoree: text,
  cause: v.object({ name: text, shortName: text }),
  siteUrl: v.pipe(
    url,
    v.check(
      (value) => !value.endsWith("/"),
      "must not end with a slash: write https://example.org, not https://example.org/",
    ),
  ),
  mission: paragraph,
  emails: v.object({
    info: email,
    rsvp: email,
    shop: email,
    volunteer: email,
    sponsorship: email,
  }),
  phone: text,
  // Each link may be left empty, or out, and so may the three (emptied.ts).
  social: v.nullable(
    v.object({
      facebook: v.nullish(url),
      twitter: v.nullish(url),
      instagram: v.nullish(url),
    }),
  ),
  charity: v.nullable(v.object({ name: text, number: text })),
  organisers: OrganisersSchema,
  thanks: ThanksSchema,
  donationPageUrl: url,
  hospice: v.pipe(
    v.nullable(
      v.object({
        title: v.pipe(
          text,
          v.description("The panel's heading, such as Support St Mary's Hospice."),
        ),
        text: v.pipe(paragraph, v.description("A few words on why to give there too.")),
        links: v.pipe(
          v.array(v.pipe(v.object({ label: text, href: url }), v.title("Link"))),
          v.description("Each opens in a new tab: its website, its donation page…"),
        ),
      }),
    ),
    v.title("Another charity (optional)"),
    v.description(
      "A quiet panel on the Donate page, after Your Impact, for a second charity such as a local hospice. Leave it empty for none.",
    ),
  ),
  // Content, not code (decision 063): whoever changes the policies' words says so here.
  policiesUpdated: v.pipe(
    isoDate,
    v.check(
      (day) => day <= new Date().toISOString().slice(0, 10),
      (issue) => `is ${String(issue.input)}, a day still to come: write the day the words changed`,
    ),
    v.title("Policies last updated"),
    v.description(
      "The day the Privacy Policy or the Terms of Service last changed; both pages say it first (Last updated …). Change it when their words change.",
    ),
  ),
});
export type Site = v.InferOutput<typeof SiteSchema>;

/**
 * An item of the day's schedule. Once the day is over (from that evening), the
 * schedule reads as what happened: each item's words in the past tense, where
 * they differ (issue 40).
 */
/** The placeholders the event's words are filled with as a page shows them (src/lib/event-words.ts). */
export const eventPagePlaceholders = [
  "date",
  "previousDate",
  "dayHeld",
  "shortDate",
  "year",
  "open",
  "close",
  "raised",
  "target",
  "percent",
  "supporters",
  "asOf",
  "charity",
] as const;

/** The picnic's details, shown on the event page with those filled in ("The gates open at {open}"). */
const eventParagraph = v.pipe(
  paragraph,
  v.metadata({ placeholders: true, filledByPage: eventPagePlaceholders }),
);

const ScheduleItemSchema = v.object({
  time,
  title: text,
  description: paragraph,
  pastTitle: v.nullish(
    v.pipe(
      text,
      v.title("Title, once the day is over"),
      v.description(
        'The title in the past tense, shown from the evening of the day ("Gates opened"). Leave it empty if the title reads the same.',
      ),
    ),
  ),
  pastDescription: v.nullish(
    v.pipe(
      paragraph,
      v.title("Description, once the day is over"),
      v.description(
        "The description in the past tense, shown from the evening of the day. Left empty, the title is shown alone then.",
      ),
    ),
  ),
});

/** A line of the way there or of the day (By Train, First Aid): a short title and its words. */
const PracticalItemSchema = v.pipe(
  v.object({
    label: v.pipe(text, v.description("A few words in title case, such as By Train or First Aid.")),
    text: v.pipe(paragraph, withPlaceholders, v.description("One or two short sentences.")),
  }),
  v.title("Item"),
);

/**
 * Event's way there and the day's practicalities (issue 47, round 12), shown before the day
 * and on it. Optional: a first picnic may not know its car park yet.
 */
const GettingThereSchema = v.object({
  title: v.pipe(text, v.description("The block's heading, such as Getting There.")),
  ways: v.pipe(
    v.array(PracticalItemSchema),
    v.minLength(1, "needs at least one way there"),
    v.title("The way there"),
    v.description(
      "The nearest station or bus, which entrance and car park, accessible parking: beside the map (Photos: the map).",
    ),
  ),
  bringTitle: v.pipe(text, v.description("The heading over what to bring, such as What to Bring.")),
  bring: v.pipe(
    v.array(v.pipe(text, v.title("Thing to bring"))),
    v.title("What to bring"),
    v.description("A short list, a few words each. Leave it empty for none."),
  ),
  questionsTitle: v.pipe(
    text,
    v.description("The heading over the questions, such as Good to Know."),
  ),
  questions: v.pipe(
    v.array(
      v.pipe(
        v.object({ question: text, answer: v.pipe(paragraph, withPlaceholders) }),
        v.title("Question"),
      ),
    ),
    v.title("Questions about the day"),
    v.description(
      "Barbecues and alcohol, gazebos, first aid and lost children, cash or card, whether to RSVP: each folded under its question. Leave it empty for none.",
    ),
  ),
  onTheDay: v.pipe(
    v.nullish(
      v.object({
        title: v.pipe(
          text,
          v.description(
            "The heading of the card under Now and Next on the day, such as At the Picnic Today.",
          ),
        ),
        call: v.pipe(
          text,
          v.description(
            "The words before the number, one tap target with it on one line, such as Need Help Today? Call: a few words.",
          ),
        ),
        phone: v.pipe(text, v.description("A number answered on the day, such as a mobile.")),
        places: v.pipe(
          v.array(PracticalItemSchema),
          v.description(
            "Where things are on the day: first aid, the shop's stall, the donation point.",
          ),
        ),
      }),
    ),
    v.title("On the day"),
    v.description(
      "Shown on the day itself, under Now and Next at the top of Home and the event page: a number to call and where things are. Leave it empty for none.",
    ),
  ),
});
export type GettingThere = v.InferOutput<typeof GettingThereSchema>;

const EventStatusSchema = v.picklist(
  ["scheduled", "postponed", "cancelled"],
  'must be "scheduled", "postponed" or "cancelled"',
);

export const EventSchema = v.pipe(
  v.object({
    name: text,
    date: isoDate,
    startTime: time,
    endTime: time,
    timeZone: v.literal(
      PICNIC_TIME_ZONE,
      'must be "Europe/London": the site works out every time in London',
    ),
    venue: v.object({
      name: text,
      street: text,
      locality: text,
      region: text,
      postcode: text,
      country: text,
      website: url,
      description: paragraph,
    }),
    summary: paragraph,
    details: v.pipe(v.array(eventParagraph), v.minLength(1, "needs at least one paragraph")),
    rainPlan: eventParagraph,
    gettingThere: v.pipe(
      v.optional(v.nullable(GettingThereSchema), null),
      v.title("Getting there and on the day"),
      v.description(
        "On the event page before the day and on it, beside its details: the way there, what to bring, questions, and on the day where things are. Leave it empty for none.",
      ),
    ),
    schedule: v.pipe(
      v.array(ScheduleItemSchema),
      v.minLength(1, "needs at least one item"),
      v.check((items) => {
        // Only times written HH:MM sort as times; the others have their own message.
        const times = items.map((item) => item.time).filter((time) => /^\d\d:\d\d$/.test(time));
        return times.every((time, index) => index === 0 || times[index - 1]! < time);
      }, "must list the items in time order, each at a different time"),
    ),
    status: EventStatusSchema,
    notice: v.nullable(
      v.pipe(
        text,
        v.maxLength(200, "must be at most 200 characters: it is a short line on every page"),
      ),
    ),
    newDate: v.nullable(isoDate),
  }),
  v.check((value) => value.startTime < value.endTime, "the end time must be after the start time"),
  v.forward(
    v.partialCheck(
      [["status"], ["notice"]],
      (value) => value.notice === null || value.status !== "scheduled",
      'is only shown while the status is "postponed" or "cancelled"; set it to null',
    ),
    ["notice"],
  ),
  v.forward(
    v.partialCheck(
      [["status"], ["newDate"]],
      (value) => value.newDate === null || value.status === "postponed",
      (value) =>
        value.input.status === "cancelled"
          ? 'belongs to a postponed picnic; a cancelled one has no new date (to announce next year\'s picnic, set "date" to it and "status" to "scheduled")'
          : 'belongs to a postponed picnic: set "status" to "postponed", or set "date" to the new date and "newDate" to null',
    ),
    ["newDate"],
  ),
  v.forward(
    v.partialCheck(
      [["date"], ["newDate"]],
      (value) => value.newDate === null || value.newDate > value.date,
      "must be after the original date",
    ),
    ["newDate"],
  ),
);
export type Event = v.InferOutput<typeof EventSchema>;

/**
 * A JustGiving page's short name, the end of its address: "our-picnic-2027", or
 * "page/our-picnic-2027" for a page made since 2023. Only these characters, so
 * the name can only ever be a path on JustGiving's API (scripts/figures).
 */
const givingPage = v.pipe(
  v.string("must be the end of your JustGiving page's address in quotes"),
  v.trim(),
  v.regex(
    /^(?:page\/)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    "must be the end of your JustGiving page's address: for justgiving.com/page/our-picnic-2027, write page/our-picnic-2027",
  ),
);

export const FundraisingSchema = v.object({
  givingPage: v.nullish(
    v.pipe(
      givingPage,
      v.title("Where the total comes from"),
      v.description(
        "Your JustGiving page, the end of its address (for justgiving.com/page/our-picnic-2027, page/our-picnic-2027): the figures below are then copied from it every hour, with the date (README: Figures that keep themselves current). Leave it empty to type the figures yourself.",
      ),
    ),
  ),
  target: v.pipe(pounds(1, "must be at least £1"), v.description("This year's target, in pounds.")),
  raised: v.pipe(
    pounds(0, "must not be negative"),
    v.description("Raised so far, in pounds (pence allowed), as the charity's page shows it."),
  ),
  giftAid: v.nullish(
    v.pipe(
      pounds(0, "must not be negative"),
      v.title("Gift Aid"),
      v.description(
        "The Gift Aid the charity's page expects on these gifts, in pounds: shown beside the total (plus £1,313 Gift Aid), never added into it. Leave it empty for none.",
      ),
    ),
  ),
  supporters: v.pipe(count, v.description("How many people have given.")),
  asOf: v.pipe(isoDate, v.description("The day these figures were copied.")),
  // Typed by hand, never by `npm run figures`: the platform knows only the online gifts.
  final: v.nullish(
    v.pipe(
      v.object({
        raised: v.pipe(
          pounds(0, "must not be negative"),
          v.description("In pounds (pence allowed): online and on the day together."),
        ),
        countedOn: v.pipe(
          isoDate,
          v.title("Counted on"),
          v.description("The day it was counted, year first: 2027-07-03."),
        ),
      }),
      v.title("Final total"),
      v.description(
        "Final total: what the picnic raised in all, online and on the day, once counted. After the day every page that shows a total leads with it. Leave it empty until then.",
      ),
    ),
  ),
});
export type Fundraising = v.InferOutput<typeof FundraisingSchema>;

const categoryIds = categories.map((category) => category.id);
type CategoryId = (typeof categories)[number]["id"];

const image = v.pipe(
  v.string(),
  v.startsWith("/images/", "must be a file under public/images/, written as /images/name.svg"),
  v.regex(
    /\.(svg|png|jpe?g|webp|avif)$/i,
    "must be an SVG, PNG, JPEG, WebP or AVIF picture, which every browser shows (save a phone's HEIC photo as JPEG first)",
  ),
  // The editor uploads a picture into public/images/products/ and writes its address here.
  v.metadata({
    widget: "image",
    media_folder: "/public/images/products",
    public_folder: "/images/products",
  }),
);

export const ProductSchema = v.pipe(
  v.object({
    id: v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        "must be lower-case letters, digits and hyphens, such as tote-bag",
      ),
      v.description(
        "The product's name in its address (/shop/tote-bag): lower-case letters, digits and hyphens.",
      ),
    ),
    name: text,
    price: v.pipe(
      number,
      v.minValue(0.01, "must be above zero, such as 19.99"),
      wholePence,
      v.description("In pounds, with pence: 19.99."),
    ),
    image,
    imageAlt: v.pipe(
      text,
      v.title("Image alt"),
      v.description("What the picture shows, said in its place to people who cannot see it."),
    ),
    category: v.picklist(categoryIds as CategoryId[], `must be one of ${categoryIds.join(", ")}`),
    summary: v.pipe(
      text,
      v.maxLength(40, "must fit one line of a shop card (40 characters at most)"),
      v.description("The shop card's one line under the name (40 characters at most)."),
    ),
    description: v.pipe(paragraph, withPlaceholders),
    features: v.pipe(v.array(text), v.minLength(1, "needs at least one feature")),
    productType: v.nullish(
      v.pipe(
        v.picklist(["t-shirt", "hoodie"]),
        v.description("Clothing only: offered in every size and colour."),
      ),
    ),
    contains: v.nullish(
      v.pipe(
        v.array(v.pipe(v.string(), v.title("Product id"))),
        v.description(
          "Sets only: the ids of the products inside, so the saving is worked out, never claimed.",
        ),
      ),
    ),
    white: v.nullish(
      v.pipe(
        v.object({ image, imageAlt: v.pipe(text, v.title("Image alt")) }),
        v.title("White one"),
        v.description("Clothing only: the picture of the White one (the image above is Pink)."),
      ),
    ),
  }),
  // Both colours are offered for clothing, so the picture must follow the choice.
  v.check(
    (product) => product.productType == null || product.white != null,
    "clothing needs a picture of the White one too (white.image and white.imageAlt)",
  ),
);
export type Product = v.InferOutput<typeof ProductSchema>;

const FaqSchema = v.pipe(
  v.object({
    question: text,
    answer: v.pipe(paragraph, withPlaceholders),
    questionAfter: v.pipe(
      v.nullish(text),
      v.title("Question after the day"),
      v.description(
        "The question as it reads once this year's picnic is over (or cancelled), where the one above speaks of the day, such as Can I buy merchandise at next year's picnic? Leave it empty if it reads right all year.",
      ),
    ),
    answerAfter: v.pipe(
      v.nullish(v.pipe(paragraph, withPlaceholders)),
      v.title("Answer after the day"),
      v.description(
        "Its answer once this year's picnic is over (or cancelled). Leave it empty to keep the answer above.",
      ),
    ),
  }),
  v.title("Question"),
);
export type Faq = v.InferOutput<typeof FaqSchema>;
export const FaqsSchema = v.array(FaqSchema);

export const ShopTermsSchema = v.object({
  freeShippingOver: v.pipe(
    pounds(0, "must not be negative"),
    v.description("UK shipping is free on orders over this many pounds."),
  ),
  returnDays: v.pipe(
    count,
    v.description("Unused items can be returned for this many days after delivery."),
  ),
  bulkOrderItems: v.pipe(
    count,
    v.minValue(2, "must be at least 2"),
    v.description("Orders of this many items or more get special pricing."),
  ),
  shopLead: v.nullish(
    v.pipe(
      text,
      v.maxLength(160, "must be at most 160 characters"),
      withPlaceholders,
      v.title("The shop's first line"),
      v.description(
        "Under Shop for a Cause, before the picnic: what is on sale and how it is bought (160 characters at most). The money claim follows it. Leave it empty to say only that.",
      ),
    ),
  ),
  shopLeadToday: v.nullish(
    v.pipe(
      text,
      v.maxLength(160, "must be at most 160 characters"),
      withPlaceholders,
      v.title("The shop's first line, on the picnic's day"),
      v.description(
        "The same line on the day, when the shop stall is open: say where it is (160 characters at most). Leave it empty to keep the line above.",
      ),
    ),
  ),
  shopLeadAfter: v.nullish(
    v.pipe(
      text,
      v.maxLength(160, "must be at most 160 characters"),
      withPlaceholders,
      v.title("The shop's first line, once the picnic is over"),
      v.description(
        "The same line from the evening of the picnic's day (and if it is cancelled), when nothing can be collected there: how to order until next year (160 characters at most). Leave it empty to keep the line above.",
      ),
    ),
  ),
  preOrderDelivery: v.nullish(
    v.pipe(
      text,
      v.maxLength(160, "must be at most 160 characters"),
      withPlaceholders,
      v.title("How pre-orders arrive"),
      v.description(
        "One sentence beside Pre-Order Now and in the shop: collected at the picnic, posted, or both (160 characters at most). Leave it empty to say nothing.",
      ),
    ),
  ),
  preOrderDeliveryAfter: v.nullish(
    v.pipe(
      text,
      v.maxLength(160, "must be at most 160 characters"),
      withPlaceholders,
      v.title("How pre-orders arrive, once the picnic is over"),
      v.description(
        "The same sentence from the evening of the picnic's day (and if it is cancelled), when nothing can be collected there: posted, say (160 characters at most). Leave it empty to keep the words above all year.",
      ),
    ),
  ),
  orderBy: v.nullish(
    v.pipe(
      isoDate,
      v.title("Order by, to collect at the picnic"),
      v.description(
        "The last day to pre-order and collect the order at the picnic's stall, said in the shop and beside each product's Pre-Order Now while the picnic is ahead (\"Order by 2 June to collect on the day\"). Leave it empty for two weeks before the picnic's date.",
      ),
    ),
  ),
  preOrderDeliveryToday: v.nullish(
    v.pipe(
      text,
      v.maxLength(160, "must be at most 160 characters"),
      withPlaceholders,
      v.title("How pre-orders arrive, on the picnic's day"),
      v.description(
        "The same sentence on the day itself, when the stall is open: buy there, or order to be posted (160 characters at most). Leave it empty to keep the first words on the day too.",
      ),
    ),
  ),
});
export type ShopTerms = v.InferOutput<typeof ShopTermsSchema>;

/** content/shop.json, the editor's "Products": the products in the shop's order, and its terms. */
export const ShopSchema = v.object({
  products: v.array(ProductSchema),
  shopTerms: ShopTermsSchema,
});

/** content/questions.json, the editor's "Questions": the shop's and the Donate page's. */
export const QuestionsSchema = v.object({
  shopFaqs: v.pipe(FaqsSchema, v.title("Questions on the shop page")),
  donateFaqs: v.pipe(FaqsSchema, v.title("Questions on the Donate page")),
});

export const GivingSchema = v.object({
  giftAidPercent: v.pipe(
    percent,
    v.title("Gift Aid percent"),
    v.description(
      "What the charity claims from HMRC on a UK taxpayer's gift, as a share of the gift (25p on every £1). Set by law: change it only if HMRC does.",
    ),
  ),
  programmesPercent: v.pipe(
    percent,
    v.title("Programmes percent"),
    v.description(
      "At least this share of every donation goes to programmes (the charity's own figure).",
    ),
  ),
});
export type Giving = v.InferOutput<typeof GivingSchema>;

/** The originals live in photos/ at the project's root (README: "Photographs"). */
const photoFile = v.pipe(
  v.string("must be a file name"),
  v.regex(
    /^[\w-][\w.-]*\.(?:jpe?g|png|webp|avif|tiff?)$/i,
    "must be the name of a file in photos/ ending .jpg, .png, .webp, .avif or .tiff (no folders)",
  ),
  // The editor uploads the photo into photos/ and writes its name here.
  v.metadata({ widget: "image" }),
);

const PhotoSchema = v.object({
  file: photoFile,
  /** What the photo shows, for people who cannot see it: said in place of the picture. */
  alt: v.pipe(
    text,
    // Once it is there at all ("must not be empty" says the rest).
    v.check(
      (value) => value === "" || value.length >= 10,
      "must say what the photo shows, in at least 10 characters",
    ),
    v.maxLength(250, "must be at most 250 characters: say what matters, not every detail"),
    v.check(
      (value) => !/^(?:an? )?(?:photo|image|picture)(?: of)?\.?$/i.test(value),
      "must say what the photo shows, not that it is a photo",
    ),
    v.check(
      (value) => !/\.(?:jpe?g|png|webp|avif|tiff?)$/i.test(value),
      "must say what the photo shows, not its file name",
    ),
  ),
  /** Who took it, and its licence if it is not the organisers' own; shown on the photo. */
  credit: v.nullish(v.pipe(text, v.maxLength(120, "must be at most 120 characters"))),
});
export type PhotoEntry = v.InferOutput<typeof PhotoSchema>;

export const PhotosSchema = v.object({
  hero: v.nullable(PhotoSchema),
  portrait: v.nullable(PhotoSchema),
  venue: v.nullable(PhotoSchema),
  /** Donate's picture: giving (issue 47). Optional, so a photos.json from before it still reads. */
  giving: v.optional(v.nullable(PhotoSchema), null),
  /**
   * The way to the venue beside Event's Getting There (round 12): a map of your own, in
   * place of the site's drawing. Optional, so a photos.json from before it still reads.
   */
  map: v.pipe(
    v.optional(v.nullable(PhotoSchema), null),
    v.description(
      "A map of the venue, beside the way there on the event page (3:2); left empty, the site's drawing of the house, the lawn, the entrance and the car park.",
    ),
  ),
  gallery: v.pipe(
    v.array(PhotoSchema),
    v.maxLength(12, "holds at most 12 photos: choose the best"),
  ),
});
export type Photos = v.InferOutput<typeof PhotosSchema>;
