// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { totalCopy, totalSoFarCopy } from "#src/content/event-copy";
import type * as EventCopy from "#src/content/event-copy";
import { fundraising, fundraisingCopy } from "#src/content/fundraising";
import { site } from "#src/content/site";
import { event } from "#src/content/event";
import { dateHeld, fillIn } from "#src/lib/event-state";
import { grewOn } from "#src/lib/total-words";
import { words } from "#src/lib/event-words";
import { formatAmount, formatCount, formatDate } from "#src/lib/format";
import type * as Fundraising from "#src/content/fundraising";
import { FundraisingProgress } from "./fundraising-progress";

// Whether the figures are the picnic's final total is the build's choice from two
// content dates (decision 051); here each case is set in turn.
const counted = vi.hoisted(() => ({ final: true }));
// Without the organisers' final total (decision 090): the count is the result, as before it.
vi.mock("#src/content/fundraising", async (original) => {
  const actual = await original<typeof Fundraising>();
  return { ...actual, finalTotal: null, resultRaised: actual.fundraising.raised };
});
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

  it("words the figures so far before the day and on it, and whose they are", () => {
    render(<FundraisingProgress />);
    const shownIn = (text: string) =>
      screen.getByText(byWords(text)).closest("[data-when]")?.getAttribute("data-when");
    expect(shownIn(words(totalCopy.label.running))).toBe("upcoming today");
    expect(shownIn(`${raised} raised of our ${target} target`)).toBe("upcoming today");
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
    // the date on the day too (decision 087), and the live total a link away.
    const running = figures.closest("[data-when]")!;
    expect(plain(running.textContent ?? "")).toContain(
      plain(fillIn(fundraisingCopy.countedOn.dated, dated)),
    );
    expect(within(running as HTMLElement).getByRole("link")).toHaveTextContent(
      plain(fillIn(totalCopy.link.running, dated)),
      { normalizeWhitespace: true },
    );
  });

  it("after the picnic gives its total, counted on or after the day, and how it grew on the picnic before: no bar, date or target", () => {
    render(<FundraisingProgress />);
    const title = screen.getByText(byWords(words(totalCopy.label.result)));
    const final = title.closest("[data-when]")!;
    expect(final.getAttribute("data-when")).toBe("after past");
    const supporters = `from ${formatCount(fundraising.supporters)} supporter${fundraising.supporters === 1 ? "" : "s"}`;
    expect(final).toHaveTextContent(supporters);
    expect(final.textContent).toContain(`${formatCount(fundraising.supporters)}\u00a0supporter`);
    expect(final.querySelector("progress")).toBeNull();
    // How much more than the picnic before, where the organisers list one; never its share
    // of the target, which read as a shortfall after the day (round 10).
    const said = final.textContent?.replaceAll("\u00a0", " ") ?? "";
    const grew = grewOn(
      site.organisers?.pastYears ?? [],
      Number(dateHeld(event).slice(0, 4)),
      fundraising.raised,
    );
    if (grew && totalCopy.growth)
      expect(said).toContain(
        words(
          fillIn(totalCopy.growth, {
            increase: formatAmount(grew.amount),
            lastYear: String(grew.lastYear),
          }),
        ),
      );
    expect(said).not.toContain(target);
    expect(final.textContent).not.toContain(formatDate(fundraising.asOf));
    expect(within(final as HTMLElement).getByRole("link")).toHaveTextContent(
      fillIn(totalCopy.link.result, dated),
    );
  });

  it("after the picnic gives figures counted before the day as a count, dated, the year's total a link away", () => {
    counted.final = false;
    render(<FundraisingProgress />);
    const plain = (text: string) => text.replaceAll("\u00a0", " ");
    const title = screen.getByText(byWords(words(totalCopy.label.beforeDay)));
    const soFar = title.closest("[data-when]")!;
    expect(soFar.getAttribute("data-when")).toBe("after past");
    expect(plain(soFar.textContent ?? "")).toContain(
      plain(fillIn(totalSoFarCopy.counted, { raised, ...dated })),
    );
    expect(soFar.textContent).toContain(raised);
    expect(soFar.textContent).not.toMatch(/to follow/i);
    expect(soFar.querySelector("progress")).toBeNull();
    expect(soFar.textContent).not.toContain(target);
    expect(within(soFar as HTMLElement).getByRole("link")).toHaveTextContent(
      plain(fillIn(totalCopy.link.beforeDay, dated)),
      { normalizeWhitespace: true },
    );
  });

  it("in a first screen after the day sets the year's result at display size, and only that block", () => {
    render(<FundraisingProgress afterTheDay hero />);
    const blocks = document.querySelectorAll("[data-total]");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.querySelector("span")).toHaveClass("text-6xl");
    expect(blocks[0]!.querySelector("progress")).toBeNull();
  });

  it("is the same block, its label and figure alike, in every case", () => {
    render(<FundraisingProgress />);
    const blocks = document.querySelectorAll("[data-total]");
    expect(blocks.length).toBeGreaterThan(1);
    const shapes = [...blocks].map((block) => [
      block.firstElementChild?.className,
      block.querySelector("span")?.className,
    ]);
    expect(new Set(shapes.map((shape) => shape.join("|"))).size).toBe(1);
  });
});
