// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SiteSchema } from "#src/content/schema";
import { site } from "#src/content/site";
import { formatDate } from "#src/lib/format";
import { Privacy } from "./privacy";
import { Terms } from "./terms";

describe("the privacy policy and the terms", () => {
  it("each say first when their words last changed", () => {
    for (const Page of [Privacy, Terms]) {
      const { container, unmount } = render(<Page />);
      const updated = screen.getByText(/^Last updated/);
      const day = updated.querySelector("time")?.getAttribute("dateTime") ?? "";
      expect(updated.textContent).toBe(`Last updated ${formatDate(day)}.`);
      // The day is content (the editor's "Names and addresses"), not code.
      expect(day).toBe(site.policiesUpdated);
      // A real day, and not one still to come.
      expect(Number.isNaN(Date.parse(day))).toBe(false);
      expect(Date.parse(day)).toBeLessThanOrEqual(Date.now());
      // Before the first heading of the text.
      const firstHeading = container.querySelector("h2")!;
      expect(updated.compareDocumentPosition(firstHeading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      unmount();
    }
  });

  it("take their day from the content, which refuses a day still to come", () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const check = (day: string) =>
      v
        .safeParse(SiteSchema, { ...site, policiesUpdated: day })
        .issues?.map((each) => each.message);
    expect(check(tomorrow)).toEqual([
      `is ${tomorrow}, a day still to come: write the day the words changed`,
    ]);
    expect(check(today)).toBeUndefined();
  });

  it("says who is responsible for what a visitor sends, and for what they give", () => {
    render(<Privacy />);
    const heading = screen.getByRole("heading", { name: "Who is responsible" });
    // The section: what follows its heading, up to the next one.
    let text = "";
    for (let part = heading.nextElementSibling; part && part.tagName !== "H2";) {
      text += `${part.textContent} `;
      part = part.nextElementSibling;
    }
    expect(text).toContain(`${site.brand} is organised by volunteers`);
    if (site.charity) expect(text).toContain(`in aid of ${site.charity.name}.`);
    expect(text).toContain("data controller");
    expect(text).toContain("The charity whose page takes your gift is responsible");
    expect(text).toContain("show you, or to delete, what you have sent us");
    expect(text).toContain("Information Commissioner's Office");
  });
});
