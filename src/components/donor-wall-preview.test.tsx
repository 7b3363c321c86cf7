// @vitest-environment jsdom
import { wallPreviewIntro } from "#src/content/donate-copy";
import { emptyDonorWallCopy } from "#src/content/donor-wall-copy";
import { act, render, screen, within } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DONATIONS_KEY, addDonation, type Donation } from "#src/lib/donations";
import { EraseDonations } from "./erase-donations";
import { DonorWallPreview } from "./donor-wall-preview";

const entry = (name: string, amount: number, timestamp: number): Donation => ({
  name,
  amount,
  timestamp,
});

function store(donations: Donation[]) {
  localStorage.setItem(DONATIONS_KEY, JSON.stringify(donations));
}

function renderAt(Component: () => React.ReactNode) {
  render(<Component />);
}

afterEach(() => localStorage.clear());

describe("DonorWallPreview", () => {
  it("says what the wall is while this device has given nothing", () => {
    renderAt(() => <DonorWallPreview />);
    // The organisers' sentence whole, its words "donor wall" the link to the wall.
    const link = screen.getByRole("link", { name: /donor wall/i });
    expect(link).toHaveAttribute("href", "/donor-wall");
    expect(link.closest("p")?.textContent).toBe(wallPreviewIntro);
    // Not "No donations yet" beside the organisers' own figures.
    expect(screen.queryByText(emptyDonorWallCopy.title)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View all/ })).not.toBeInTheDocument();
  });

  it("shows the five biggest gifts, biggest first, and links to the rest", () => {
    store([
      entry("Six", 6, 6),
      entry("Fifty", 50, 5),
      entry("One", 1, 4),
      entry("Hundred", 100, 3),
      entry("Ten", 10, 2),
      entry("Twenty", 20, 1),
    ]);
    renderAt(() => <DonorWallPreview />);
    const names = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toEqual(["Hundred£100", "Fifty£50", "Twenty£20", "Ten£10", "Six£6"]);
    expect(screen.getByRole("link", { name: "View all 6 donations" })).toHaveAttribute(
      "href",
      "/donor-wall",
    );
  });

  it("shows no link with five or fewer entries, and follows new donations", () => {
    store([entry("Ann", 5, 1)]);
    renderAt(() => <DonorWallPreview />);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /View all/ })).not.toBeInTheDocument();
    act(() => {
      addDonation(entry("Bea", 7, 2));
    });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("titles one gift as this device's, not as top supporters", () => {
    store([entry("Ann", 5, 1)]);
    renderAt(() => <DonorWallPreview />);
    expect(screen.getByRole("heading", { name: "Gifts from this device" })).toBeVisible();
    expect(screen.queryByText(/top supporters/i)).not.toBeInTheDocument();
    expect(screen.getByText(/kept on this device only: not the picnic's total/)).toBeVisible();
  });

  it("shows script in a name as text", () => {
    store([{ ...entry("<img src=x onerror=alert(1)>", 5, 1), message: "<b>hi</b>" }]);
    renderAt(() => <DonorWallPreview />);
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeVisible();
    expect(screen.getByText("“<b>hi</b>”")).toBeVisible();
    expect(document.querySelector("img")).toBeNull();
  });
});

describe("EraseDonations", () => {
  it("asks first, and erases only when confirmed", async () => {
    store([entry("Ann", 5, 1), entry("Bea", 6, 2)]);
    const user = userEvent.setup();
    renderAt(() => <EraseDonations />);

    await user.click(screen.getByRole("button", { name: "Erase the donor wall here" }));
    const question = screen.getByText(/Erase all 2 entries on this device's donor wall\?/);
    expect(question).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(localStorage.getItem(DONATIONS_KEY)).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Nothing was erased.");
    expect(screen.getByRole("button", { name: "Erase the donor wall here" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Erase the donor wall here" }));
    await user.click(screen.getByRole("button", { name: "Yes, erase them" }));
    expect(localStorage.getItem(DONATIONS_KEY)).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(
      "The donor-wall entries kept on this device have been erased.",
    );
  });
});
