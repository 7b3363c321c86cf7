// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { totalSoFarCopy } from "#src/content/event-copy";
import type * as EventCopy from "#src/content/event-copy";
import { event } from "#src/content/event";
import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { site } from "#src/content/site";
import { eventDate } from "#src/lib/event-facts";
import { countedOnOrAfterTheDay, fillIn } from "#src/lib/event-state";
import { formatAmount, formatCount, formatDate } from "#src/lib/format";
import { FundraisingProgress } from "./fundraising-progress";

// Whether the figures are the picnic's final total is the build's choice from two
// content dates (decision 051); here each case is set in turn.
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
  counted.final = true;
});

// The organiser's figures, as the page should word them (£6,420 of £10,000 as shipped).
const raised = formatAmount(fundraising.raised);
const target = formatAmount(fundraising.target);
const percent = Math.floor((fundraising.raised / fundraising.target) * 100);
/** The values of the figures' date label: the charity's name and the day they were counted. */
const dated = {
  asOf: formatDate(fundraising.asOf),
  charity: site.charity?.name ?? "the charity",
};

/** The paragraph whose words read `text`, its figure a span of its own (review 2). */
const byWords = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" &&
  element.textContent?.replaceAll("\u00a0", " ") === text.replaceAll("\u00a0", " ");

describe("FundraisingProgress", () => {
  it("is a progress bar whose value screen readers hear in words", () => {
    render(<FundraisingProgress />);
    const bar = screen.getByRole("progressbar", { name: "Money raised" });
    expect(bar).toHaveAttribute("value", String(fundraising.raised));
    expect(bar).toHaveAttribute("max", String(fundraising.target));
    expect(bar).toHaveAttribute("aria-valuetext", `${raised} raised of our ${target} target`);
  });

  it("words the figures so far before, on and that evening, and whose they are", () => {
    render(<FundraisingProgress />);
    const shownIn = (text: string) =>
      screen.getByText(byWords(text)).closest("[data-when]")?.getAttribute("data-when");
    expect(shownIn("Raised so far")).toBe("upcoming today after");
    expect(shownIn(`${raised} raised of our ${target} target`)).toBe("upcoming today after");
    const supporters = `${formatCount(fundraising.supporters)} supporter${fundraising.supporters === 1 ? "" : "s"}`;
    // The page's non-breaking spaces (after the "·", inside the date) read as plain ones.
    const plain = (text: string) => text.replaceAll("\u00a0", " ");
    const figures = screen.getByText(byWords(`${raised} raised of our ${target} target`));
    // The total a figure of its own, the words around it smaller (review 2).
    expect(figures.querySelector("span")).toHaveClass("text-4xl");
    const line = figures.parentElement!.querySelector("progress + p");
    expect(plain(line?.textContent ?? "")).toContain(supporters);
    // The number is never left at a line's end without its word.
    expect(line?.textContent).toContain(`${formatCount(fundraising.supporters)}\u00a0supporter`);
    // Everyone's, never this device's (the donor wall's): where and when they were counted,
    // in the one label every page gives (round 7).
    expect(
      screen.getByText(plain(fillIn(fundraisingCopy.countedOn.dated, dated)), {
        exact: true,
        normalizer: plain,
      }),
    ).toBeInTheDocument();
  });

  it("on the day never gives a date weeks old: the figures are said to be from before today", () => {
    render(<FundraisingProgress />);
    const plain = (text: string) => text.replaceAll("\u00a0", " ");
    const datedLine = screen.getByText(plain(fillIn(fundraisingCopy.countedOn.dated, dated)), {
      exact: true,
      normalizer: plain,
    });
    expect(datedLine.getAttribute("data-when") ?? "").not.toContain("today");
    // "before today", or "updated today" once the figures were copied on the day itself.
    const onTheDay = screen.getByText(
      fillIn(
        countedOnOrAfterTheDay(fundraising.asOf, event)
          ? fundraisingCopy.countedOn.today
          : fundraisingCopy.countedOn.before,
        dated,
      ),
    );
    expect(onTheDay.getAttribute("data-when")).toBe("today");
    expect(onTheDay.textContent).not.toContain(formatDate(fundraising.asOf));
  });

  it("after the picnic gives its total alone, counted on or after the day: no bar, share of the target or date", () => {
    render(<FundraisingProgress />);
    const title = screen.getByText(byWords(`The ${eventDate.slice(0, 4)} picnic raised ${raised}`));
    const final = title.closest("[data-when]")!;
    expect(final.getAttribute("data-when")).toBe("past");
    const supporters = `from ${formatCount(fundraising.supporters)} supporter${fundraising.supporters === 1 ? "" : "s"}`;
    expect(final).toHaveTextContent(supporters);
    expect(final.textContent).toContain(`${formatCount(fundraising.supporters)}\u00a0supporter`);
    expect(final.querySelector("progress")).toBeNull();
    expect(final.textContent).not.toContain(`${percent}%`);
    expect(final.textContent).not.toContain(target);
    expect(final.textContent).not.toMatch(/updated/i);
  });

  it("after the picnic gives figures counted before the day as a count, in its own words", () => {
    counted.final = false;
    render(<FundraisingProgress />);
    const plain = (text: string) => text.replaceAll("\u00a0", " ");
    // In the organisers' words (content/words/event.json), filled in.
    const values = { raised, ...dated };
    const title = screen.getByText(byWords(fillIn(totalSoFarCopy.figures, values)));
    const soFar = title.closest("[data-when]")!;
    expect(soFar.getAttribute("data-when")).toBe("past");
    expect(plain(soFar.textContent ?? "")).toContain(plain(fillIn(totalSoFarCopy.counted, values)));
    expect(soFar.textContent).not.toContain(`picnic raised ${raised}`);
    expect(soFar.querySelector("progress")).toBeNull();
    expect(soFar.textContent).not.toContain(target);
  });
});
