// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareThePicnic, whatsAppUrl } from "./share-the-picnic";

const share = {
  url: "https://picnic.example.org/",
  title: "A picnic",
  text: "Come to a picnic & bring a friend.",
};

function stubNavigator(fields: Partial<Pick<Navigator, "share" | "clipboard">>) {
  for (const [key, value] of Object.entries(fields)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  stubNavigator({ share: undefined, clipboard: undefined });
});

describe("ShareThePicnic without a share sheet", () => {
  it("offers WhatsApp as a plain link to its own address, in a new tab, with the words and the link", () => {
    stubNavigator({ share: undefined });
    render(<ShareThePicnic share={share} />);
    const link = screen.getByRole("link", { name: "WhatsApp (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    const href = new URL(link.getAttribute("href")!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toBe(`${share.text} ${share.url}`);
    expect(whatsAppUrl(share)).toBe(link.getAttribute("href"));
    expect(screen.queryByRole("button", { name: /Share/ })).not.toBeInTheDocument();
  });

  it("copies the link, and says so on the button and aloud", async () => {
    const user = userEvent.setup();
    render(<ShareThePicnic share={share} />);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(share.url);
    expect(screen.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Link copied");
  });

  it("where the browser refuses the clipboard, says so and shows the link to copy", async () => {
    const user = userEvent.setup();
    render(<ShareThePicnic share={share} />);
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      `Your browser did not let us copy it. Copy this link: ${share.url}`,
    );
    expect(screen.getByRole("status")).not.toHaveClass("sr-only");
    // The button does not claim what did not happen.
    expect(screen.getByRole("button", { name: "Copy link" })).toBeVisible();
  });

  it("where there is no clipboard at all, says the same", async () => {
    const user = userEvent.setup();
    render(<ShareThePicnic share={share} />);
    stubNavigator({ clipboard: undefined });
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(screen.getByRole("status")).toHaveTextContent(`Copy this link: ${share.url}`);
  });
});

describe("ShareThePicnic with a share sheet", () => {
  it("offers the sheet alone, with the picnic's words and link", async () => {
    const sheet = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: sheet });
    const user = userEvent.setup();
    render(<ShareThePicnic share={share} />);
    await user.click(screen.getByRole("button", { name: "Share the picnic" }));
    expect(sheet).toHaveBeenCalledWith(share);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
  });
});
