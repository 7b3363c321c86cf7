import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bars,
  benchOptions,
  brotli,
  brotliBytes,
  cell,
  inlineScripts,
  isInteractive,
  javascriptBytes,
  median,
  scriptKind,
  summary,
  unionPolicy,
  withoutScripts,
} from "./bench-budgets.js";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="preload" as="script" href="/assets/b.js"/>',
  '<link rel="preload" as="image" href="/hero.webp"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "<style>p{color:red}</style>",
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script type="module">import("/assets/a.js");</script>',
  '<script>document.documentElement.dataset.state="on"</script>',
  '<script type="importmap">{"imports":{}}</script>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  "</head><body><p>Hello &amp; <b>welcome</b></p>",
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
});

describe("withoutScripts (the no-JavaScript twin)", () => {
  it("drops every script and script preload and keeps the rest of the page byte for byte", () => {
    expect(withoutScripts(page)).toBe(
      [
        '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
        '<link rel="preload" as="image" href="/hero.webp"/>',
        '<link rel="stylesheet" href="/assets/app.css"/>',
        "<style>p{color:red}</style>",
        '<script type="application/ld+json">{"@type":"Event"}</script>',
        "</head><body><p>Hello &amp; <b>welcome</b></p>",
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

describe("the JavaScript a page loads", () => {
  it("is each inline script's text, not JSON-LD, import maps or speculation rules", () => {
    expect(inlineScripts(page)).toEqual([
      'import("/assets/a.js");',
      'document.documentElement.dataset.state="on"',
      'alert("in a template")',
      'console.log("</p>")',
    ]);
  });

  it("counts each file and each inline script brotli-compressed on its own", () => {
    const body = new TextEncoder().encode("export const a = 1;".repeat(200));
    const sizes = javascriptBytes({ html: page, files: [{ url: "http://x/assets/a.js", body }] });
    expect(sizes.external).toEqual([{ url: "http://x/assets/a.js", bytes: brotliBytes(body) }]);
    expect(sizes.inline).toEqual(inlineScripts(page).map((text) => brotliBytes(text)));
    expect(sizes.total).toBe(
      brotliBytes(body) + sizes.inline.reduce((total, bytes) => total + bytes, 0),
    );
    // Compression pays: 4,000 bytes of repetition are a few dozen.
    expect(brotliBytes(body)).toBeLessThan(100);
  });

  it("is nothing on a page without scripts", () => {
    expect(javascriptBytes({ html: withoutScripts(page), files: [] }).total).toBe(0);
  });

  it("is measured with a brotli stream that decompresses to the file", () => {
    expect(brotliDecompressSync(brotli("let x = 1;")).toString()).toBe("let x = 1;");
  });
});

describe("median and spread of the runs", () => {
  it("takes the middle run, or the mean of the middle two", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("summarises each metric with its median, least and most", () => {
    const runs = [
      { tbt: 120, lcp: 900, cls: 0, performance: 97 },
      { tbt: 80, lcp: 1000, cls: 0, performance: 99 },
      { tbt: 100, lcp: 950, cls: 0.02, performance: 98 },
    ];
    expect(summary(runs)).toEqual({
      tbt: { median: 100, min: 80, max: 120 },
      lcp: { median: 950, min: 900, max: 1000 },
      cls: { median: 0, min: 0, max: 0.02 },
      performance: { median: 98, min: 97, max: 99 },
    });
    expect(cell(summary(runs).tbt)).toBe("100 (80–120)");
    expect(cell({ median: 0.01, min: 0.01, max: 0.01 }, 3)).toBe("0.010");
    expect(cell(undefined)).toBe("—");
  });
});

describe("the bars (decision 014)", () => {
  const at = (median: number) => ({ median, min: median, max: median });
  const twin = { tbt: at(100), lcp: at(1000), cls: at(0), performance: at(100) };
  const judge = (
    interactive: boolean,
    js: { bytes: number; react: boolean; reactRouter?: string },
    site: Partial<typeof twin> = {},
  ) =>
    Object.fromEntries(
      bars({ interactive, js, site: { ...twin, ...site }, twin }).map((bar) => [
        bar.name,
        bar.pass,
      ]),
    );

  it("lets a page without anything interactive have 5 KB of JavaScript and no React", () => {
    expect(judge(false, { bytes: 5 * 1024, react: false })["JS ≤ 5 KB, no React"]).toBe(true);
    expect(judge(false, { bytes: 5.1 * 1024, react: false })["JS ≤ 5 KB, no React"]).toBe(false);
    expect(judge(false, { bytes: 2 * 1024, react: true })["JS ≤ 5 KB, no React"]).toBe(false);
    expect(
      judge(false, { bytes: 2 * 1024, react: false, reactRouter: "7.18.4" })["JS ≤ 5 KB, no React"],
    ).toBe(false);
  });

  it("lets an interactive page have 70 KB, React included", () => {
    expect(judge(true, { bytes: 70 * 1024, react: true })["JS ≤ 70 KB"]).toBe(true);
    expect(judge(true, { bytes: 71 * 1024, react: true })["JS ≤ 70 KB"]).toBe(false);
  });

  it("holds TBT within the twin's + 50 ms, LCP within 1.05 × the twin's, CLS at 0, Perf at 100", () => {
    const js = { bytes: 0, react: false };
    expect(judge(false, js, { tbt: at(150), lcp: at(1050) })).toMatchObject({
      "TBT ≤ twin + 50 ms": true,
      "LCP ≤ 1.05× twin": true,
      "CLS 0": true,
      "Perf 100": true,
    });
    expect(
      judge(false, js, { tbt: at(151), lcp: at(1051), cls: at(0.001), performance: at(99) }),
    ).toMatchObject({
      "TBT ≤ twin + 50 ms": false,
      "LCP ≤ 1.05× twin": false,
      "CLS 0": false,
      "Perf 100": false,
    });
  });

  it("judges nothing it could not measure", () => {
    const judged = judge(false, { bytes: 0, react: false }, { tbt: at(Number.NaN) });
    expect(judged["TBT ≤ twin + 50 ms"]).toBeUndefined();
  });

  it("says by how much", () => {
    const values = bars({
      interactive: false,
      js: { bytes: 124 * 1024, react: true, reactRouter: "7.18.4" },
      site: { ...twin, tbt: at(324), lcp: at(1170) },
      twin,
    }).map((bar) => bar.value);
    expect(values).toEqual(["124.0 KB, React, React Router", "+224 ms", "1.170×", "0.000", "100"]);
  });
});

describe("which pages are interactive", () => {
  it("is the page's own islands field in src/pages.ts", () => {
    expect(isInteractive({ path: "/terms", islands: true })).toBe(true);
    expect(isInteractive({ path: "/donate" })).toBe(false);
  });

  it("is never a not-found page", () => {
    expect(isInteractive(undefined)).toBe(false);
  });
});

describe("the command line", () => {
  it("runs every page 3 times by default, with the load test", () => {
    expect(benchOptions([])).toEqual({
      runs: 3,
      pages: undefined,
      against: undefined,
      strict: false,
      load: true,
    });
  });

  it("reads a short run's pages and runs, a previous build and the switches", () => {
    expect(
      benchOptions([
        "--pages",
        "/, /donate,",
        "--runs",
        "1",
        "--against",
        "/tmp/prev",
        "--strict",
        "--no-load",
      ]),
    ).toEqual({
      runs: 1,
      pages: ["/", "/donate"],
      against: "/tmp/prev",
      strict: true,
      load: false,
    });
    expect(benchOptions([], { BENCH_RUNS: "5" }).runs).toBe(5);
  });

  it("refuses what it cannot mean", () => {
    expect(() => benchOptions(["--runs", "0"])).toThrow(/at least 1/);
    expect(() => benchOptions(["--runs", "two"])).toThrow(/whole number/);
    expect(() => benchOptions(["--fast"])).toThrow();
  });
});

describe("unionPolicy (a copy of dist without its headers.json)", () => {
  it("reads the policy every page gets from the hosts' _headers file", () => {
    const headers = [
      "/*",
      "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a='",
      "  X-Content-Type-Options: nosniff",
      "/assets/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "",
    ].join("\n");
    expect(unionPolicy(headers)).toBe("default-src 'self'; script-src 'self' 'sha256-a='");
    expect(unionPolicy("/assets/*\n  Cache-Control: no-cache\n")).toBeUndefined();
  });
});
