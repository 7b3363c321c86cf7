import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasDirectionControl, hasVisibleCharacter } from "./characters";

const family = "👨‍👩‍👧‍👦";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("characterCount", () => {
  it("counts what people see as characters", async () => {
    const { characterCount } = await import("./characters");
    expect(family.length).toBe(11);
    expect(characterCount(family.repeat(6))).toBe(6);
    expect(characterCount("Zoë")).toBe(3);
    expect(characterCount("Zoe\u0308")).toBe(3); // e + combining diaeresis
    expect(characterCount("🇬🇧 Ann")).toBe(5);
    expect(characterCount("")).toBe(0);
    expect(characterCount("Ann Example")).toBe(11);
    expect(characterCount("a\r\nb")).toBe(3);
  });

  it("counts one for each grapheme joined together, and never more than the code points", async () => {
    const { characterCount } = await import("./characters");
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })),
        (parts) => {
          const text = parts.join("");
          const count = characterCount(text);
          expect(count).toBeLessThanOrEqual(Array.from(text).length);
          if (text.length > 0) expect(count).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it("counts code points where the browser has no Intl.Segmenter", async () => {
    vi.stubGlobal("Intl", { ...Intl, Segmenter: undefined });
    const { characterCount } = await import("./characters");
    expect(characterCount("Zoë😀")).toBe(4);
    expect(characterCount(family)).toBe(7);
  });
});

describe("hasVisibleCharacter and hasDirectionControl", () => {
  it("tells text people can see from text they cannot", () => {
    for (const text of ["a", "1", "!", "é", "李", "👍", " x ", "\u200bx"]) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["", " ", "\u200b", "\u3164", "\u2800", "\u0301", "\u00ad", "\ufeff"]) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("finds the marks that change the direction of what follows, not the plain marks", () => {
    for (const mark of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2069"]) {
      expect(hasDirectionControl(`Ann${mark}`)).toBe(true);
    }
    expect(hasDirectionControl("Ann\u200f\u200e")).toBe(false);
  });
});
