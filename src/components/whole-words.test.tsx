// @vitest-environment jsdom
import { render } from "@testing-library/preact";
import { expect, it } from "vitest";
import { wholeWords } from "./whole-words";

const rendered = (text: string) => render(<h2>{wholeWords(text)}</h2>).container.firstElementChild!;

it("keeps each hyphenated word on one line, and the words as they were", () => {
  const heading = rendered(
    "Understanding Triple-Negative Breast Cancer, a well-known (half-term) one",
  );
  expect(heading.textContent).toBe(
    "Understanding Triple-Negative Breast Cancer, a well-known (half-term) one",
  );
  expect([...heading.querySelectorAll("span.whitespace-nowrap")].map((s) => s.textContent)).toEqual(
    ["Triple-Negative", "well-known", "(half-term)"],
  );
});

it("leaves words without a hyphen, and a dash between spaces, as plain text", () => {
  const heading = rendered("Our Mission - in short");
  expect(heading.querySelector("span")).toBeNull();
  expect(heading.textContent).toBe("Our Mission - in short");
});
