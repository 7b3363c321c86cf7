// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqList } from "./faq-list";

describe("FaqList", () => {
  it("keeps answers closed until the question is chosen", async () => {
    const user = userEvent.setup();
    render(<FaqList faqs={[{ question: "Is it free?", answer: "Entry is free." }]} />);
    const question = screen.getByText("Is it free?");
    expect(question.closest("details")).not.toHaveAttribute("open");
    await user.click(question);
    expect(question.closest("details")).toHaveAttribute("open");
    expect(screen.getByText("Entry is free.")).toBeVisible();
  });
});
