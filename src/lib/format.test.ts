import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatCount,
  formatDate,
  formatLongDate,
  formatPrice,
  formatTime,
  NBSP,
  titleCase,
} from "./format";

/** A line can break at a plain space only: the formatters' spaces are all non-breaking. */
const plain = (text: string) => text.replaceAll(NBSP, " ");

describe("formatPrice", () => {
  it("shows pounds with two decimals and digit grouping", () => {
    expect(formatPrice(24.99)).toBe("£24.99");
    expect(formatPrice(35)).toBe("£35.00");
    expect(formatPrice(1250.5)).toBe("£1,250.50");
    expect(formatPrice(100000)).toBe("£100,000.00");
  });

  it("rounds to the penny as Intl does", () => {
    expect(formatPrice(15.4375)).toBe("£15.44");
    expect(formatPrice(1.005)).toBe("£1.01");
    expect(formatPrice(0.004)).toBe("£0.00");
  });

  it("prints what Intl.NumberFormat prints, for any amount up to £10 million", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (amount) => {
        expect(formatPrice(amount)).toBe(intl.format(amount).replace("-£0.00", "£0.00"));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (n, places) => {
        const amount = n / 10 ** places;
        expect(formatPrice(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("formatAmount", () => {
  it("drops pence only for whole pounds", () => {
    expect(formatAmount(25)).toBe("£25");
    expect(formatAmount(12.5)).toBe("£12.50");
    expect(formatAmount(1250.5)).toBe("£1,250.50");
    expect(formatAmount(100000)).toBe("£100,000");
  });
});

describe("formatCount", () => {
  it("groups digits in threes, as en-GB does", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(10000)).toBe("10,000");
    fc.assert(
      fc.property(fc.nat(), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString("en-GB"));
      }),
    );
  });
});

describe("formatTime", () => {
  it("turns 24-hour times into the spec's 12-hour form", () => {
    expect(plain(formatTime("11:00"))).toBe("11:00 AM");
    expect(plain(formatTime("12:30"))).toBe("12:30 PM");
    expect(plain(formatTime("17:00"))).toBe("5:00 PM");
    expect(plain(formatTime("00:15"))).toBe("12:15 AM");
  });

  it("never lets a line break inside a time (no '5:00 / PM')", () => {
    expect(formatTime("17:00")).toBe(`5:00${NBSP}PM`);
    expect(formatTime("11:00")).not.toMatch(/\s(?<!\u00a0)/u);
  });
});

describe("formatLongDate", () => {
  it("names the weekday, whatever the machine's time zone", () => {
    expect(plain(formatLongDate("2026-06-16"))).toBe("Tuesday 16 June 2026");
    expect(plain(formatDate("2026-06-01"))).toBe("1 June 2026");
  });

  it("never lets a line break inside a date (no 'Tuesday 16 / June 2026')", () => {
    expect(formatLongDate("2026-06-16")).toBe(["Tuesday", "16", "June", "2026"].join(NBSP));
    expect(formatDate("2026-06-01")).not.toContain(" ");
  });

  it("agrees with Intl.DateTimeFormat on every day from 1990 to 2100", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = Date.UTC(1990, 0, 1); day <= Date.UTC(2100, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(plain(formatLongDate(iso))).toBe(intl.format(day).replace(",", ""));
    }
  });
});

describe("titleCase", () => {
  it("writes a cause's name as a heading says it", () => {
    expect(titleCase("triple-negative breast cancer")).toBe("Triple-Negative Breast Cancer");
    expect(titleCase("motor neurone disease (MND)")).toBe("Motor Neurone Disease (MND)");
  });
});
