import { describe, expect, it } from "vitest";
import { firstPaintSwitch, versionProblem, WRITTEN_FOR } from "./index";

describe("the first-paint step's React Router version", () => {
  it("lets the version it was written against through", () => {
    expect(versionProblem({ "react-router": WRITTEN_FOR, "@react-router/dev": WRITTEN_FOR })).toBe(
      null,
    );
  });

  it("refuses any other in one line, saying which, what to check and how to build without it", () => {
    const problem = versionProblem({ "react-router": WRITTEN_FOR, "@react-router/dev": "7.19.0" });
    expect(problem).toContain(
      `React Router ${WRITTEN_FOR}'s output, but this is @react-router/dev 7.19.0:`,
    );
    expect(problem).toContain("docs/decisions/013-first-paint-step.md");
    expect(problem).toContain("FIRST_PAINT=off");
    expect(problem).not.toContain("\n");
  });
});

describe("the switch", () => {
  it("is on unless set to off", () => {
    expect(firstPaintSwitch(undefined)).toBe(true);
    expect(firstPaintSwitch("")).toBe(true);
    expect(firstPaintSwitch("on")).toBe(true);
    expect(firstPaintSwitch("off")).toBe(false);
  });

  it("refuses a value it does not know, rather than guess", () => {
    expect(() => firstPaintSwitch("of")).toThrow('FIRST_PAINT is "of"; it may be "on"');
    expect(() => firstPaintSwitch("false")).toThrow();
  });
});
