// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { HospicePanel } from "./hospice-panel";

// The second charity on Donate is the organisers' (content/site.json): its
// heading, words and as many links as they give, or no panel at all.
describe("HospicePanel", () => {
  const links = ["Its website", "Give to it", "Volunteer there"].map((label, index) => ({
    label,
    href: `https://charity.example.org/${index}`,
  }));

  it("shows the organisers' heading and words, and every link they give, in a new tab", () => {
    render(<HospicePanel hospice={{ title: "Support the Lantern", text: "It cares.", links }} />);
    const panel = screen.getByRole("region", { name: "Support the Lantern" });
    expect(panel).toHaveTextContent("It cares.");
    const shown = screen.getAllByRole("link");
    expect(shown).toHaveLength(3);
    links.forEach((link, index) => {
      expect(shown[index]).toHaveAccessibleName(expect.stringContaining(link.label));
      expect(shown[index]).toHaveAttribute("href", link.href);
      expect(shown[index]).toHaveAttribute("target", "_blank");
    });
  });

  it("shows no panel when the organisers have no second charity", () => {
    const { container } = render(<HospicePanel hospice={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).toBeNull();
  });
});
