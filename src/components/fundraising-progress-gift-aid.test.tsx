// @vitest-environment jsdom
// Figures from a charity's page that gives its Gift Aid (npm run figures, decision 061):
// the Gift Aid is said beside the total, in whole pounds, and never added into it.
import { render, screen } from "@testing-library/preact";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type * as EventCopy from "#src/content/event-copy";
import { totalCopy } from "#src/content/event-copy";
import { words } from "#src/lib/event-words";
import type * as Fundraising from "#src/content/fundraising";
import { FundraisingProgress } from "./fundraising-progress";

const counted = vi.hoisted(() => ({ final: true }));
vi.mock("#src/content/fundraising", async (original) => {
  const actual = await original<typeof Fundraising>();
  return {
    ...actual,
    fundraising: {
      givingPage: "picnicky-2026",
      target: 10000,
      raised: 7250,
      giftAid: 1313.62,
      supporters: 214,
      asOf: "2026-04-28",
    },
    // Figures without the organisers' final total (decision 090): the online count is the result.
    finalTotal: null,
    resultRaised: 7250,
  };
});
vi.mock("#src/content/event-copy", async (original) => ({
  ...(await original<typeof EventCopy>()),
  get totalIsFinal() {
    return counted.final;
  },
}));

/** The page's non-breaking spaces read as plain ones. */
const plain = (text: string | null | undefined) => (text ?? "").replaceAll("\u00a0", " ");

/** The paragraph whose words read `text`, its figure a span of its own (review 2). */
const byWords = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" &&
  element.textContent?.replaceAll("\u00a0", " ") === text.replaceAll("\u00a0", " ");

describe("FundraisingProgress with Gift Aid", () => {
  it("says the Gift Aid beside the figures so far, and the bar counts the total alone", () => {
    render(<FundraisingProgress />);
    const bar = screen.getByRole("progressbar", { name: "Money raised" });
    expect(bar).toHaveAttribute("value", "7250");
    expect(bar).toHaveAttribute("aria-valuetext", "£7,250 raised of our £10,000 target");
    const figures = screen.getByText(byWords("£7,250 raised of our £10,000 target"));
    const line = figures.parentElement!.querySelector("progress + p");
    expect(plain(line?.textContent)).toMatch(/^plus £1,313 Gift Aid · 214 supporters · /);
    // Never added in: no £8,563 anywhere.
    expect(document.body.textContent).not.toContain("8,563");
  });

  it("holds each part of the line whole, its dot with the part before it, never starting a line", () => {
    render(<FundraisingProgress />);
    const giftAid = screen.getAllByText(/^plus £1,313 Gift Aid/)[0]!;
    expect(giftAid.tagName).toBe("SPAN");
    expect(giftAid).toHaveClass("inline-block");
    expect(plain(giftAid.textContent)).toBe("plus £1,313 Gift Aid ·");
  });

  it("after the picnic says it under the total, before the supporters", () => {
    const html = renderToString(<FundraisingProgress />);
    const past = html.slice(html.indexOf('data-when="after past"'));
    const title = past.indexOf("£7,250");
    const giftAid = past.indexOf("plus £1,313 Gift Aid");
    const supporters = past.indexOf("from 214");
    expect(title).toBeGreaterThan(-1);
    expect(giftAid).toBeGreaterThan(title);
    expect(supporters).toBeGreaterThan(giftAid);
  });

  it("after the picnic, with figures counted before the day, says it too", () => {
    counted.final = false;
    render(<FundraisingProgress />);
    const soFar = screen
      .getByText(byWords(words(totalCopy.label.beforeDay)))
      .closest("[data-when]")!;
    expect(plain(soFar.textContent)).toContain("plus £1,313 Gift Aid");
    counted.final = true;
  });
});
