import { describe, expect, it } from "vitest";
import { categorise, codeLines } from "./machinery.ts";

describe("the machinery count", () => {
  it("counts the lines that hold code, not blank lines or comments", () => {
    const text = [
      "// a comment",
      "/**",
      " * A JSDoc block.",
      " */",
      "const a = 1; // and a comment after code",
      "",
      "/* a block */ const b = `",
      "// inside a template string: code",
      "`;",
      "  * 2;",
    ].join("\n");
    expect(codeLines("example.ts", text)).toBe(5);
  });

  it("lists the editor and the figures' rules apart, and counts the rest", () => {
    expect(categorise("scripts/admin-guard.mjs").category).toBe("editor");
    expect(categorise("scripts/figures/next-figures.ts").category).toBe("domain logic");
    expect(categorise("scripts/figures/justgiving.ts").category).toBe("machinery");
    expect(categorise("server/app.test.js").category).toBe("test");
    expect(categorise("server/test-site.js").category).toBe("test");
    expect(categorise("server/app.js").category).toBe("machinery");
  });
});
