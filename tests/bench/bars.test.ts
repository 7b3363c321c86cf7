import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bars,
  benchOptions,
  brotli,
  brotliBytes,
  cell,
  firstVisitBar,
  javascriptBytes,
  median,
  precacheBar,
  longestTaskBar,
  summary,
} from "./bars.ts";

describe("the JavaScript a page loads", () => {
  const html = '<script type="application/ld+json">{}</script><script>let a = 1;</script>';

  it("is each file and each inline script, brotli-compressed on its own; JSON-LD is not JavaScript", () => {
    const body = new TextEncoder().encode("export const a = 1;".repeat(200));
    expect(javascriptBytes({ html, files: [body, body] })).toBe(
      2 * brotliBytes(body) + brotliBytes("let a = 1;"),
    );
    // Compression pays: 3,800 bytes of repetition are a few dozen.
    expect(brotliBytes(body)).toBeLessThan(100);
  });

  it("is nothing on a page without scripts", () => {
    expect(javascriptBytes({ html: "<p>Hello</p>", files: [] })).toBe(0);
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

describe("the bars (issue 38)", () => {
  const at = (median: number) => ({ median, min: median, max: median });
  const twin = { tbt: at(100), lcp: at(1000), cls: at(0), performance: at(100) };
  const judge = (
    interactive: boolean,
    js: { bytes: number; frameworks: string[] },
    site: Partial<typeof twin> = {},
  ) =>
    Object.fromEntries(
      bars({ interactive, js, site: { ...twin, ...site }, twin }).map((bar) => [
        bar.name,
        bar.pass,
      ]),
    );
  const staticBar = "JS ≤ 5 KB, no Preact or React";

  it("lets a page without islands have 5 KB of JavaScript, and neither Preact nor React", () => {
    expect(judge(false, { bytes: 5 * 1024, frameworks: [] })[staticBar]).toBe(true);
    expect(judge(false, { bytes: 5.1 * 1024, frameworks: [] })[staticBar]).toBe(false);
    expect(judge(false, { bytes: 2 * 1024, frameworks: ["Preact"] })[staticBar]).toBe(false);
    expect(judge(false, { bytes: 2 * 1024, frameworks: ["React DOM"] })[staticBar]).toBe(false);
  });

  it("lets a page with islands have 30 KB, its framework included", () => {
    expect(judge(true, { bytes: 30 * 1024, frameworks: ["Preact"] })["JS ≤ 30 KB"]).toBe(true);
    expect(judge(true, { bytes: 31 * 1024, frameworks: ["Preact"] })["JS ≤ 30 KB"]).toBe(false);
  });

  it("holds TBT within the twin's + 50 ms, LCP within 1.05 × the twin's, and CLS at 0", () => {
    const js = { bytes: 0, frameworks: [] };
    expect(judge(false, js, { tbt: at(150), lcp: at(1050) })).toMatchObject({
      "TBT ≤ twin + 50 ms": true,
      "LCP ≤ 1.05× twin": true,
      "CLS 0": true,
    });
    expect(judge(false, js, { tbt: at(151), lcp: at(1051), cls: at(0.001) })).toMatchObject({
      "TBT ≤ twin + 50 ms": false,
      "LCP ≤ 1.05× twin": false,
      "CLS 0": false,
    });
  });

  it("judges nothing it could not measure", () => {
    const judged = judge(false, { bytes: 0, frameworks: [] }, { tbt: at(Number.NaN) });
    expect(judged["TBT ≤ twin + 50 ms"]).toBeUndefined();
  });

  it("says by how much", () => {
    const values = bars({
      interactive: false,
      js: { bytes: 124 * 1024, frameworks: ["Preact"] },
      site: { ...twin, tbt: at(324), lcp: at(1170) },
      twin,
    }).map((bar) => bar.value);
    expect(values).toEqual(["124.0 KB, Preact", "+224 ms", "1.170×", "0.000"]);
  });
});

describe("what the service worker precaches", () => {
  const page = { url: "/event", type: "text/html; charset=utf-8", bytes: 40_960, served: 8192 };
  const photo = { url: "/_astro/a.webp", type: "image/webp", bytes: 10_240, served: 10_240 };
  const script = { url: "/_astro/c.js", type: "text/javascript", bytes: 20_480, served: 6144 };

  it("says how many files and bytes, and passes when none is a script", () => {
    expect(precacheBar([page, photo])).toMatchObject({
      value: "2 files, 50.0 KB (18.0 KB as served); none is a script",
      pass: true,
    });
  });

  it("passes when the only scripts are the page's own, kept for it", () => {
    expect(precacheBar([page, script], [script.url])).toMatchObject({
      value:
        "2 files, 60.0 KB (14.0 KB as served); none is a script, besides the page's own 1 (kept for it)",
      pass: true,
    });
  });

  it("fails when a script no page ran is among them", () => {
    expect(precacheBar([page, script])).toMatchObject({
      value: "2 files, 60.0 KB (14.0 KB as served); 1 is a script (6.0 KB as served)",
      pass: false,
    });
  });
});

describe("a device that keeps 10,000 gifts (issue 45)", () => {
  it("passes a journey whose longest task is 200 ms at most", () => {
    expect(longestTaskBar("Giving", 0)).toMatchObject({
      value: "none of 50 ms or more",
      pass: true,
    });
    expect(longestTaskBar("Giving", 200).pass).toBe(true);
    expect(longestTaskBar("Giving", 201)).toMatchObject({ value: "201 ms", pass: false });
  });
});

describe("what a first visit costs", () => {
  const home = { url: "/", type: "text/html", bytes: 57_344, served: 10_240 };
  const css = { url: "/_astro/a.css", type: "text/css", bytes: 47_104, served: 8192 };
  const page = { url: "/event", type: "text/html", bytes: 40_960, served: 10_240 };

  it("adds the page and its files, the worker's script and its precache, as served", () => {
    expect(
      firstVisitBar({ page: [home, css], script: 6144, precached: [page, css] }),
    ).toMatchObject({
      value:
        "42.0 KB: the page and its 1 file 18.0 KB, the worker 6.0 KB, its precache of 2 files 18.0 KB",
      pass: true,
    });
  });

  it("passes at 120 KB and fails past it", () => {
    const pages = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...page, url: `/${index}` }));
    // The home page's 10 KB, then 10 KB a page.
    expect(firstVisitBar({ page: [home], script: 0, precached: pages(11) }).pass).toBe(true);
    expect(firstVisitBar({ page: [home], script: 0, precached: pages(12) }).pass).toBe(false);
  });
});

describe("the command line", () => {
  it("runs every page 3 times by default", () => {
    expect(benchOptions([])).toEqual({
      runs: 3,
      cpu: 4,
      pages: undefined,
      against: undefined,
      strict: false,
    });
  });

  it("reads a short run's pages (by spaces or commas), runs, a previous build and --strict", () => {
    const expected = {
      runs: 1,
      cpu: 4,
      pages: ["/", "/donate"],
      against: "/tmp/old",
      strict: true,
    };
    expect(
      benchOptions(["--runs", "1", "--against", "/tmp/old", "--pages", "/", "/donate", "--strict"]),
    ).toEqual(expected);
    expect(
      benchOptions(["--pages", "/, /donate,", "--runs", "1", "--against", "/tmp/old", "--strict"]),
    ).toEqual(expected);
    expect(benchOptions([], { BENCH_RUNS: "5" }).runs).toBe(5);
  });

  it("takes a slower phone's CPU, Lighthouse's mobile 4× unless told", () => {
    expect(benchOptions(["--cpu", "8"]).cpu).toBe(8);
    expect(benchOptions(["--cpu=2.5", "--pages", "/shop"])).toMatchObject({
      cpu: 2.5,
      pages: ["/shop"],
    });
    expect(benchOptions(["--pages", "/", "/donate", "--cpu", "8"])).toMatchObject({
      cpu: 8,
      pages: ["/", "/donate"],
    });
  });

  it("refuses what it cannot mean", () => {
    expect(() => benchOptions(["--cpu", "0.5"])).toThrow(/--cpu .*at least 1/);
    expect(() => benchOptions(["--cpu", "fast"])).toThrow(/--cpu/);
    expect(() => benchOptions(["--cpu", ""])).toThrow(/--cpu/);
    expect(() => benchOptions(["--cpu"])).toThrow();
    expect(() => benchOptions(["--runs", "0"])).toThrow(/at least 1/);
    expect(() => benchOptions(["--runs", "two"])).toThrow(/whole number/);
    expect(() => benchOptions(["--fast"])).toThrow();
  });
});
