import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FundraisingProgress } from "./fundraising-progress";

describe("FundraisingProgress", () => {
  it("is a progress bar whose value screen readers hear in words", () => {
    render(<FundraisingProgress />);
    const bar = screen.getByRole("progressbar", { name: "Money raised" });
    expect(bar).toHaveAttribute("value", "6420");
    expect(bar).toHaveAttribute("max", "10000");
    expect(bar).toHaveAttribute("aria-valuetext", "£6,420 raised of our £10,000 target");
  });

  it("words the figures for before and during the picnic, and for after it", () => {
    render(<FundraisingProgress />);
    const shownIn = (text: string) =>
      screen.getByText(text).closest("[data-when]")?.getAttribute("data-when");
    expect(shownIn("Raised so far")).toBe("upcoming today after");
    expect(shownIn("£6,420 raised of our £10,000 target")).toBe("upcoming today after");
    expect(shownIn("The 2026 picnic raised £6,420")).toBe("past");
    expect(shownIn("64% of our £10,000 target")).toBe("past");
    expect(screen.getByText(/· 182 supporters · figures from 1 June 2026$/)).toBeInTheDocument();
  });
});
