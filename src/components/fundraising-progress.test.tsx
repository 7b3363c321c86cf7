// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { fundraising } from "#src/content/fundraising";
import { eventDate } from "#src/lib/event-facts";
import { formatAmount, formatCount, formatDate } from "#src/lib/format";
import { FundraisingProgress } from "./fundraising-progress";

// The organiser's figures, as the page should word them (£6,420 of £10,000 as shipped).
const raised = formatAmount(fundraising.raised);
const target = formatAmount(fundraising.target);
const percent = Math.floor((fundraising.raised / fundraising.target) * 100);

describe("FundraisingProgress", () => {
  it("is a progress bar whose value screen readers hear in words", () => {
    render(<FundraisingProgress />);
    const bar = screen.getByRole("progressbar", { name: "Money raised" });
    expect(bar).toHaveAttribute("value", String(fundraising.raised));
    expect(bar).toHaveAttribute("max", String(fundraising.target));
    expect(bar).toHaveAttribute("aria-valuetext", `${raised} raised of our ${target} target`);
  });

  it("words the figures for before and during the picnic, and for after it", () => {
    render(<FundraisingProgress />);
    const shownIn = (text: string) =>
      screen.getByText(text).closest("[data-when]")?.getAttribute("data-when");
    expect(shownIn("Raised so far")).toBe("upcoming today after");
    expect(shownIn(`${raised} raised of our ${target} target`)).toBe("upcoming today after");
    expect(shownIn(`The ${eventDate.slice(0, 4)} picnic raised ${raised}`)).toBe("past");
    expect(shownIn(`${percent}% of our ${target} target`)).toBe("past");
    const supporters = `${formatCount(fundraising.supporters)} supporter${fundraising.supporters === 1 ? "" : "s"}`;
    // The page's non-breaking spaces (after the "·", inside the date) read as plain ones.
    const plain = (text: string) => text.replaceAll("\u00a0", " ");
    const line = screen.getByText(`${raised} raised of our ${target} target`).closest("p");
    expect(plain(line?.textContent ?? "")).toContain(`· ${supporters}`);
    expect(
      screen.getByText(`Updated ${plain(formatDate(fundraising.asOf))}`, { exact: true }),
    ).toBeInTheDocument();
  });
});
