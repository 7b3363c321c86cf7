// The rules of the donation form, with no React in them: what counts as an
// amount, what the button says, the Gift Aid preview and the external page's URL.
import {
  characterCount,
  hasDirectionControl,
  hasVisibleCharacter,
  isPlainText,
} from "./characters.ts";
import { formatAmount, formatCount } from "./format.ts";
import { AMOUNT_PARAMS } from "./plain-form.ts";

export const PRESET_AMOUNTS = [10, 25, 50, 100] as const;
export const DEFAULT_AMOUNT = 25;
const MIN_AMOUNT = 1;
const MAX_AMOUNT = 100_000;
export const NAME_MAX_LENGTH = 60;
export const MESSAGE_MAX_LENGTH = 280;
/**
 * The limits count characters as people see them, and one of them can be
 * many code units: an emoji sequence up to 15 (a kiss with two skin tones), a
 * letter with marks stacked on it any number (one letter and 2,100 marks is
 * one character). So the text as stored is capped too, at this many code
 * units a character: room for the longest emoji, not for a name of marks
 * drawn over the page (issue 37).
 */
export const RAW_UNITS_PER_CHARACTER = 16;
/** How long the thank-you banner stays before the form resets. */
export const BANNER_MS = 5000;

export type AmountInput =
  { kind: "empty" } | { kind: "valid"; amount: number } | { kind: "invalid"; message: string };

// Digits with an optional pound sign, optional thousands commas in the right
// places (a number written with them starts with 1 to 9), and an optional
// decimal part. Anything else is "not a number" to a visitor.
const AMOUNT_PATTERN = /^£?\s*(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d*))?$/;

/**
 * The amounts parseAmount takes, £1 to £100,000 in pence, as one pattern
 * for the field's `pattern` attribute: before the app starts, or with
 * JavaScript off, the browser refuses what the app would refuse. (Pounds
 * from 1 to 99,999 with any pence, or 100,000 with none; blanks around it.)
 * The unit tests hold the two to the same answers.
 */
export const AMOUNT_INPUT_PATTERN =
  "\\s*£?\\s*(?:(?:0*[1-9]\\d{0,4}|[1-9]\\d?,\\d{3})(?:\\.\\d{0,2})?|(?:0*100000|100,000)(?:\\.0{0,2})?)\\s*";

/**
 * What the amount field asks for, beside it and in the browser's own message before the app:
 * said plainly, on one line of a phone (review 4 read "pence are fine (12.50)" as odd); the
 * smallest and largest amounts are said by the message of one outside them.
 */
export const AMOUNT_HINT = "You can include pence, e.g. 12.50.";

/**
 * With JavaScript off a typed amount goes to the charity's page as typed
 * (decision 019), so the field takes only a plain number there: pounds in
 * digits, then pence if any ("12.50"), £1 to £100,000, nothing else. The
 * inline script after the form, which writes any amount the app takes as a
 * plain number, puts AMOUNT_INPUT_PATTERN back (decision 039).
 */
export const PLAIN_AMOUNT_PATTERN = "[1-9]\\d{0,4}(?:\\.\\d{1,2})?|100000(?:\\.0{1,2})?";

/** The field's title with JavaScript off, which the browser adds to its message. */
export const PLAIN_AMOUNT_HINT = `Digits only, without £ or commas, such as 25 or 12.50: from ${MIN_AMOUNT} to ${MAX_AMOUNT}.`;

/**
 * Reads what the visitor typed in the custom amount field. Never rounds or
 * trims digits away: an amount we cannot take as typed gets a message instead.
 */
export function parseAmount(text: string): AmountInput {
  const typed = text.trim();
  if (typed === "") return { kind: "empty" };

  if (/^-\s*£?\s*\d/.test(typed)) {
    return { kind: "invalid", message: `The smallest donation is ${formatAmount(MIN_AMOUNT)}.` };
  }
  const match = AMOUNT_PATTERN.exec(typed);
  if (!match) {
    return { kind: "invalid", message: "Enter an amount in pounds, such as 25 or 12.50." };
  }
  const [, pounds = "", pence = ""] = match;
  if (pence.length > 2) {
    return {
      kind: "invalid",
      message: "Amounts can have at most two decimal places (pence), such as 12.50.",
    };
  }
  const amount = Number(`${pounds.replaceAll(",", "")}.${pence || "0"}`);
  if (amount < MIN_AMOUNT) {
    return { kind: "invalid", message: `The smallest donation is ${formatAmount(MIN_AMOUNT)}.` };
  }
  if (amount > MAX_AMOUNT) {
    return {
      kind: "invalid",
      message: `The most we can take here is ${formatAmount(MAX_AMOUNT)}. For a larger gift, please email us.`,
    };
  }
  return { kind: "valid", amount };
}

/** A gift given in someone's name, as the donor wall shows it. */
export const DEDICATIONS = { memory: "In memory of", honour: "In honour of" } as const;
export type DedicationKind = keyof typeof DEDICATIONS;
export type Dedication = { kind: DedicationKind; name: string };

/** "In memory of Rose Ellery". */
export function dedicationLine({ kind, name }: Dedication): string {
  return `${DEDICATIONS[kind]} ${name}`;
}

/** What the visitor has put in the donation form, exactly as the fields hold it. */
export type DonationFields = {
  /** The preset chosen, or null when none is (a custom amount was typed). */
  preset: number | null;
  custom: string;
  name: string;
  message: string;
  dedication: DedicationKind | "none";
  /** "Their name": whom the gift is dedicated to (ignored with no dedication). */
  dedicatedTo: string;
  onWall: boolean;
};

export const DEFAULT_FIELDS: DonationFields = {
  preset: DEFAULT_AMOUNT,
  custom: "",
  name: "",
  message: "",
  dedication: "none",
  dedicatedTo: "",
  onWall: false,
};

export type DonationCheck = {
  /** The amount to give, or null when there is none (the button then says "Donate Now"). */
  amount: number | null;
  amountError: string | null;
  name: string;
  nameError: string | null;
  message: string;
  /** The trimmed message's length in characters as people count them. */
  messageLength: number;
  messageError: string | null;
  /** The dedication, its name trimmed; null with none (or while it is not valid). */
  dedication: Dedication | null;
  dedicationError: string | null;
  /** Whether Donate may go ahead. */
  ready: boolean;
};

const DIRECTION_MESSAGE =
  "Please take out the hidden characters that turn text round (direction marks).";

/**
 * Why a text is too long as stored (RAW_UNITS_PER_CHARACTER), or null. Plain
 * text, whose every code unit is a character, is left to the count of
 * characters, whose message says how many too many there are.
 */
function storedLengthProblem(what: "name" | "message", text: string, limit: number) {
  const cap = limit * RAW_UNITS_PER_CHARACTER;
  if (text.length <= cap || isPlainText(text)) return null;
  return `This ${what} is too long to keep: accents, marks and emoji count as several here, and it has ${formatCount(text.length)} where ${formatCount(cap)} fit. Please shorten it.`;
}

/**
 * Why a trimmed name cannot be taken, or null (a blank one is "Anonymous"):
 * counted as people see them, and never one nobody could see or one that
 * turns its line round. The donor wall reads stored names by the same rule.
 */
export function nameProblem(name: string): string | null {
  const stored = storedLengthProblem("name", name, NAME_MAX_LENGTH);
  if (stored) return stored;
  if (hasDirectionControl(name)) return DIRECTION_MESSAGE;
  if (name !== "" && !hasVisibleCharacter(name)) {
    return "This name has nothing people can see: type a name, or leave it blank.";
  }
  const length = characterCount(name);
  return length > NAME_MAX_LENGTH
    ? `Names can be up to ${NAME_MAX_LENGTH} characters; this one has ${length}.`
    : null;
}

/** Why a trimmed message cannot be taken, or null (a blank one is no message); as nameProblem. */
export function messageProblem(message: string): string | null {
  const stored = storedLengthProblem("message", message, MESSAGE_MAX_LENGTH);
  if (stored) return stored;
  if (hasDirectionControl(message)) return DIRECTION_MESSAGE;
  if (message !== "" && !hasVisibleCharacter(message)) {
    return "This message has nothing people can see: write one, or leave it blank.";
  }
  const length = characterCount(message);
  return length > MESSAGE_MAX_LENGTH
    ? `Messages can be up to ${MESSAGE_MAX_LENGTH} characters. Please shorten yours by ${length - MESSAGE_MAX_LENGTH}.`
    : null;
}

/** An amount as the form would give it: £1 to £100,000, in whole pence. */
export function isAcceptedAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= MIN_AMOUNT &&
    amount <= MAX_AMOUNT &&
    Math.round(amount * 100) / 100 === amount
  );
}

/**
 * The form's rules in one place (the spec: a typed amount wins over the
 * preset, an empty field means no amount; name and message are trimmed).
 * Lengths count characters as people see them, so a name of six family emoji
 * is 6 characters, not 66. A dedication needs the name of the person it is
 * for, under the same rules as the donor's own name.
 */
export function checkDonation(fields: DonationFields): DonationCheck {
  const typed = parseAmount(fields.custom);
  const amount =
    typed.kind === "empty" ? fields.preset : typed.kind === "valid" ? typed.amount : null;
  const name = fields.name.trim();
  const message = fields.message.trim();
  const messageLength = characterCount(message);
  const nameError = nameProblem(name);
  const dedicatedTo = fields.dedicatedTo.trim();
  const dedicationError =
    fields.dedication === "none"
      ? null
      : dedicatedTo
        ? nameProblem(dedicatedTo)
        : "Enter their name, or choose No dedication.";
  const messageError = messageProblem(message);
  return {
    amount,
    amountError: typed.kind === "invalid" ? typed.message : null,
    name,
    nameError,
    message,
    messageLength,
    messageError,
    dedication:
      fields.dedication === "none" || dedicationError
        ? null
        : { kind: fields.dedication, name: dedicatedTo },
    dedicationError,
    ready: canDonate(amount) && !nameError && !messageError && !dedicationError,
  };
}

/** Whether an amount can be donated at all (the spec: not empty, above 0). */
export function canDonate(amount: number | null): amount is number {
  return amount !== null && Number.isFinite(amount) && amount > 0;
}

/** "Donate £25", "Donate £12.50", or "Donate Now" when there is no amount. */
export function donateLabel(amount: number | null): string {
  return canDonate(amount) ? `Donate ${formatAmount(amount)}` : "Donate Now";
}

/**
 * What the charity receives with Gift Aid of `percent` (25 today: 25p on every
 * pound), counted in whole pence and rounded down, so the line under the amounts
 * never promises more than the claim brings: £12.50 becomes £15.62.
 */
export function withGiftAid(amount: number, percent: number): number {
  const pence = Math.round(amount * 100);
  return (pence + Math.floor((pence * percent) / 100)) / 100;
}

/**
 * The content's "Your {amount} becomes {withGiftAid} with Gift Aid" of an amount, with Gift
 * Aid of `percent`.
 */
export function giftAidLine(template: string, amount: number, percent: number): string {
  // Filled here, not by event-state's fillIn: a module the donation form shared with the
  // page's own script would take that script out of the page, into a file (decision 055).
  return template
    .replaceAll("{amount}", formatAmount(amount))
    .replaceAll("{withGiftAid}", formatAmount(withGiftAid(amount, percent)));
}

/** The amount as the donation page expects it: "25" or "12.50". */
export function amountParam(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The external donation page with the amount in all three parameters it may read. */
export function donationUrl(base: string, amount: number): string {
  const url = new URL(base);
  const value = amountParam(amount);
  for (const name of AMOUNT_PARAMS) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * What the donation form shows of the content (src/content/donate-words.ts),
 * apart from the rest of site.json, which its script must not carry.
 */
export type DonationFormContent = {
  /** The charity's donation page, which takes the gift (content/site.json). */
  pageUrl: string;
  /** The charity by name and number, where the organisers give them. */
  charity: { name: string; number: string } | null;
  /** The Gift Aid share the lines count with (content/words/donate.json, set by law). */
  giftAidPercent: number;
  /** The line under the amounts: of the amount chosen ({amount}, {withGiftAid}), or of none. */
  giftAidLines: { chosen: string; none: string };
  /** The fold's words, over the name, message and dedication. */
  detailsLabel: string;
};
