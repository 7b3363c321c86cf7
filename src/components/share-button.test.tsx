// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "./share-button";

const props = {
  url: "https://picnicky.example/",
  title: "PicNicky",
  text: "Come to the picnic",
  label: "Share PicNicky",
};

function stubNavigator(fields: Partial<Pick<Navigator, "share" | "clipboard">>) {
  for (const [key, value] of Object.entries(fields)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  stubNavigator({ share: undefined, clipboard: undefined });
});

describe("ShareButton", () => {
  it("opens the share sheet where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    const user = userEvent.setup();
    render(<ShareButton {...props} />);
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "Share PicNicky" }));
    expect(share).toHaveBeenCalledWith({
      url: props.url,
      title: props.title,
      text: props.text,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says nothing when the visitor closes the share sheet", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("closed", "AbortError"));
    const writeText = vi.fn();
    const user = userEvent.setup();
    render(<ShareButton {...props} />);
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "Share PicNicky" }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("copies the link and says so where there is no share sheet", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<ShareButton {...props} />);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "Share PicNicky" }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(screen.getByRole("status")).toHaveTextContent("Link copied");
  });

  it("shows the link to copy by hand when the clipboard refuses", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    const user = userEvent.setup();
    render(<ShareButton {...props} />);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "Share PicNicky" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Copy this link: https://picnicky.example/",
    );
  });
});
