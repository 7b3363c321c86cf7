// `npm run bench`: Lighthouse (mobile, simulated throttling) on every public
// page and on its no-JavaScript twin, interleaved, then a load test. Prints
// the medians, the spread of the runs and the ratios to the twin, and exits
// non-zero when any bar of decision 014 is missed. Run it on a quiet machine:
// simulated blocking time grows with whatever else the CPU is doing.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadScripts, kilobytes } from "./first-load.js";
import { bars, publicPaths, withoutScripts } from "./bench-budgets.js";

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const buildDir = fileURLToPath(new URL("../build", import.meta.url));
const FRAMEWORK = /\/assets\/(entry\.client|jsx-runtime)-/;

if (!existsSync(`${buildDir}/client/index.html`)) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const pageFile = (page) => (page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
const twinOf = (page) => `/twin${page === "/" ? "" : page}`;

// A copy of the build with each page's twin beside it (compressed as the build
// compresses, under the page's own Content-Security-Policy), so one server, the
// site's own, serves both.
const copy = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
let server;
let chrome;
// Stopped by hand (a run takes a while): leave no browser, server or copy behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server?.kill();
    await chrome?.kill();
    rmSync(copy, { recursive: true, force: true });
    process.exit(130);
  });
}

cpSync(buildDir, copy, { recursive: true });
const clientDir = path.join(copy, "client");
const pages = publicPaths(clientDir);
const policies = JSON.parse(readFileSync(path.join(copy, "headers.json"), "utf8"));
for (const page of pages) {
  const twin = withoutScripts(readFileSync(path.join(clientDir, pageFile(page)), "utf8"));
  const file = pageFile(twinOf(page));
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), twin);
  const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  writeFileSync(path.join(clientDir, `${file}.br`), brotliCompressSync(twin, quality));
  writeFileSync(path.join(clientDir, `${file}.gz`), gzipSync(twin, { level: 9 }));
  policies.pages[file] = policies.pages[pageFile(page)];
}
writeFileSync(path.join(copy, "headers.json"), JSON.stringify(policies));

// The server runs in a process of its own, as `npm start` runs it, so its
// work is not counted against the pages (Lighthouse runs in this one).
const port = Number(process.env.BENCH_PORT ?? 4199);
const origin = `http://127.0.0.1:${port}`;
const appModule = new URL("../server/app.js", import.meta.url).href;
server = spawn(
  process.execPath,
  [
    "--input-type=module",
    "-e",
    `import { createApp } from ${JSON.stringify(appModule)};
     createApp(${JSON.stringify(clientDir)}).listen(${port}, "127.0.0.1");`,
  ],
  { stdio: "ignore" },
);
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${origin}${twinOf("/")}`)).ok) break;
  } catch {
    if (tries > 100) throw new Error(`The server did not start on ${origin}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const cores = os.availableParallelism();
const loads = [];
const sampleLoad = () => loads.push(os.loadavg()[0]);
const busyWarning = () =>
  `Warning: the load average reached ${Math.max(...loads).toFixed(2)} on ${cores} cores: the machine was busy, and simulated TBT grows with it. Run the bench again on a quiet machine before trusting these numbers.`;
sampleLoad();
if (loads[0] > cores) console.warn(busyWarning());

chrome = await chromeLauncher.launch({
  // Its own handler would exit before ours cleans up.
  handleSIGINT: false,
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

async function lighthouseRun(url) {
  const { categories, audits } = (
    await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
  ).lhr;
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories["best-practices"].score * 100,
    seo: categories.seo.score * 100,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of each metric over the runs. */
const summary = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
const spread = (runs, key) => {
  const values = runs.map((run) => run[key]);
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
};

// The table, a row as soon as each page is measured (a run cut short still says something).
const fmt = (value, digits = 0) => value.toFixed(digits);
console.log(
  `\nLighthouse 12, mobile, simulated throttling: median of ${RUNS} runs of each page and of its no-JavaScript twin, interleaved (min–max of the runs in brackets)\n`,
);
console.log(
  "| Page | LCP ms | Twin LCP ms | LCP ÷ twin | TBT ms | Twin TBT ms | TBT − twin | CLS | Perf / A11y / BP / SEO | Site JS KB | All JS KB |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: |");
const row = ({ page, site, twin, siteRuns, twinRuns, js }) =>
  console.log(
    `| ${page} | ${fmt(site.lcp)} (${spread(siteRuns, "lcp")}) | ${fmt(twin.lcp)} (${spread(twinRuns, "lcp")}) | ${fmt(site.lcp / twin.lcp, 2)}× | ${fmt(site.tbt)} (${spread(siteRuns, "tbt")}) | ${fmt(twin.tbt)} (${spread(twinRuns, "tbt")}) | ${fmt(site.tbt - twin.tbt)} | ${fmt(site.cls, 3)} | ${[site.performance, site.accessibility, site.bestPractices, site.seo].map((score) => fmt(score)).join(" / ")} | ${fmt(js.siteKB, 1)} | ${fmt(js.totalKB, 1)} |`,
  );

const misses = [];
try {
  for (const page of pages) {
    const siteRuns = [];
    const twinRuns = [];
    // Page and twin one after the other, run after run: whatever slows the
    // machine down meanwhile slows both.
    for (let run = 0; run < RUNS; run += 1) {
      siteRuns.push(await lighthouseRun(`${origin}${page}`));
      twinRuns.push(await lighthouseRun(`${origin}${twinOf(page)}`));
      sampleLoad();
    }
    const scripts = firstLoadScripts(clientDir, pageFile(page));
    const bytes = (list) => list.reduce((sum, script) => sum + script.brotliBytes, 0);
    const js = {
      siteKB: kilobytes(bytes(scripts.filter((script) => !FRAMEWORK.test(script.href)))),
      totalKB: kilobytes(bytes(scripts)),
    };
    const measured = { site: summary(siteRuns), twin: summary(twinRuns), js };
    row({ page, siteRuns, twinRuns, ...measured });
    for (const [name, bar] of Object.entries(bars)) {
      const value = bar.value(measured);
      if (!bar.ok(value)) misses.push(`${page}: ${name} ${value.toFixed(2)} (bar ${bar.text})`);
    }
  }
} finally {
  await chrome.kill();
}

console.log(
  `| bar | | | ${bars["LCP ÷ twin's"].text}× | | | ${bars["TBT − twin's (ms)"].text} ms | ${bars.CLS.text} | 100 each | ${bars["site JS (KB)"].text} | (printed) |`,
);

// Load: 50 connections, then 200, for 10 seconds each at the home page, asked
// for as a browser asks (brotli accepted), each with zero errors allowed.
for (const connections of [50, 200]) {
  const load = await autocannon({
    url: `${origin}/`,
    connections,
    duration: 10,
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  });
  const failures = load.errors + load.timeouts + load.non2xx;
  console.log(
    `\nLoad (autocannon, ${connections} connections, 10 s, GET /): ${Math.round(load.requests.average)} requests/s on average, p99 latency ${load.latency.p99} ms, ${load.requests.total} requests, ${failures} errors`,
  );
  if (failures > 0) {
    misses.push(
      `load test, ${connections} connections: ${failures} errors, timeouts or non-2xx responses`,
    );
  }
}

server.kill();
rmSync(copy, { recursive: true, force: true });

if (Math.max(...loads) > cores) console.warn(`\n${busyWarning()}`);
if (misses.length > 0) {
  console.log(`\nBars missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
  process.exit(1);
}
console.log("\nEvery bar met.");
