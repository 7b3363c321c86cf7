// @vitest-environment jsdom
import { render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as PreOrderContent from "#src/content/pre-order-delivery";
import {
  preOrderDelivery,
  preOrderDeliveryAfter,
  preOrderDeliveryToday,
} from "#src/content/pre-order-delivery";

/** The line as the build writes it, from content words set for the test (the shipped ones else). */
async function lines(words: Partial<typeof PreOrderContent> = {}) {
  vi.resetModules();
  vi.doMock("#src/content/pre-order-delivery", async (importOriginal) => ({
    ...(await importOriginal<typeof PreOrderContent>()),
    ...words,
  }));
  const { PreOrderDelivery } = await import("./pre-order-delivery");
  const { container } = render(<PreOrderDelivery />);
  return [...container.querySelectorAll("[data-pre-order-delivery]")].map((line) => ({
    text: line.textContent,
    when: line.getAttribute("data-when"),
  }));
}
afterEach(() => vi.doUnmock("#src/content/pre-order-delivery"));

describe("PreOrderDelivery", () => {
  it("says the usual words before and on the day, the after-words from that evening", async () => {
    const usual = "Collect it at the picnic.";
    const after = "We post it to you.";
    expect(
      await lines({
        preOrderDelivery: usual,
        preOrderDeliveryToday: null,
        preOrderDeliveryAfter: after,
      }),
    ).toEqual([
      { text: `How it arrives: ${usual}`, when: "upcoming today" },
      { text: `How it arrives: ${after}`, when: "after past" },
    ]);
  });

  it("says the day's words on the day, where the organisers gave some", async () => {
    const usual = "Collect it at the picnic.";
    const today = "Buy it at the stall today.";
    const after = "We post it to you.";
    expect(
      await lines({
        preOrderDelivery: usual,
        preOrderDeliveryToday: today,
        preOrderDeliveryAfter: after,
      }),
    ).toEqual([
      { text: `How it arrives: ${usual}`, when: "upcoming" },
      { text: `How it arrives: ${today}`, when: "today" },
      { text: `How it arrives: ${after}`, when: "after past" },
    ]);
  });

  it("says the usual words in every state where the after-words are left empty", async () => {
    const usual = "Collect it at the picnic, or we post it.";
    expect(
      await lines({
        preOrderDelivery: usual,
        preOrderDeliveryAfter: null,
        preOrderDeliveryToday: null,
      }),
    ).toEqual([{ text: `How it arrives: ${usual}`, when: null }]);
  });

  it("says nothing before the picnic where only the after-words are given", async () => {
    const after = "We post it to you.";
    expect(
      await lines({
        preOrderDelivery: null,
        preOrderDeliveryAfter: after,
        preOrderDeliveryToday: null,
      }),
    ).toEqual([{ text: `How it arrives: ${after}`, when: "after past" }]);
  });

  it("says nothing where both are left empty", async () => {
    expect(
      await lines({
        preOrderDelivery: null,
        preOrderDeliveryAfter: null,
        preOrderDeliveryToday: null,
      }),
    ).toEqual([]);
  });

  it("says the content's words, placeholders filled", async () => {
    const said = (await lines()).map(({ text }) => text);
    for (const words of [preOrderDelivery, preOrderDeliveryToday, preOrderDeliveryAfter]) {
      if (words) expect(said).toContain(`How it arrives: ${words}`);
    }
    expect(said.join(" ")).not.toMatch(/[{}]/);
  });
});
