// @vitest-environment jsdom
// The form counts Gift Aid with the share the content gives (content/words/donate.json,
// "set by law"), not a share of its own: were HMRC to change it, the editor's one
// number would change every line the visitor reads. The line is the content's, under the
// amounts, of the amount chosen (round 9: money, not a general sentence).
import { render, screen } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { donationFormContent } from "#src/content/donate-words";
import { DonationForm } from "./donation-form";

const content = {
  ...donationFormContent,
  giftAidPercent: 30,
  giftAidLines: { chosen: "Yours: {amount}, then {withGiftAid}", none: "Gift Aid adds 30%" },
};
const Stub = () => <DonationForm content={content} />;

describe("DonationForm with another Gift Aid share and words", () => {
  it("says the default amount's line in the page before the app starts, and the calm one for a typed amount", () => {
    const html = renderToString(<Stub />);
    expect(html).toContain("Yours: £25, then £32.50");
    expect(html).toContain("Gift Aid adds 30%");
  });

  it("counts every amount with it once started, chosen or typed, and says the calm line with none", async () => {
    render(<Stub />);
    const line = () => screen.getByRole("group", { name: "Choose an amount" });
    expect(line()).toHaveTextContent("Yours: £25, then £32.50");
    await userEvent.click(screen.getByRole("radio", { name: "£100" }));
    expect(line()).toHaveTextContent("Yours: £100, then £130");
    const field = screen.getByRole("textbox", { name: "Or enter another amount" });
    await userEvent.type(field, "12.50");
    expect(line()).toHaveTextContent("Yours: £12.50, then £16.25");
    expect(field).toHaveAccessibleDescription(/Yours: £12.50, then £16.25/);
    await userEvent.clear(field);
    expect(line()).toHaveTextContent("Gift Aid adds 30%");
  });
});
