import { afterEach, describe, expect, it } from "vitest";
import { allowPageStyles, links } from "./page-styles";

describe("the rest of the stylesheet, for the pages after the first", () => {
  afterEach(() => {
    delete window.__pageStylesheet;
  });

  it("is asked for by no route until the first page is running", () => {
    window.__pageStylesheet = "/assets/styles-abc.css";
    expect(links()).toEqual([]);
    allowPageStyles();
    expect(links()).toEqual([{ rel: "stylesheet", href: "/assets/styles-abc.css" }]);
  });

  it("is left out where the page did not say where it is (the development server)", () => {
    allowPageStyles();
    expect(links()).toEqual([]);
  });
});
