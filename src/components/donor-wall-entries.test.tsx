// @vitest-environment jsdom
import { brand } from "#content/donor-wall-words";
import { render, screen, within } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { emptyDonorWallCopy } from "#src/content/donor-wall-copy";
import { DONATIONS_KEY, type Donation } from "#src/lib/donations";
import { DonorWallEntries, DonorWallHead, FIRST_PAGE, PAGE_SIZE } from "./donor-wall-entries";

/** The wall's two islands, as the page puts them. */
function renderWall(donations: Donation[] | null) {
  if (donations) localStorage.setItem(DONATIONS_KEY, JSON.stringify(donations));
  render(
    <>
      <DonorWallHead pageNames={{ "/donate": "Donate" }} />
      <DonorWallEntries />
    </>,
  );
}

afterEach(() => localStorage.clear());

describe("Donor wall page", () => {
  it("says so when there are no donations", () => {
    renderWall(null);
    expect(screen.getByRole("heading", { level: 1, name: "Donor Wall" })).toBeVisible();
    // The specification's words, word for word, under whose wall it is.
    expect(screen.getByText("Saved on this device")).toBeVisible();
    // Why it can be empty beside the picnic's count: the charity's page counts every gift.
    expect(screen.getByText(emptyDonorWallCopy.whose)).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "No donations yet" })).toBeVisible();
    expect(screen.getByText(`Be the first to support ${brand}!`)).toBeVisible();
    // No "£0 from 0 donations" above the organisers' figures.
    expect(screen.queryByText("Total raised on this device")).not.toBeVisible();
    expect(screen.getByText("0 donations")).not.toBeVisible();
  });

  it("lists every donation in stored order with the total and count", () => {
    renderWall([
      { name: "Ann", amount: 1000, message: "For Nicky", timestamp: Date.UTC(2026, 5, 16, 11, 30) },
      { name: "Anonymous", amount: 250.5, timestamp: Date.UTC(2026, 5, 15, 9, 0) },
    ]);
    expect(screen.getByText("£1,250.50")).toBeVisible();
    expect(screen.getByText("2 donations")).toBeVisible();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^(Ann|Anonymous)$/).textContent)).toEqual([
      "Ann",
      "Anonymous",
    ]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("img", { name: "Left a message" })).toBeInTheDocument();
    expect(within(first).getByText("“For Nicky”")).toBeVisible();
    expect(within(first).getByText(/^\d{1,2} June 2026 at \d{2}:\d{2}$/)).toBeVisible();
    expect(within(second).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows a wall a visitor's browser kept before the code said donation, as it was stored", () => {
    // Typed out, not built from the code's names: the key and the stored shape are
    // the visitors' own data, which no rename may change (decision 067).
    localStorage.setItem(
      "picnicky:donors",
      '[{"name":"Ann","amount":25,"message":"For Jo","timestamp":1781609400000,"dedication":{"kind":"memory","name":"Jo"}},{"name":"Anonymous","amount":10,"timestamp":1781523000000}]',
    );
    render(
      <>
        <DonorWallHead pageNames={{ "/donate": "Donate" }} />
        <DonorWallEntries />
      </>,
    );
    expect(screen.getByText("2 donations")).toBeVisible();
    expect(screen.getByText("£35")).toBeVisible();
    const [first] = within(screen.getByRole("list")).getAllByRole("listitem") as [HTMLElement];
    expect(within(first).getByText("Ann")).toBeVisible();
    expect(within(first).getByText("“For Jo”")).toBeVisible();
    expect(within(first).getByText(/In memory of Jo/)).toBeVisible();
  });

  it("says '1 donation' for one", () => {
    renderWall([{ name: "Ann", amount: 5, timestamp: 1 }]);
    expect(screen.getByText("1 donation")).toBeVisible();
  });

  it("shows a long wall a page at a time", async () => {
    const donations = Array.from({ length: 10_000 }, (_, index) => ({
      name: `Giver ${index}`,
      amount: 1,
      timestamp: index,
    }));
    renderWall(donations);
    // A long list is read a slice at a time, each slice its own task.
    expect(await screen.findByText("10,000 donations")).toBeVisible();
    expect(screen.getByText("£10,000")).toBeVisible();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(FIRST_PAGE);
    await userEvent.click(
      screen.getByRole("button", {
        name: new RegExp(`^Show ${PAGE_SIZE} more`),
      }),
    );
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(
      FIRST_PAGE + PAGE_SIZE,
    );
    expect(document.activeElement).toHaveTextContent(`Giver ${FIRST_PAGE}`);
  }, 60_000);
});
