import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AMOUNT_INPUT_PATTERN,
  DEFAULT_FIELDS,
  amountParam,
  canDonate,
  checkDonation,
  dedicationLine,
  donateLabel,
  donationUrl,
  giftAidLine,
  isAcceptedAmount,
  MESSAGE_MAX_LENGTH,
  messageProblem,
  NAME_MAX_LENGTH,
  nameProblem,
  parseAmount,
  RAW_UNITS_PER_CHARACTER,
  PLAIN_AMOUNT_HINT,
  PLAIN_AMOUNT_PATTERN,
  withGiftAid,
} from "./donation";

describe("raw lengths (issue 37)", () => {
  const raw = (limit: number) => limit * RAW_UNITS_PER_CHARACTER;

  it("refuses a name, message or dedication far longer stored than it looks, saying so", () => {
    const marks = `A${"\u0301".repeat(2100)}`;
    expect(nameProblem(marks)).toMatch(/too long to keep.*Please shorten it/);
    expect(messageProblem("x".repeat(50_001))).toMatch(/^Messages can be up to/);
    const check = checkDonation({
      ...DEFAULT_FIELDS,
      name: marks,
      message: `B${"\u0316".repeat(raw(MESSAGE_MAX_LENGTH))}`,
      dedication: "memory",
      dedicatedTo: `C${"\u0489".repeat(3000)}`,
    });
    expect(check.nameError).toMatch(/too long to keep/);
    expect(check.messageError).toMatch(/too long to keep/);
    expect(check.dedicationError).toMatch(/too long to keep/);
    expect(check.ready).toBe(false);
  });

  it("takes any name of up to the limit in characters, even of the longest emoji", () => {
    // A kiss with two skin tones: 15 code units, one character.
    const kiss = "\u{1F469}\u{1F3FB}\u200D\u2764\uFE0F\u200D\u{1F48B}\u200D\u{1F468}\u{1F3FC}";
    expect(kiss.length).toBe(15);
    expect(nameProblem(kiss.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(messageProblem(kiss.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
  });

  it("never takes more than the raw limit, whatever the text", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc
        .tuple(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 2000 }))
        .map(([base, count]) => `${base}${"\u0301".repeat(count)}`),
      fc.string({ unit: "binary", maxLength: 1200 }),
    );
    fc.assert(
      fc.property(text, (value) => {
        if (nameProblem(value) === null)
          expect(value.length).toBeLessThanOrEqual(raw(NAME_MAX_LENGTH));
        if (messageProblem(value) === null) {
          expect(value.length).toBeLessThanOrEqual(raw(MESSAGE_MAX_LENGTH));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("parseAmount", () => {
  it("is empty when nothing is typed", () => {
    expect(parseAmount("")).toEqual({ kind: "empty" });
    expect(parseAmount("   ")).toEqual({ kind: "empty" });
  });

  it("takes whole pounds, pence, a pound sign and thousands commas", () => {
    expect(parseAmount("7")).toEqual({ kind: "valid", amount: 7 });
    expect(parseAmount("12.5")).toEqual({ kind: "valid", amount: 12.5 });
    expect(parseAmount("12.50")).toEqual({ kind: "valid", amount: 12.5 });
    expect(parseAmount(" £30 ")).toEqual({ kind: "valid", amount: 30 });
    expect(parseAmount("1,250.50")).toEqual({ kind: "valid", amount: 1250.5 });
    expect(parseAmount("100000")).toEqual({ kind: "valid", amount: 100_000 });
    expect(parseAmount("1")).toEqual({ kind: "valid", amount: 1 });
  });

  it("explains, rather than changes, an amount it cannot take", () => {
    const message = (text: string) => {
      const result = parseAmount(text);
      return result.kind === "invalid" ? result.message : `not invalid: ${JSON.stringify(result)}`;
    };
    expect(message("abc")).toBe("Enter an amount in pounds, such as 25 or 12.50.");
    expect(message("1e5")).toBe("Enter an amount in pounds, such as 25 or 12.50.");
    expect(message("12,5")).toBe("Enter an amount in pounds, such as 25 or 12.50.");
    expect(message("12.345")).toMatch(/at most two decimal places/);
    expect(message("0")).toBe("The smallest donation is £1.");
    expect(message("0.99")).toBe("The smallest donation is £1.");
    expect(message("-5")).toBe("The smallest donation is £1.");
    expect(message("100000.01")).toMatch(/The most we can take here is £100,000/);
    expect(message("99999999999999999999")).toMatch(/The most we can take here/);
  });

  it("never throws and only accepts amounts between £1 and £100,000 in whole pence", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmount(text);
        if (result.kind === "valid") {
          expect(result.amount).toBeGreaterThanOrEqual(1);
          expect(result.amount).toBeLessThanOrEqual(100_000);
          expect(Math.round(result.amount * 100) / 100).toBe(result.amount);
        }
      }),
    );
  });

  it("takes exactly what the field's pattern lets the browser send before the app starts", () => {
    // As a browser compiles an input's pattern attribute.
    const pattern = new RegExp(`^(?:${AMOUNT_INPUT_PATTERN})$`, "v");
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789.,£ -e"), maxLength: 12 }),
      fc.double({ min: -10, max: 200_000, noNaN: true }).map(String),
      fc.integer({ min: 0, max: 20_000_000 }).map((pence) => (pence / 100).toFixed(2)),
      fc
        .integer({ min: 0, max: 200_000 })
        .map((pounds) => pounds.toLocaleString("en-GB"))
        .chain((pounds) => fc.constantFrom(pounds, `£${pounds}`, ` ${pounds}.5 `, `${pounds}.`)),
      fc.string(),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const accepted = parseAmount(text).kind === "valid";
        expect(pattern.test(text), JSON.stringify(text)).toBe(accepted);
      }),
      { numRuns: 5000 },
    );
    for (const text of ["-5", "0.001", "abc", "0", "0.99", "100000.01", "1,00", "0,001"]) {
      expect(pattern.test(text), text).toBe(false);
    }
    for (const text of ["1", "12.50", "£1,000.5", " 100,000.00 ", "99999.99", "007"]) {
      expect(pattern.test(text), text).toBe(true);
    }
  });

  it("with JavaScript off takes only what the app takes, written as a plain number the charity's page can read", () => {
    const plain = new RegExp(`^(?:${PLAIN_AMOUNT_PATTERN})$`, "v");
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789.,£ -e"), maxLength: 12 }),
      fc.integer({ min: 0, max: 20_000_000 }).map((pence) => (pence / 100).toFixed(2)),
      fc.double({ min: 0, max: 200_000, noNaN: true }).map(String),
    );
    fc.assert(
      fc.property(typed, (text) => {
        if (!plain.test(text)) return;
        const parsed = parseAmount(text);
        // Taken by the app, and what it would send: the same number.
        expect(parsed, text).toEqual({ kind: "valid", amount: Number(text) });
        expect(Number(amountParam(Number(text))), text).toBe(Number(text));
      }),
      { numRuns: 5000 },
    );
    for (const text of ["£1,012.5", "1,000", "£25", " 25", "25 ", "12.", "12.345", "025", "0.5"]) {
      expect(plain.test(text), text).toBe(false);
    }
    for (const text of ["1", "25", "12.5", "12.50", "1012.50", "99999.99", "100000", "100000.00"]) {
      expect(plain.test(text), text).toBe(true);
    }
    expect(PLAIN_AMOUNT_HINT).toMatch(/^Digits only/);
  });

  it("gives only amounts the donor wall reads back (one rule for both)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmount(text);
        if (result.kind === "valid") expect(isAcceptedAmount(result.amount)).toBe(true);
      }),
    );
    for (const amount of [1e-300, 0.99, 100_000.01, 12.345, Number.NaN, Infinity]) {
      expect(isAcceptedAmount(amount), String(amount)).toBe(false);
    }
  });

  it("reads back every amount in pence that it should take", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (pence) => {
        const text = (pence / 100).toFixed(2);
        expect(parseAmount(text)).toEqual({ kind: "valid", amount: pence / 100 });
      }),
    );
  });
});

describe("donateLabel", () => {
  it("names the amount, or asks plainly when there is none", () => {
    expect(donateLabel(25)).toBe("Donate £25");
    expect(donateLabel(7)).toBe("Donate £7");
    expect(donateLabel(12.5)).toBe("Donate £12.50");
    expect(donateLabel(1250.5)).toBe("Donate £1,250.50");
    expect(donateLabel(null)).toBe("Donate Now");
    expect(donateLabel(0)).toBe("Donate Now");
  });

  it("can donate only an amount above 0", () => {
    expect(canDonate(null)).toBe(false);
    expect(canDonate(0)).toBe(false);
    expect(canDonate(-1)).toBe(false);
    expect(canDonate(Number.NaN)).toBe(false);
    expect(canDonate(0.5)).toBe(true);
  });
});

describe("Gift Aid", () => {
  const chosen = "Your {amount} becomes {withGiftAid} with Gift Aid";

  it("adds 25%, in whole pence rounded down: it never promises more than the claim brings", () => {
    expect(withGiftAid(25, 25)).toBe(31.25);
    expect(withGiftAid(10, 25)).toBe(12.5);
    expect(withGiftAid(12.5, 25)).toBe(15.62);
    expect(withGiftAid(12.34, 25)).toBe(15.42);
    expect(withGiftAid(12.33, 25)).toBe(15.41);
    expect(giftAidLine(chosen, 25, 25)).toBe("Your £25 becomes £31.25 with Gift Aid");
    expect(giftAidLine(chosen, 100, 25)).toBe("Your £100 becomes £125 with Gift Aid");
    expect(giftAidLine(chosen, 12.5, 25)).toBe("Your £12.50 becomes £15.62 with Gift Aid");
  });

  it("counts with the share it is given, should the law change it", () => {
    expect(withGiftAid(25, 30)).toBe(32.5);
    expect(withGiftAid(12.34, 20)).toBe(14.8);
    expect(giftAidLine(chosen, 10, 30)).toBe("Your £10 becomes £13 with Gift Aid");
  });

  it("fills in the organiser's own words", () => {
    expect(giftAidLine("{amount} + Gift Aid = {withGiftAid}", 40, 25)).toBe("£40 + Gift Aid = £50");
  });
});

describe("donationUrl", () => {
  it("puts the amount in all three parameters", () => {
    const url = new URL(donationUrl("https://donate.charity.example/picnicky", 25));
    expect(url.origin + url.pathname).toBe("https://donate.charity.example/picnicky");
    expect(url.searchParams.get("preset_amount")).toBe("25");
    expect(url.searchParams.get("amount")).toBe("25");
    expect(url.searchParams.get("donation_amount")).toBe("25");
  });

  it("writes pence with two decimals and keeps the base URL's own parameters", () => {
    const url = new URL(donationUrl("https://give.example/page?campaign=picnic&amount=1", 12.5));
    expect(url.searchParams.get("campaign")).toBe("picnic");
    expect(url.searchParams.getAll("amount")).toEqual(["12.50"]);
    expect(url.searchParams.get("donation_amount")).toBe("12.50");
    expect(amountParam(7)).toBe("7");
  });
});

describe("dedications", () => {
  it("needs their name once a dedication is chosen, trimmed and no longer than a donor's", () => {
    const chosen = { ...DEFAULT_FIELDS, dedication: "memory" as const };
    expect(checkDonation(DEFAULT_FIELDS)).toMatchObject({ dedication: null, ready: true });
    // A name typed and then "No dedication" chosen again: no dedication.
    expect(checkDonation({ ...DEFAULT_FIELDS, dedicatedTo: "Rose" }).dedication).toBeNull();
    for (const blank of ["", "   "]) {
      expect(checkDonation({ ...chosen, dedicatedTo: blank })).toMatchObject({
        dedication: null,
        dedicationError: "Enter their name, or choose No dedication.",
        ready: false,
      });
    }
    expect(checkDonation({ ...chosen, dedicatedTo: "  Rose Ellery " })).toMatchObject({
      dedication: { kind: "memory", name: "Rose Ellery" },
      dedicationError: null,
      ready: true,
    });
    expect(checkDonation({ ...chosen, dedicatedTo: "👩‍👧".repeat(60) }).ready).toBe(true);
    expect(checkDonation({ ...chosen, dedicatedTo: "👩‍👧".repeat(61) })).toMatchObject({
      dedicationError: "Names can be up to 60 characters; this one has 61.",
      ready: false,
    });
  });

  it("reads as the wall shows it", () => {
    expect(dedicationLine({ kind: "memory", name: "Rose Ellery" })).toBe(
      "In memory of Rose Ellery",
    );
    expect(dedicationLine({ kind: "honour", name: "Sam" })).toBe("In honour of Sam");
  });
});

describe("names and messages nobody could read rightly", () => {
  const errors = (fields: Partial<typeof DEFAULT_FIELDS>) => {
    const check = checkDonation({ ...DEFAULT_FIELDS, ...fields });
    return [check.nameError, check.messageError, check.dedicationError, check.ready];
  };

  it("refuses a name, message or their name that turns its line round", () => {
    for (const text of ["\u202eAnn", "Ann\u202d", "\u2067Ann\u2069"]) {
      expect(errors({ name: text })[0]).toMatch(/turn text round/);
      expect(errors({ message: text })[1]).toMatch(/turn text round/);
      expect(errors({ dedication: "memory", dedicatedTo: text })[2]).toMatch(/turn text round/);
      expect(errors({ name: text })[3]).toBe(false);
    }
  });

  it("refuses one nobody can see, and takes names in any script", () => {
    for (const text of ["\u200b", "\u3164\u3164", "\u2800", "\u0301", "\u200b \u2060"]) {
      expect(errors({ name: text })[0], JSON.stringify(text)).toMatch(/nothing people can see/);
      expect(errors({ message: text })[1], JSON.stringify(text)).toMatch(/nothing people can see/);
    }
    for (const text of ["Ann", "José", "\u05d3\u05e0\u05d4\u200f", "李明", "👩‍👧", "Zoë-Jane"]) {
      expect(errors({ name: text }), text).toEqual([null, null, null, true]);
    }
  });
});
