// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComponentProps } from "react";
import { impactLines } from "#src/content/donate-copy";
import { donationFormContent } from "#src/content/donate-words";
import { site } from "#src/content/site";
import { PRESET_AMOUNTS, giftAidLine } from "#src/lib/donation";
import { DONATIONS_KEY } from "#src/lib/donations";
import { formatAmount } from "#src/lib/format";
import { DonationForm } from "./donation-form";

function setup({
  blocked = false,
  next,
}: { blocked?: boolean; next?: ComponentProps<typeof DonationForm>["next"] } = {}) {
  const tab = { opener: window as unknown };
  const open = vi
    .spyOn(window, "open")
    .mockImplementation(() => (blocked ? null : (tab as unknown as Window)));
  render(<DonationForm content={donationFormContent} next={next} />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, open, tab };
}

const donateButton = () => screen.getByRole("button", { name: /^Donate/ });
const customField = () => screen.getByRole("textbox", { name: "Or enter another amount" });
const amounts = () => screen.getByRole("group", { name: "Choose an amount" });
/** The content's Gift Aid line of an amount (its rounding: src/lib/donation.test.ts). */
const giftAid = (amount: number) =>
  giftAidLine(donationFormContent.giftAidLines.chosen, amount, donationFormContent.giftAidPercent);
const status = () => within(screen.getByRole("form", { name: "Donation" })).getByRole("status");
const stored = () => JSON.parse(localStorage.getItem(DONATIONS_KEY) ?? "null") as unknown;

// Whole user journeys through a form: slow on a busy machine, so a roomier limit.
vi.setConfig({ testTimeout: 30_000 });

const scrollBy = vi.fn();

beforeEach(() => {
  // jsdom lays nothing out and scrolls nothing.
  window.scrollBy = scrollBy;
  scrollBy.mockClear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  // Testing Library only recognises Jest's fake timers; without this it waits
  // on a faked setTimeout(0) after every event and never returns.
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.setSystemTime(new Date("2026-06-16T11:30:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("DonationForm amounts", () => {
  it("starts at £25 with a Gift Aid preview", () => {
    setup();
    expect(screen.getByRole("radio", { name: "£25" })).toBeChecked();
    expect(donateButton()).toHaveAccessibleName("Donate £25");
    expect(donateButton()).toBeEnabled();
    expect(within(amounts()).getByText(giftAid(25))).toBeVisible();
  });

  it("lets a preset and the custom field take turns", async () => {
    const { user } = setup();
    await user.type(customField(), "7");
    expect(donateButton()).toHaveAccessibleName("Donate £7");
    for (const radio of within(amounts()).getAllByRole("radio")) expect(radio).not.toBeChecked();

    await user.clear(customField());
    expect(donateButton()).toHaveAccessibleName("Donate Now");
    expect(donateButton()).toBeDisabled();

    await user.type(customField(), "12.5");
    expect(donateButton()).toHaveAccessibleName("Donate £12.50");
    expect(within(amounts()).getByText(giftAid(12.5))).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "£100" }));
    expect(customField()).toHaveValue("");
    expect(donateButton()).toHaveAccessibleName("Donate £100");
  });

  it("moves between presets with the arrow keys", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "£25" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "£50" })).toBeChecked();
    expect(donateButton()).toHaveAccessibleName("Donate £50");
  });

  it.each([
    ["0", "The smallest donation is £1."],
    ["0.5", "The smallest donation is £1."],
    ["100001", "The most we can take here is £100,000. For a larger gift, please email us."],
    ["12.345", "Amounts can have at most two decimal places (pence), such as 12.50."],
    ["ten", "Enter an amount in pounds, such as 25 or 12.50."],
  ])("explains why %s cannot be given, beside the field", async (typed, message) => {
    const { user } = setup();
    await user.type(customField(), typed);
    expect(customField()).toHaveValue(typed);
    expect(customField()).toHaveAttribute("aria-invalid", "true");
    expect(customField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(donateButton()).toBeDisabled();
  });

  it("holds the button while the name or message is too long, and counts the message", async () => {
    const { user } = setup();
    // Folded under one disclosure, as a visitor finds them.
    await user.click(screen.getByText(donationFormContent.detailsLabel));
    const name = screen.getByRole("textbox", { name: "Your name (optional)" });
    await user.click(name);
    await user.paste("x".repeat(61));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(expect.stringContaining("up to 60 characters"));
    expect(donateButton()).toBeDisabled();
    await user.clear(name);
    expect(donateButton()).toBeEnabled();

    const message = screen.getByRole("textbox", { name: "Message (optional)" });
    await user.type(message, "Hello");
    expect(screen.getByText("5 of 280 characters")).toBeVisible();
    await user.click(message);
    await user.paste("y".repeat(280));
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(donateButton()).toBeDisabled();
  });
});

describe("DonationForm donating", () => {
  it("opens the donation page, thanks the visitor and resets after 5 seconds", async () => {
    const { user, open, tab } = setup();
    expect(status()).toBeEmptyDOMElement();
    await user.type(customField(), "12.5");
    await user.type(screen.getByRole("textbox", { name: "Your name (optional)" }), "Ann");
    await user.type(screen.getByRole("textbox", { name: "Message (optional)" }), "For Nicky");
    await user.click(donateButton());

    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get("amount")).toBe("12.50");
    expect(url.searchParams.get("preset_amount")).toBe("12.50");
    expect(url.searchParams.get("donation_amount")).toBe("12.50");
    expect(open.mock.calls[0]?.[1]).toBe("_blank");
    expect(tab.opener).toBeNull();

    expect(status()).toHaveTextContent("Thank you for your donation of £12.50!");
    // Brought into view below the button, where a phone's screen may end, once a
    // double tap's second tap would have landed on Donate.
    expect(scrollBy).not.toHaveBeenCalled();
    // Drawn across the foot of a 768px screen (jsdom's), from 700px to 900px.
    vi.spyOn(status(), "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 700, width: 300, height: 200 }),
    );
    act(() => {
      vi.advanceTimersByTime(500);
    });
    // Up by what was below the screen, in one movement.
    expect(scrollBy).toHaveBeenCalledWith({ top: 900 - window.innerHeight, behavior: "smooth" });
    // The wall box was not ticked: nothing stored, no wall line.
    expect(stored()).toBeNull();
    expect(status()).not.toHaveTextContent(/donor wall/);

    // 5 seconds after the tap, 500 ms of which have passed.
    act(() => {
      vi.advanceTimersByTime(4499);
    });
    expect(status()).not.toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status()).toBeEmptyDOMElement();
    expect(customField()).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Your name (optional)" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Message (optional)" })).toHaveValue("");
    expect(screen.getByRole("radio", { name: "£25" })).toBeChecked();
    expect(donateButton()).toHaveAccessibleName("Donate £25");
  });

  it("puts a named donation on the wall and says so", async () => {
    const { user } = setup();
    await user.type(screen.getByRole("textbox", { name: "Your name (optional)" }), "  Ann  ");
    await user.type(screen.getByRole("textbox", { name: "Message (optional)" }), " Hi ");
    const wall = screen.getByRole("checkbox", { name: "Show my donation on the donor wall" });
    await user.click(wall);
    await user.click(donateButton());

    await vi.waitFor(() => expect(stored()).not.toBeNull());
    expect(stored()).toEqual([
      { name: "Ann", amount: 25, message: "Hi", timestamp: Date.parse("2026-06-16T11:30:00Z") },
    ]);
    await vi.waitFor(() =>
      expect(status()).toHaveTextContent("Your name will appear on our donor wall."),
    );
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(wall).not.toBeChecked();
  });

  it("puts a nameless donation on the wall as Anonymous, without the name line", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "£50" }));
    await user.click(screen.getByRole("checkbox", { name: "Show my donation on the donor wall" }));
    await user.click(donateButton());
    await vi.waitFor(() =>
      expect(stored()).toEqual([{ name: "Anonymous", amount: 50, timestamp: expect.any(Number) }]),
    );
    expect(status()).toHaveTextContent("Thank you for your donation of £50!");
    expect(status()).not.toHaveTextContent("Your name will appear");
  });

  it("takes one donation per tap: Donate gives way to the thanks, and trying again opens nothing more and says why", async () => {
    const { user, open } = setup();
    await user.click(screen.getByRole("checkbox", { name: "Show my donation on the donor wall" }));
    await user.dblClick(donateButton());
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    // Hidden, not greyed, while the thank-you shows in its place.
    expect(screen.queryByRole("button", { name: /^Donate/ })).not.toBeInTheDocument();
    await user.type(customField(), "{Enter}");
    expect(open).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent(
      "The donation page is already open in another tab, so we did not open a second one or add you twice.",
    );

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(status()).toBeEmptyDOMElement();
    await user.click(donateButton());
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("counts characters as people see them: six family emoji are a 6-character name", async () => {
    const { user } = setup();
    const name = screen.getByRole("textbox", { name: "Your name (optional)" });
    await user.click(screen.getByText(donationFormContent.detailsLabel));
    await user.click(name);
    await user.paste("👨‍👩‍👧‍👦".repeat(6));
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(donateButton()).toBeEnabled();
    await user.clear(name);
    await user.paste("👨‍👩‍👧‍👦".repeat(61));
    expect(name).toHaveAccessibleDescription(expect.stringContaining("this one has 61"));

    const message = screen.getByRole("textbox", { name: "Message (optional)" });
    await user.click(message);
    await user.paste("🇬🇧".repeat(280));
    expect(screen.getByText("280 of 280 characters")).toBeVisible();
    expect(message).not.toHaveAttribute("aria-invalid");
  });

  it("does not store anything with a name when the box is not ticked", async () => {
    const { user } = setup();
    await user.type(screen.getByRole("textbox", { name: "Your name (optional)" }), "Ann");
    await user.click(donateButton());
    expect(stored()).toBeNull();
    expect(status()).not.toHaveTextContent("Your name will appear");
  });

  it("keeps a link to the donation page when the new tab is blocked", async () => {
    const { user } = setup({ blocked: true });
    await user.click(donateButton());
    const banner = status();
    const link = within(banner).getByRole("link", { name: /Open the donation page/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(link.getAttribute("href") ?? "").searchParams.get("amount")).toBe("25");

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(status()).getByRole("link", { name: /Open the donation page/ })).toBeVisible();

    await user.click(within(status()).getByRole("button", { name: "Dismiss" }));
    expect(status()).toBeEmptyDOMElement();
    expect(donateButton()).toHaveFocus();
  });

  it("dedicates a gift: their name is asked for, stored with the entry and named in the thanks", async () => {
    const { user } = setup();
    expect(screen.getByRole("radio", { name: "No dedication" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "In memory of" }));
    const theirName = screen.getByRole("textbox", { name: "Their name" });
    expect(theirName).toHaveAccessibleDescription(
      expect.stringContaining("Enter their name, or choose No dedication."),
    );
    expect(donateButton()).toBeDisabled();
    await user.type(theirName, "  Rose Ellery ");
    expect(donateButton()).toBeEnabled();
    await user.type(screen.getByRole("textbox", { name: "Your name (optional)" }), "Ann");
    await user.click(screen.getByRole("checkbox", { name: "Show my donation on the donor wall" }));
    await user.click(donateButton());

    expect(status()).toHaveTextContent(
      "Thank you for your donation of £25 in memory of Rose Ellery!",
    );
    await vi.waitFor(() =>
      expect(stored()).toEqual([
        {
          name: "Ann",
          amount: 25,
          timestamp: expect.any(Number),
          dedication: { kind: "memory", name: "Rose Ellery" },
        },
      ]),
    );
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole("radio", { name: "No dedication" })).toBeChecked();
    expect(theirName).toHaveValue("");
  });

  it("leaves a name typed for a dedication out once No dedication is chosen again", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "In honour of" }));
    await user.type(screen.getByRole("textbox", { name: "Their name" }), "Sam");
    await user.click(screen.getByRole("radio", { name: "No dedication" }));
    await user.click(screen.getByRole("checkbox", { name: "Show my donation on the donor wall" }));
    await user.click(donateButton());
    expect(status()).toHaveTextContent("Thank you for your donation of £25!");
    await vi.waitFor(() =>
      expect(stored()).toEqual([{ name: "Anonymous", amount: 25, timestamp: expect.any(Number) }]),
    );
  });

  it("goes ahead with the donation when the wall entry cannot be saved", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { user, open } = setup();
    await user.type(screen.getByRole("textbox", { name: "Your name (optional)" }), "Ann");
    await user.click(screen.getByRole("checkbox", { name: "Show my donation on the donor wall" }));
    await user.click(donateButton());
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(status()).toHaveTextContent("We could not keep your donor-wall entry"),
    );
    expect(status()).not.toHaveTextContent("Your name will appear");
  });
});

describe("DonationForm after the gift", () => {
  // A picnic of the test's own: what the page hands the form (src/lib/after-donation.ts).
  const next = {
    share: { url: "https://picnic.example.org/", title: "A picnic", text: "Come to a picnic." },
    seeYou: { text: "See you on Saturday 1 August!", when: {} },
  };

  it("says the amount given in the line of what it does, not a preset's", async () => {
    const { user } = setup();
    // An amount between two presets: what the lower one does, said of this amount.
    const [low, high] = PRESET_AMOUNTS as unknown as [number, number];
    const between = (low + high) / 2 + 0.5;
    await user.type(customField(), String(between));
    expect(screen.getByText(`${formatAmount(between)} ${impactLines[low]}`)).toBeVisible();
    expect(screen.queryByText(new RegExp(`^${formatAmount(low)} `))).not.toBeInTheDocument();
  });

  it("heads the thanks with finishing the gift, in Donate's place, then offers sharing and the day, which stay", async () => {
    const { user } = setup({ next });
    await user.type(customField(), "35");
    await user.click(donateButton());
    const [headline, ...rest] = status().querySelectorAll("p");
    // The charity by name, as the line under Donate gave it before the tap.
    expect(headline).toHaveTextContent(
      `Finish your gift on ${site.charity?.name}'s donation page.`,
    );
    expect(headline).toHaveFocus();
    expect(within(status()).getByRole("link", { name: /Open it again/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(rest.map((line) => line.textContent)).toContain("Thank you for your donation of £35!");
    // What the gift does is still said of £35, not of the preset below it.
    expect(screen.getByText(`£35 ${impactLines[25]}`)).toBeVisible();
    // Hidden while the thanks shows, not greyed out.
    expect(screen.queryByRole("button", { name: /^Donate/ })).not.toBeInTheDocument();
    const after = screen.getByRole("group", { name: "Tell your friends about the picnic" });
    expect(within(after).getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${next.share.text} ${next.share.url}`)}`,
    );
    expect(within(after).getByText(next.seeYou.text)).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    // The thanks go and the form resets (the spec), Donate is back and has focus again;
    // sharing and the day stay.
    expect(status()).toBeEmptyDOMElement();
    expect(donateButton()).toHaveAccessibleName("Donate £25");
    expect(donateButton()).toHaveFocus();
    expect(screen.getByRole("group", { name: "Tell your friends about the picnic" })).toBe(after);
    expect(within(after).getByText(next.seeYou.text)).toBeVisible();
  });

  it("says no day to see the giver on where the picnic is never ahead", async () => {
    const { user } = setup({ next: { ...next, seeYou: null } });
    await user.click(donateButton());
    const after = screen.getByRole("group", { name: "Tell your friends about the picnic" });
    expect(within(after).getByRole("button", { name: "Copy link" })).toBeVisible();
    expect(after).not.toHaveTextContent("See you");
  });

  it("offers nothing more before a gift, nor where the page hands it nothing", async () => {
    setup({ next });
    expect(screen.queryByRole("group", { name: /Tell your friends/ })).not.toBeInTheDocument();
    cleanup();
    vi.restoreAllMocks();
    const { user } = setup();
    await user.click(donateButton());
    expect(screen.queryByRole("group", { name: /Tell your friends/ })).not.toBeInTheDocument();
  });

  it("copies the picnic's link where there is no share sheet, and says so", async () => {
    const { user } = setup({ next });
    // After setup: Testing Library's user puts a clipboard of its own in place.
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await user.click(donateButton());
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(next.share.url);
    expect(screen.getByRole("button", { name: "Link copied" })).toBeVisible();
  });

  it("offers the phone's share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      const { user } = setup({ next });
      await user.click(donateButton());
      await user.click(screen.getByRole("button", { name: "Share the picnic" }));
      expect(share).toHaveBeenCalledWith(next.share);
      expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    }
  });
});
