// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EventCopy from "#src/content/event-copy";
import { eventHeroCopy, totalSoFarCopy } from "#src/content/event-copy";
import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { words } from "#src/lib/event-words";

// Whether the figures are the year's result is the build's choice from two content dates,
// the figures' and the picnic's (decision 051): here each case is set in turn, the sample's
// figures (dated before the day) and a picnic's whose figures were counted after it.
const counted = vi.hoisted(() => ({ final: true }));
vi.mock("#src/content/event-copy", async (importOriginal) => {
  const actual = await importOriginal<typeof EventCopy>();
  return {
    ...actual,
    get totalIsFinal() {
      return counted.final;
    },
  };
});
beforeEach(() => {
  vi.resetModules();
});

/** The year's total as After the picnic shows it, with the figures counted as `final` says. */
async function shownAfterTheDay(final: boolean) {
  counted.final = final;
  const { YearTotal } = await import("./year-total");
  const { TotalOnCharityPage } = await import("./fundraising-progress");
  render(
    <>
      <YearTotal />
      <TotalOnCharityPage />
    </>,
  );
  const plain = (text: string) => text.replaceAll("\u00a0", " ");
  const lineOf = (template: string) =>
    screen.queryByText((_, element) => {
      if (element?.tagName !== "P") return false;
      return plain(element.textContent ?? "") === plain(words(template));
    });
  return {
    result: lineOf(eventHeroCopy.past.line),
    soFar: lineOf(totalSoFarCopy.figures),
    // The link to the charity's page under them: its words, before "(opens in a new tab)".
    label: plain(screen.getByRole("link").textContent ?? "").startsWith(
      plain(words(fundraisingCopy.countedOn.dated)),
    ),
  };
}

describe("YearTotal", () => {
  it("after the day calls figures counted on or after it the year's result, with no date", async () => {
    const { result, soFar, label } = await shownAfterTheDay(true);
    expect(result).not.toBeNull();
    expect(result!.closest("[data-when]")?.getAttribute("data-when")).toContain("past");
    expect(soFar).toBeNull();
    expect(label).toBe(false);
  });

  it("after the day never calls figures counted before it the result: the count, what is to follow, and the one date label, the link to the charity's page", async () => {
    const { result, soFar, label } = await shownAfterTheDay(false);
    expect(result).toBeNull();
    expect(soFar).not.toBeNull();
    expect(soFar!.textContent).toContain(words("{raised}"));
    expect(label).toBe(true);
    expect(fundraising.asOf).toBeTruthy();
  });
});
