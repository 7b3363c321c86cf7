import { describe, expect, it } from "vitest";
import { mailto } from "./mailto";

describe("mailto", () => {
  it("is a bare address when there is nothing to add", () => {
    expect(mailto("hello@picnicky.example")).toBe("mailto:hello@picnicky.example");
  });

  it("encodes spaces, ampersands and line breaks so mail clients read them right", () => {
    const href = mailto("rsvp@picnicky.example", {
      subject: "RSVP: Tom & Ann",
      body: "Two\nof us",
    });
    expect(href).toBe(
      "mailto:rsvp@picnicky.example?subject=RSVP%3A%20Tom%20%26%20Ann&body=Two%0Aof%20us",
    );
  });
});
