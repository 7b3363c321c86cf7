import { describe, expect, it } from "vitest";
import {
  hasIslands,
  inlineScripts,
  isJavaScript,
  scriptKind,
  withoutScripts,
} from "./page-html.ts";

// A page with every kind of script and script link, as a build might write it.
const page = [
  "<!DOCTYPE html><html><head><meta charset=utf-8>",
  '<link rel="modulepreload" href="/_astro/client.a.js">',
  '<link rel=preload as=script href="/_astro/b.js">',
  '<link rel="preload" as="image" href="/hero.webp">',
  '<link rel="stylesheet" href="/_astro/site.css">',
  "<style>p{color:red}</style>",
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script type="module">import("/_astro/a.js");</script>',
  "<script>document.documentElement.dataset.event='on'</script>",
  '<script type="importmap">{"imports":{}}</script>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  "</head><body><p>Hello &amp; <b>welcome</b></p>",
  '<astro-island uid="x" component-url="/_astro/form.js"><form><button>Donate</button></form></astro-island>',
  '<template><script>alert("in a template")</script></template>',
  '<SCRIPT src="/x.js"></SCRIPT>',
  '<script type="text/javascript">console.log("</p>")</script></body></html>',
].join("");

describe("scriptKind (what a browser does with a script element's type)", () => {
  it("runs scripts without a type, with an empty one, or with a JavaScript MIME type", () => {
    for (const type of [undefined, "", " ", "text/javascript", "Application/JavaScript"]) {
      expect(scriptKind(type)).toBe("classic");
    }
    expect(scriptKind("module")).toBe("module");
  });

  it("reads import maps and speculation rules, and leaves data blocks alone", () => {
    expect(scriptKind("importmap")).toBe("importmap");
    expect(scriptKind("speculationrules")).toBe("speculationrules");
    expect(scriptKind("application/ld+json")).toBe("data");
    expect(scriptKind("text/plain")).toBe("data");
  });

  it("knows a script file by its Content-Type", () => {
    expect(isJavaScript("text/javascript; charset=utf-8")).toBe(true);
    expect(isJavaScript("Application/JavaScript")).toBe(true);
    expect(isJavaScript("text/html; charset=utf-8")).toBe(false);
    expect(isJavaScript("application/json")).toBe(false);
    expect(isJavaScript("")).toBe(false);
  });
});

describe("withoutScripts (the no-JavaScript twin)", () => {
  it("drops every script and script preload and keeps the rest of the page byte for byte", () => {
    expect(withoutScripts(page)).toBe(
      [
        "<!DOCTYPE html><html><head><meta charset=utf-8>",
        '<link rel="preload" as="image" href="/hero.webp">',
        '<link rel="stylesheet" href="/_astro/site.css">',
        "<style>p{color:red}</style>",
        '<script type="application/ld+json">{"@type":"Event"}</script>',
        "</head><body><p>Hello &amp; <b>welcome</b></p>",
        '<astro-island uid="x" component-url="/_astro/form.js"><form><button>Donate</button></form></astro-island>',
        "<template></template>",
        "</body></html>",
      ].join(""),
    );
  });

  it("leaves a page without scripts as it is", () => {
    const plain = "<!doctype html><title>x</title><p>Just text</p>";
    expect(withoutScripts(plain)).toBe(plain);
  });

  it("keeps no inline JavaScript", () => {
    expect(inlineScripts(withoutScripts(page))).toEqual([]);
  });
});

describe("what a page holds", () => {
  it("runs each inline script's text, not JSON-LD, import maps or speculation rules", () => {
    expect(inlineScripts(page)).toEqual([
      'import("/_astro/a.js");',
      "document.documentElement.dataset.event='on'",
      'alert("in a template")',
      'console.log("</p>")',
    ]);
  });

  it("has islands when it has an <astro-island>, not when a word or an attribute says so", () => {
    expect(hasIslands(page)).toBe(true);
    expect(hasIslands("<p>No astro-island here</p><div data-astro-island>")).toBe(false);
    expect(hasIslands("<script>document.createElement('astro-island')</script>")).toBe(false);
  });
});
