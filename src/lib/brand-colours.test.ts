import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandColours as fromStylesheet, themeColours } from "../../scripts/brand-colours.mjs";
import { brandColours } from "./brand-colours";

describe("the brand's colours outside the stylesheet", () => {
  it("are the stylesheet's own, read from its @theme", () => {
    const css = readFileSync(path.join(process.cwd(), "src", "app.css"), "utf8");
    expect(brandColours).toEqual({
      blush: themeColours(css).blush,
      blush50: themeColours(css)["blush-50"],
    });
    expect(fromStylesheet(css)).toMatchObject(brandColours);
  });

  it("follow a colour changed in the stylesheet", () => {
    const css = "@theme { --color-blush: #abcdef; --color-blush-50: #fefefe; }";
    expect(themeColours(css)).toEqual({ blush: "#abcdef", "blush-50": "#fefefe" });
  });
});
