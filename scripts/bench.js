// `npm run bench`: for every page of src/pages.ts and both not-found pages,
// the JavaScript the browser loads (brotli) and whether React starts, then
// Lighthouse (mobile: simulated slow 4G, 4× CPU) on the page and on its
// no-JavaScript twin, interleaved, median of the runs with their spread; with
// `--against <dir>`, the same pages of a previous build in the same runs.
// Prints the table and the bars of decision 014, pass or fail per page, and
// exits 0 (`--strict` fails on a missed bar). README, "Measuring speed", says
// how to run it. Run it on a quiet machine: simulated blocking time grows with
// whatever else the CPU is doing.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { runnerImport } from "vite";
import {
  bars,
  benchOptions,
  brotli,
  cell,
  isInteractive,
  javascriptBytes,
  kilobytes,
  LIMITS,
  summary,
  tableRow,
  unionPolicy,
  withoutScripts,
} from "./bench-budgets.js";
import { chromiumLaunchOptions } from "./chromium.js";
import { REACT_HOOK } from "./react-hook.js";

const root = fileURLToPath(new URL("..", import.meta.url));

// --- The pages -----------------------------------------------------------------

/** Every page the build renders, from src/pages.ts, and the not-found pages. */
async function sitePages() {
  const load = async (file) =>
    (await runnerImport(path.join(root, "src", file), { configFile: false, logLevel: "error" }))
      .module;
  const { pageAt } = await load("pages.ts");
  const { pagePaths, notFoundPaths } = await load("pages.server.ts");
  return [
    ...pagePaths().map((address) => ({
      path: address,
      notFound: false,
      interactive: isInteractive(pageAt(address)),
    })),
    ...notFoundPaths.map((address) => ({ path: address, notFound: true, interactive: false })),
  ];
}

// --- The builds, each served by the site's own server ------------------------

/**
 * A build to serve: a build folder (client/ and headers.json) or its client
 * folder alone (`cp -a dist`), whose pages then get the policy every
 * page allows, from the hosts' `_headers` file beside them.
 * @param {string} dir
 */
function buildAt(dir) {
  const nested = path.join(dir, "client");
  const client = existsSync(path.join(nested, "index.html")) ? nested : dir;
  if (!existsSync(path.join(client, "index.html"))) {
    throw new Error(`${dir} is not a build: there is no index.html in it or in its client folder`);
  }
  const headersFile = path.join(client, "..", "headers.json");
  if (path.basename(client) === "client" && existsSync(headersFile)) {
    return { client, policies: JSON.parse(readFileSync(headersFile, "utf8")) };
  }
  const hosts = path.join(client, "_headers");
  const union = existsSync(hosts) ? unionPolicy(readFileSync(hosts, "utf8")) : undefined;
  console.warn(
    `${dir}: no headers.json beside it, so its pages are served with ${union ? "the policy of its _headers file (every page's hashes)" : "no Content-Security-Policy"}.`,
  );
  return { client, policies: { union, pages: {} } };
}

/**
 * A copy of a build in `work`, laid out as the server reads it (client/ and headers.json).
 * @param {string} work @param {string} name @param {ReturnType<typeof buildAt>} build
 */
function stage(work, name, { client, policies }) {
  const copy = path.join(work, name, "client");
  cpSync(client, copy, { recursive: true });
  writeFileSync(path.join(work, name, "headers.json"), JSON.stringify(policies));
  return copy;
}

/** Every page of a staged copy replaced by its twin, compressed as the build compresses it. */
function makeTwins(client) {
  for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(client, file);
    const twin = withoutScripts(readFileSync(full, "utf8"));
    writeFileSync(full, twin);
    if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotli(twin));
    if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(twin, { level: 9 }));
  }
}

/**
 * Serves a staged build with the site's own server (server/app.js), in a
 * process of its own, as `npm start` does, so its work is not counted against
 * the pages (Lighthouse runs in this one). Resolves to its origin.
 * @param {string} client @param {number} port @param {import("node:child_process").ChildProcess[]} servers
 */
async function serve(client, port, servers) {
  const appModule = pathToFileURL(path.join(root, "server", "app.js")).href;
  const server = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { createApp } from ${JSON.stringify(appModule)};
       createApp(${JSON.stringify(client)})
         .on("error", (error) => { console.error(error.message); process.exit(1); })
         .listen(${port}, "127.0.0.1", () => process.send("listening"));
       // Gone with the bench, however it ends.
       process.on("disconnect", () => process.exit());`,
    ],
    { stdio: ["ignore", "ignore", "inherit", "ipc"] },
  );
  servers.push(server);
  await new Promise((resolve, reject) => {
    server.once("message", resolve);
    server.once("exit", () =>
      reject(new Error(`The server for ${client} could not listen on ${port}`)),
    );
  });
  return `http://127.0.0.1:${port}`;
}

// --- The JavaScript each page loads ----------------------------------------------

// A page has loaded its JavaScript when nothing has been requested for this
// long and its main thread is idle: long enough for a page's islands to fetch
// and start after the first paint, and for the service worker to register.
const QUIET_MS = 3000;

/**
 * Waits until `page` has made no request for QUIET_MS and is idle, none in flight.
 * @param {import("@playwright/test").Page} page
 */
async function settled(page) {
  let last = Date.now();
  let inFlight = 0;
  page.on("request", () => {
    inFlight += 1;
    last = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    for (;;) {
      const quiet = Date.now() - last;
      if (inFlight <= 0 && quiet >= QUIET_MS) {
        const before = last;
        await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(null))));
        if (last === before) return;
      } else {
        await page.waitForTimeout(Math.max(100, QUIET_MS - quiet));
      }
    }
  };
}

/**
 * Loads a page once, unthrottled, as a first visit (a fresh profile, no
 * service worker), and returns what it loaded: its status, its JavaScript
 * (each script file as served and each inline script, brotli), and whether
 * React DOM and React Router started (React Router sets `__reactRouterVersion`
 * for the same tools).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
async function inventory(browser, url) {
  // On Lighthouse's phone screen, so "without scrolling" is the phone's first screen.
  const { width, height } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width, height },
  });
  await context.addInitScript(REACT_HOOK);
  const page = await context.newPage();
  /** @type {Map<string, import("@playwright/test").Response>} */
  const scripts = new Map();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response);
  });
  try {
    const quiet = await settled(page);
    const main = await page.goto(url, { waitUntil: "load" });
    if (!main) throw new Error(`${url}: no response`);
    await quiet();
    const files = await Promise.all(
      [...scripts].map(async ([file, response]) => ({ url: file, body: await response.body() })),
    );
    const js = javascriptBytes({ html: await main.text(), files });
    /** @type {{ renderers: Array<{ name: string; version: string; stack: string }>; router?: string }} */
    const started = await page.evaluate(() => ({
      renderers: /** @type {any} */ (window).__reactRenderers,
      router: /** @type {any} */ (window).__reactRouterVersion,
    }));
    const reactDom = started.renderers.find((renderer) => renderer.name === "react-dom");
    return {
      status: main.status(),
      bytes: js.total,
      files: js.external,
      react: Boolean(reactDom),
      reactRouter: started.router,
      reactDom: reactDom && {
        version: reactDom.version,
        // The stack's first frame is the hook; the first file below it is React DOM's.
        file: reactDom.stack
          .split("\n")
          .map((frame) => files.find((file) => frame.includes(file.url))?.url)
          .find(Boolean),
      },
    };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof inventory>>} Loaded */
/** @typedef {{ key: "site" | "twin" | "prev"; label: string; origin: string }} Target */

/**
 * What each page loads from each build, keyed by page; a build that does not
 * answer a page as expected (a page the previous build did not have) is left out.
 * @param {Array<{ path: string; notFound: boolean }>} pages
 * @param {Target[]} targets
 * @param {string[]} args Chromium's extra flags
 */
async function inventoryAll(pages, targets, args) {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, ...args],
  });
  try {
    /** @type {Map<string, Partial<Record<Target["key"], Loaded>>>} */
    const loaded = new Map();
    for (const page of pages) {
      const expected = page.notFound ? 404 : 200;
      /** @type {Partial<Record<Target["key"], Loaded>>} */
      const found = {};
      for (const target of targets) {
        const result = await inventory(browser, `${target.origin}${page.path}`);
        if (result.status !== expected) {
          console.warn(
            `${page.path}: ${target.label} answered ${result.status} (expected ${expected}); left out`,
          );
          continue;
        }
        if (target.key === "twin" && result.bytes > 0) {
          throw new Error(
            `${page.path}: the twin loaded JavaScript: ${JSON.stringify(result.files)}`,
          );
        }
        found[target.key] = result;
      }
      loaded.set(page.path, found);
    }
    return loaded;
  } finally {
    await browser.close();
  }
}

// --- Lighthouse ----------------------------------------------------------------------

/**
 * One Lighthouse run, mobile: a Moto G Power's screen, slow 4G and 4× CPU, simulated.
 * @param {number} port Chromium's debugging port @param {string} url @param {boolean} notFound
 */
async function lighthouseRun(port, url, notFound) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    screenEmulation: screenEmulationMetrics.mobile,
    throttlingMethod: "simulate",
    throttling: throttling.mobileSlow4G,
    // A not-found page is answered with 404, on purpose.
    ignoreStatusCode: notFound,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    console.warn(`${url}: Lighthouse failed: ${lhr?.runtimeError?.message ?? "no result"}`);
    return { tbt: Number.NaN, lcp: Number.NaN, cls: Number.NaN, performance: Number.NaN };
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    tbt: metric("total-blocking-time"),
    lcp: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    performance: (lhr.categories.performance?.score ?? Number.NaN) * 100,
  };
}

/**
 * Each build's runs of one page: page, twin and previous build one after the
 * other, run after run, the order turned each time, so whatever slows the
 * machine down slows them all. Resolves to each build's summary.
 * @param {number} port @param {{ path: string; notFound: boolean }} page
 * @param {Target[]} present @param {number} runs @param {() => void} afterRun
 */
async function lighthouseRuns(port, page, present, runs, afterRun) {
  /** @type {Record<string, Array<Awaited<ReturnType<typeof lighthouseRun>>>>} */
  const results = Object.fromEntries(present.map((target) => [target.key, []]));
  for (let run = 0; run < runs; run += 1) {
    for (let index = 0; index < present.length; index += 1) {
      const target = /** @type {Target} */ (present[(index + run) % present.length]);
      results[target.key]?.push(
        await lighthouseRun(port, `${target.origin}${page.path}`, page.notFound),
      );
    }
    afterRun();
  }
  return Object.fromEntries(Object.entries(results).map(([key, list]) => [key, summary(list)]));
}

// --- The table -------------------------------------------------------------------------

const METRIC_COLUMNS = /** @type {const} */ ([
  ["TBT ms", "TBT", "tbt", 0],
  ["LCP ms", "LCP", "lcp", 0],
  ["CLS", "CLS", "cls", 3],
  ["Perf", "Perf", "performance", 0],
]);

/** @param {boolean} withPrevious */
function tableHeader(withPrevious) {
  const header = [
    "Page",
    "JS KB",
    "React",
    ...(withPrevious ? ["Prev JS KB", "Prev React"] : []),
    ...METRIC_COLUMNS.flatMap(([name, short]) => [
      name,
      `Twin ${short}`,
      ...(withPrevious ? [`Prev ${short}`] : []),
    ]),
    "Bars",
  ];
  return [tableRow(header), tableRow(header.map((_, index) => (index === 0 ? "---" : "---:")))];
}

/** @param {Loaded | undefined} found */
const jsCell = (found) => (found ? kilobytes(found.bytes).toFixed(1) : "—");

/** React DOM and React Router, if they started. @param {Loaded | undefined} found */
function reactCell(found) {
  if (!found) return "—";
  const started = [found.react && "React", found.reactRouter && "RR"].filter(Boolean);
  return started.length > 0 ? started.join(" + ") : "no";
}

/**
 * @param {{ path: string; notFound: boolean }} page
 * @param {Partial<Record<Target["key"], Loaded>>} found
 * @param {Record<string, ReturnType<typeof summary>>} measured
 * @param {ReturnType<typeof bars>} pageBars
 * @param {boolean} withPrevious
 */
function pageRow(page, found, measured, pageBars, withPrevious) {
  const failed = pageBars.filter((bar) => bar.pass === false).map((bar) => bar.name.split(" ")[0]);
  return tableRow([
    page.notFound ? `${page.path} (not found)` : page.path,
    jsCell(found.site),
    reactCell(found.site),
    ...(withPrevious ? [jsCell(found.prev), reactCell(found.prev)] : []),
    ...METRIC_COLUMNS.flatMap(([, , metric, digits]) => [
      cell(measured.site?.[metric], digits),
      cell(measured.twin?.[metric], digits),
      ...(withPrevious ? [cell(measured.prev?.[metric], digits)] : []),
    ]),
    pageBars.length === 0 ? "—" : failed.length === 0 ? "pass" : `fail: ${failed.join(", ")}`,
  ]);
}

/**
 * Where React DOM started from, once per build and file, with the pages.
 * @param {Map<string, Partial<Record<Target["key"], Loaded>>>} loaded @param {Target[]} targets
 */
function reactFiles(loaded, targets) {
  /** @type {Map<string, string[]>} */
  const files = new Map();
  for (const [address, found] of loaded) {
    for (const target of targets) {
      const react = found[target.key]?.reactDom;
      if (!react) continue;
      const file = react.file ? new URL(react.file).pathname : "a file it could not tell";
      const key = `${target.label}: React DOM ${react.version} started from ${file}`;
      files.set(key, [...(files.get(key) ?? []), address]);
    }
  }
  return [...files].map(([where, addresses]) => `${where} (${addresses.join(", ")})`);
}

/** The bars, pass or fail, page by page. @param {Array<{ page: string; kind: string; bars: ReturnType<typeof bars> }>} judged */
function barsTable(judged) {
  const names = [
    `JS ≤ ${LIMITS.staticJsKB} KB, no React (static) / ≤ ${LIMITS.interactiveJsKB} KB (interactive)`,
    ...(judged.find((page) => page.bars.length > 0)?.bars.slice(1) ?? []).map((bar) => bar.name),
  ];
  return [
    tableRow(["Page", "Kind", ...names]),
    tableRow(["---", "---", ...names.map(() => ":---:")]),
    ...judged.map(({ page, kind, bars: pageBars }) =>
      tableRow([
        page,
        kind,
        ...pageBars.map(
          (bar) => `${bar.pass === undefined ? "n/a" : bar.pass ? "pass" : "FAIL"} ${bar.value}`,
        ),
      ]),
    ),
  ];
}

// --- Load --------------------------------------------------------------------------

/**
 * 50 connections, then 200, for 10 seconds each at the home page, asked for as
 * a browser asks (brotli accepted). Resolves to what failed.
 * @param {string} origin
 */
async function loadTest(origin) {
  const misses = [];
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
      misses.push(`load test, ${connections} connections: ${failures} errors, timeouts or non-2xx`);
    }
  }
  return misses;
}

// --- The run -----------------------------------------------------------------------------

const options = (() => {
  try {
    return benchOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}
Usage: npm run bench -- [--pages /,/donate] [--runs N] [--against <build or dist>] [--strict] [--no-load]`);
    process.exit(2);
  }
})();

const buildDir = path.join(root, "build");
if (!existsSync(path.join(buildDir, "client", "index.html"))) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const everyPage = await sitePages();
const unknown = (options.pages ?? []).filter((page) => !everyPage.some((p) => p.path === page));
if (unknown.length > 0) {
  console.error(
    `Not a page of src/pages.ts: ${unknown.join(", ")}. The pages: ${everyPage.map((page) => page.path).join(", ")}`,
  );
  process.exit(2);
}
const pages = options.pages
  ? everyPage.filter((page) => options.pages?.includes(page.path))
  : everyPage;

// This build, its twin on the next port, the previous build on the one after.
// Chromium refuses some ports (6000 is X11's) unless told.
const port = Number(process.env.BENCH_PORT ?? 4199);
const ports = { site: port, twin: port + 1, prev: port + 2 };
const allowPorts = `--explicitly-allowed-ports=${Object.values(ports).join(",")}`;

const cores = os.availableParallelism();
/** @type {number[]} */
const loads = [];
const sampleLoad = () => loads.push(/** @type {number} */ (os.loadavg()[0]));
const busyWarning = () =>
  `Warning: the load average reached ${Math.max(...loads).toFixed(2)} on ${cores} cores: the machine was busy, and simulated TBT grows with it. Run the bench again on a quiet machine before trusting these numbers.`;

const work = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
/** @type {import("node:child_process").ChildProcess[]} */
const servers = [];
/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;
async function cleanUp() {
  for (const server of servers) server.kill();
  await chrome?.kill();
  chrome = undefined;
  rmSync(work, { recursive: true, force: true });
}
// Stopped by hand (a run takes a while): leave no browser, server or copy behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

try {
  await bench();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function bench() {
  sampleLoad();
  if (Math.max(...loads) > cores) console.warn(busyWarning());

  const current = stage(work, "build", buildAt(buildDir));
  const twins = stage(work, "twin", buildAt(path.join(work, "build")));
  makeTwins(twins);
  const previous = options.against && stage(work, "prev", buildAt(path.resolve(options.against)));
  /** @type {Target[]} */
  const targets = [
    { key: "site", label: "this build", origin: await serve(current, ports.site, servers) },
    { key: "twin", label: "twin", origin: await serve(twins, ports.twin, servers) },
  ];
  if (previous) {
    targets.push({
      key: "prev",
      label: "previous build",
      origin: await serve(previous, ports.prev, servers),
    });
  }
  const withPrevious = Boolean(previous);

  const loaded = await inventoryAll(pages, targets, [allowPorts]);

  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G, 4× CPU), Debian's Chromium: median of ${options.runs} run${options.runs === 1 ? "" : "s"} of each page, its no-JavaScript twin${withPrevious ? " and the previous build" : ""}, interleaved (min–max of the runs in brackets). JS: brotli KB of the scripts the page loaded, as served, and of its inline scripts. React: whether React DOM (React) and React Router (RR) started.\n`,
  );
  if (options.runs < 3) {
    console.log(
      "Fewer than 3 runs: a quick look. The bars are judged on the median of at least 3 (the default).\n",
    );
  }
  for (const line of tableHeader(withPrevious)) console.log(line);

  chrome = await chromeLauncher.launch({
    // Its own handler would exit before ours cleans up.
    handleSIGINT: false,
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args, allowPorts],
  });
  /** @type {Array<{ page: string; kind: string; bars: ReturnType<typeof bars> }>} */
  const judged = [];
  for (const page of pages) {
    const found = loaded.get(page.path) ?? {};
    const present = targets.filter((target) => found[target.key]);
    const measured = await lighthouseRuns(chrome.port, page, present, options.runs, sampleLoad);
    const pageBars = found.site
      ? bars({
          interactive: page.interactive,
          js: found.site,
          site: measured.site ?? {},
          twin: measured.twin ?? {},
        })
      : [];
    judged.push({
      page: page.path,
      kind: page.interactive ? "interactive" : "static",
      bars: pageBars,
    });
    console.log(pageRow(page, found, measured, pageBars, withPrevious));
  }
  await chrome.kill();
  chrome = undefined;

  for (const line of reactFiles(loaded, targets)) console.log(`\n${line}`);
  console.log("\nBars (decision 014), this build:\n");
  for (const line of barsTable(judged)) console.log(line);

  const misses = judged.flatMap(({ page, bars: pageBars }) =>
    pageBars
      .filter((bar) => bar.pass === false)
      .map((bar) => `${page}: ${bar.name} (${bar.value})`),
  );
  if (options.load) misses.push(...(await loadTest(targets[0]?.origin ?? "")));

  if (Math.max(...loads) > cores) console.warn(`\n${busyWarning()}`);
  if (misses.length === 0) {
    console.log("\nEvery bar met.");
    return;
  }
  console.log(
    `\n${misses.length} bar${misses.length === 1 ? "" : "s"} missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`,
  );
  if (options.strict) process.exitCode = 1;
}
