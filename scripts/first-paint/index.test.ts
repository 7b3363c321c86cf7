import { describe, expect, it } from "vitest";
import { versionProblem, WRITTEN_FOR } from "./index";

describe("the first-paint step's React Router version", () => {
  it("lets the version it was written against through", () => {
    expect(versionProblem({ "react-router": WRITTEN_FOR, "@react-router/dev": WRITTEN_FOR })).toBe(
      null,
    );
  });

  it("refuses any other, saying which, what to check and how to build without it", () => {
    const problem = versionProblem({ "react-router": WRITTEN_FOR, "@react-router/dev": "7.19.0" });
    expect(problem).toContain(
      `written against React Router ${WRITTEN_FOR}, but this is @react-router/dev 7.19.0`,
    );
    expect(problem).toContain("docs/decisions/013-first-paint-step.md");
    expect(problem).toContain("PICNICKY_FIRST_PAINT=off");
  });
});
