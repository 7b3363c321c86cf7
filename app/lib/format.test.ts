import { describe, expect, it } from "vitest";
import { formatAmount, formatLongDate, formatPrice, formatTime } from "./format";

describe("formatPrice", () => {
  it("shows pounds with two decimals and digit grouping", () => {
    expect(formatPrice(24.99)).toBe("£24.99");
    expect(formatPrice(35)).toBe("£35.00");
    expect(formatPrice(1250.5)).toBe("£1,250.50");
  });
});

describe("formatAmount", () => {
  it("drops pence only for whole pounds", () => {
    expect(formatAmount(25)).toBe("£25");
    expect(formatAmount(12.5)).toBe("£12.50");
    expect(formatAmount(1250.5)).toBe("£1,250.50");
  });
});

describe("formatTime", () => {
  it("turns 24-hour times into the spec's 12-hour form", () => {
    expect(formatTime("11:00")).toBe("11:00 AM");
    expect(formatTime("12:30")).toBe("12:30 PM");
    expect(formatTime("17:00")).toBe("5:00 PM");
    expect(formatTime("00:15")).toBe("12:15 AM");
  });
});

describe("formatLongDate", () => {
  it("names the weekday, whatever the machine's time zone", () => {
    expect(formatLongDate("2026-06-16")).toBe("Tuesday 16 June 2026");
  });
});
