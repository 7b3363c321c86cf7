// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { OrganisersStrip } from "./organisers-strip";

// Who runs the picnic and its past years (issue 47, round 4), on fixtures of its own:
// a picnic with a track record, and an organiser's first.
const organisers = {
  title: "Who we are",
  text: "Run by her friends, all volunteers, since 2021.",
  pastYearsTitle: "Raised at past picnics",
  pastYears: [
    { year: 2024, raised: 3480 },
    { year: 2022, raised: 1200.5 },
    { year: 2023, raised: 2150 },
  ],
  quote: "We still make the sandwiches.",
  quoteBy: "Sam, her sister",
};

describe("OrganisersStrip", () => {
  it("says who runs it, each past year's total, oldest first, and one of them in their own words", () => {
    render(<OrganisersStrip id="organisers" organisers={organisers} />);
    const section = screen.getByRole("region", { name: "Who we are" });
    expect(section).toHaveTextContent(organisers.text);
    const years = within(section).getByRole("heading", { name: "Raised at past picnics" });
    const list = within(years.parentElement!).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2022£1,200.50", "2023£2,150", "2024£3,480"]);
    expect(section.querySelector("blockquote")).toHaveTextContent(organisers.quote);
    expect(section.querySelector("figcaption")).toHaveTextContent(organisers.quoteBy);
  });

  it("once the day is over, ends the row with the picnic just held, unless already typed in", () => {
    const justHeld = { year: 2025, raised: 4960, when: { "data-when": "after past" } };
    const { container, rerender } = render(
      <OrganisersStrip id="organisers" organisers={organisers} justHeld={justHeld} />,
    );
    const items = () => [...container.querySelectorAll("li")];
    expect(items().map((item) => item.textContent)).toEqual([
      "2022£1,200.50",
      "2023£2,150",
      "2024£3,480",
      "2025£4,960",
    ]);
    expect(items().at(-1)).toHaveAttribute("data-when", "after past");
    rerender(
      <OrganisersStrip
        id="organisers"
        organisers={organisers}
        justHeld={{ ...justHeld, year: 2024 }}
      />,
    );
    expect(items()).toHaveLength(3);
  });

  it("on a first picnic says nothing of past years, and leaves out a quote left empty", () => {
    render(
      <OrganisersStrip
        id="organisers"
        organisers={{ ...organisers, pastYears: [], quote: "", quoteBy: "" }}
      />,
    );
    const section = screen.getByRole("region", { name: "Who we are" });
    expect(section).toHaveTextContent(organisers.text);
    expect(within(section).queryByRole("list")).toBeNull();
    expect(section).not.toHaveTextContent(organisers.pastYearsTitle);
    expect(section.querySelector("blockquote, figure")).toBeNull();
  });
});
