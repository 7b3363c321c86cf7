// @vitest-environment jsdom
// The form counts Gift Aid with the share the content gives (content/words/donate.json,
// "set by law"), not a share of its own: were HMRC to change it, the editor's one
// number would change every line the visitor reads.
import { render, screen } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { donationFormContent } from "#src/content/donate-words";
import { DonationForm } from "./donation-form";

const Stub = () => <DonationForm content={{ ...donationFormContent, giftAidPercent: 30 }} />;

describe("DonationForm with another Gift Aid share", () => {
  it("says that share before the app starts", () => {
    expect(renderToString(<Stub />)).toContain("Gift Aid adds 30% (UK taxpayers)");
  });

  it("counts every amount with it once started", async () => {
    render(<Stub />);
    expect(screen.getByText("£25 becomes £32.50 with Gift Aid")).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: "£100" }));
    expect(screen.getByText("£100 becomes £130 with Gift Aid")).toBeVisible();
  });
});
