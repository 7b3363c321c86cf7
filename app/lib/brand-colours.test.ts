import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandColours } from "./brand-colours";

describe("the brand's colours outside the stylesheet", () => {
  it("are the stylesheet's own", () => {
    const css = readFileSync(path.join(process.cwd(), "app", "app.css"), "utf8");
    expect(css).toContain(`--color-blush: ${brandColours.blush};`);
    expect(css).toContain(`--color-blush-50: ${brandColours.blush50};`);
  });
});
