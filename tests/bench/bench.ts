// `npm run bench`: for every page of src/page-list.ts and both not-found
// pages, the JavaScript the browser loads (brotli) and whether Preact or React
// starts, then Lighthouse (mobile: simulated slow 4G, 4× CPU or `--cpu N`) on the page and
// on its no-JavaScript twin, interleaved, median of the runs with their
// spread (after one run of the first page on each build, not counted, that
// warms the browser); with `--against <dir>`, the same pages of a previous
// build in the same runs. Then what the service worker precaches on a first visit. Prints
// the table and the bars of issue 38, pass or fail per page, and exits 0
// (`--strict` exits 1 on a missed bar): it measures, it is not a test. Run it
// on a quiet machine: simulated blocking time grows with whatever else the
// CPU is doing.
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
import { type Browser, chromium, type Page, type Request, type Response } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { runnerImport } from "vite";
import type * as PageList from "#src/page-list.ts";
import { chromiumLaunchOptions } from "../chromium.js";
import { REACT_HOOK } from "../react-hook.js";
import { islandsStarted } from "../islands-started.ts";
import {
  type Bar,
  bars,
  benchOptions,
  MOBILE_CPU_SLOWDOWN,
  brotli,
  cell,
  type Fetched,
  firstVisitBar,
  javascriptBytes,
  kilobytes,
  LIMITS,
  type Loaded,
  LONGEST_TASK_MS,
  longestTaskBar,
  precacheBar,
  type Run,
  summary,
  type Summary,
  tableRow,
  USAGE,
} from "./bars.ts";
import { MANY_GIFTS, manyGiftsJourney } from "./many-gifts.ts";
import { hasIslands, withoutScripts } from "./page-html.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

type SitePage = { path: string; notFound: boolean };
type Target = { key: "site" | "twin" | "prev"; label: string; origin: string };
type Found = Loaded & { status: number; html: string; arrival: number };
type Precached = Awaited<ReturnType<typeof precache>>;
type ByTarget<T> = Partial<Record<Target["key"], T>>;

// --- The pages and the builds --------------------------------------------------

/** Every page the build renders (src/page-list.ts, through Vite as the site reads it), and the not-found pages. */
async function sitePages(): Promise<SitePage[]> {
  const file = fileURLToPath(import.meta.resolve("#src/page-list.ts"));
  const { module } = await runnerImport<typeof PageList>(file, {
    configFile: false,
    logLevel: "error",
  });
  return [
    ...module.pagePaths().map((address) => ({ path: address, notFound: false })),
    ...module.notFoundPaths.map((address) => ({ path: address, notFound: true })),
  ];
}

/**
 * The folder of a build's pages: dist/ (or a copy of it), or the React Router
 * site's build/ with client/ in it. The server reads only the content
 * editor's policy and the Refresh addresses from a headers.json inside it:
 * every build's pages get the server's own header policy, and an Astro page
 * its <meta> policy too.
 */
function pagesFolder(dir: string): string {
  const folder = [dir, path.join(dir, "client")].find((f) =>
    existsSync(path.join(f, "index.html")),
  );
  if (!folder) throw new Error(`${dir} is not a build: no index.html in it or in its client/`);
  return folder;
}

/** A copy of the build in `work` with each page replaced by its twin, compressed as the build compresses it. */
function twinOf(folder: string, work: string): string {
  const twin = path.join(work, "twin");
  cpSync(folder, twin, { recursive: true });
  for (const file of readdirSync(twin, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(twin, file);
    const html = withoutScripts(readFileSync(full, "utf8"));
    writeFileSync(full, html);
    if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotli(html));
    if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(html, { level: 9 }));
  }
  return twin;
}

/**
 * Serves each folder with the site's own server (server/app.js), on ports
 * from `port` on, in a process of its own, so its work is not counted against
 * the pages (Lighthouse runs in this one). Resolves to their origins.
 */
async function serve(folders: string[], port: number, cleanUps: Array<() => unknown>) {
  const app = pathToFileURL(path.join(root, "server", "app.js")).href;
  const server = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { createApp } from ${JSON.stringify(app)};
       const folders = ${JSON.stringify(folders)};
       let listening = 0;
       folders.forEach((folder, index) => createApp(folder)
         .on("error", (error) => { console.error(error.message); process.exit(1); })
         .listen(${port} + index, "127.0.0.1", () => {
           if (++listening === folders.length) process.send("listening");
         }));
       // Gone with the bench, however it ends.
       process.on("disconnect", () => process.exit());`,
    ],
    { stdio: ["ignore", "ignore", "inherit", "ipc"] },
  );
  cleanUps.push(() => server.kill());
  await new Promise((listening, failed) => {
    server.once("message", listening);
    server.once("exit", () =>
      failed(new Error(`No server on ports ${port} to ${port + folders.length - 1}`)),
    );
  });
  return folders.map((_, index) => `http://127.0.0.1:${port + index}`);
}

// --- What a page loads -------------------------------------------------------

// A page has loaded its JavaScript when nothing has been requested for this
// long and its main thread is idle: long enough for islands to fetch and
// start, on a busy machine too.
const QUIET_MS = 3000;

/** A function that waits until `page` has made no request for QUIET_MS and is idle. */
function whenQuiet(page: Page) {
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
      if (inFlight > 0 || quiet < QUIET_MS) {
        await page.waitForTimeout(Math.max(100, QUIET_MS - quiet));
        continue;
      }
      const before = last;
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
      if (last === before) return;
    }
  };
}

/**
 * Runs in the page: the frameworks that started. React DOM announces itself
 * to the developer tools' hook (REACT_HOOK) as it loads. Preact 10 keeps the
 * tree it renders or hydrates into an element (an island) on that element as
 * `__k`: its minified name for `_children`, fixed across 10.x for its
 * companion packages (preact-render-to-string reads it too).
 */
function frameworksStarted() {
  const preact = [...document.querySelectorAll("*")].some((element) =>
    Object.hasOwn(element, "__k"),
  );
  const hook = window as unknown as { __reactRenderers: Array<{ name: string }> };
  const reactDom = hook.__reactRenderers.some((renderer) => renderer.name === "react-dom");
  return [...(preact ? ["Preact"] : []), ...(reactDom ? ["React DOM"] : [])];
}

/**
 * Loads a page once, unthrottled, as a first visit on Lighthouse's phone
 * screen (a fresh profile, no service worker): its status, its JavaScript on
 * arrival, then (`startIslands`) with every island started as a key pressed
 * in each would start it, and the frameworks that started.
 */
async function inventory(browser: Browser, url: string, startIslands: boolean): Promise<Found> {
  const { width, height } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width, height },
  });
  await context.addInitScript(REACT_HOOK);
  const page = await context.newPage();
  const scripts = new Map<string, Response>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response);
  });
  try {
    const quiet = whenQuiet(page);
    const main = await page.goto(url, { waitUntil: "load" });
    if (!main) throw new Error(`${url}: no response`);
    await quiet();
    const html = await main.text();
    const bytes = async () =>
      javascriptBytes({
        html,
        files: await Promise.all([...scripts.values()].map((r) => r.body())),
      });
    const arrival = await bytes();
    if (startIslands) {
      await page.waitForFunction(islandsStarted, undefined, { polling: 500, timeout: 60_000 });
      await quiet();
    }
    return {
      status: main.status(),
      html,
      arrival,
      bytes: await bytes(),
      frameworks: await page.evaluate(frameworksStarted),
    };
  } finally {
    await context.close();
  }
}

/**
 * A first visit to the home page with service workers on: each file the
 * worker fetched before it was ready (its precache, as served: nothing for
 * what the browser's cache already held), and its own
 * script's size; undefined if no worker started within 30 s.
 */
async function precache(browser: Browser, origin: string) {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const fetched: Request[] = [];
  const pageFetched: Request[] = [];
  const pageScripts: string[] = [];
  context.on("request", (request) => {
    if (request.serviceWorker()) return void fetched.push(request);
    pageFetched.push(request);
    if (request.resourceType() === "script") pageScripts.push(request.url());
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: "load" });
    const worker = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((ready) => ({
          script: ready.active?.scriptURL,
          at: Date.now(),
        })),
        new Promise<undefined>((none) => setTimeout(none, 30_000)),
      ]),
    );
    if (!worker) return undefined;
    const asServed = (requests: Request[]): Promise<Fetched[]> =>
      Promise.all(
        requests
          .filter((request) => request.timing().startTime <= worker.at)
          .map(async (request) => {
            const response = await request.response();
            const body = (await response?.body()) ?? Buffer.alloc(0);
            const headers = response?.headers() ?? {};
            // A file the worker precached after the page had fetched it (the stylesheet,
            // the heading face: hashed, so Workbox asks without reloading) comes from the
            // browser's own cache: nothing crosses the network, and it costs the visit nothing.
            const sizes = await request.sizes();
            const fromCache = sizes.responseBodySize + sizes.responseHeadersSize <= 0;
            const served = fromCache ? 0 : Number(headers["content-length"] ?? body.length);
            return {
              url: request.url(),
              type: headers["content-type"] ?? "",
              bytes: body.length,
              served,
            };
          }),
      );
    const files = await asServed(fetched);
    const own = files.find((file) => file.url === worker.script);
    return {
      files: files.filter((file) => file !== own),
      script: own?.served ?? 0,
      pageScripts,
      // What the page itself fetched until the worker was ready (not the worker's script).
      page: (await asServed(pageFetched)).filter((file) => file.url !== worker.script),
    };
  } finally {
    await context.close();
  }
}

// --- Lighthouse --------------------------------------------------------------------

/** One Lighthouse run, mobile: a Moto G Power's screen, slow 4G and 4× CPU (or `--cpu`), simulated. */
async function lighthouseRun(port: number, url: string, notFound: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    screenEmulation: screenEmulationMetrics.mobile,
    throttlingMethod: "simulate",
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: options.cpu },
    // A not-found page is answered with 404, on purpose.
    ignoreStatusCode: notFound,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    console.warn(`${url}: Lighthouse failed: ${lhr?.runtimeError?.message ?? "no result"}`);
  }
  const metric = (id: string) => lhr?.audits[id]?.numericValue ?? Number.NaN;
  return {
    tbt: metric("total-blocking-time"),
    lcp: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    performance: (lhr?.categories.performance?.score ?? Number.NaN) * 100,
  };
}

/**
 * Each build's runs of one page: page, twin and previous build one after the
 * other, run after run, the order turned each time, so whatever slows the
 * machine down slows them all. With the load average the runs met, from the
 * first to the last, so each row says how busy the machine was for it.
 */
async function lighthouseRuns(port: number, page: SitePage, present: Target[], runs: number) {
  const results = new Map<Target["key"], Run[]>(present.map((target) => [target.key, []]));
  const met = [sampleLoad()];
  for (let run = 0; run < runs; run += 1) {
    for (let index = 0; index < present.length; index += 1) {
      const target = present[(index + run) % present.length]!;
      const url = `${target.origin}${page.path}`;
      results.get(target.key)?.push(await lighthouseRun(port, url, page.notFound));
    }
    met.push(sampleLoad());
  }
  const measured = Object.fromEntries(
    [...results].map(([key, list]) => [key, summary(list)]),
  ) as ByTarget<Summary>;
  return { measured, load: loadCell(met) };
}

// --- The table ---------------------------------------------------------------------

type Judged = { page: string; kind: string; bars: Bar[] };

const METRIC_COLUMNS = [
  ["TBT ms", "TBT", "tbt", 0],
  ["LCP ms", "LCP", "lcp", 0],
  ["CLS", "CLS", "cls", 3],
  ["Perf", "Perf", "performance", 0],
] as const;

/** A Markdown table's head: its names, then `---` for the first `left` columns and `align` for the rest. */
const tableHead = (names: string[], left: number, align: string) => [
  tableRow(names),
  tableRow(names.map((_, index) => (index < left ? "---" : align))),
];

/** A page's JavaScript cells: its size (on arrival / every island started) and the frameworks that started. */
function jsCells(found: Found | undefined) {
  if (!found) return ["—", "—"];
  const [arrival, used] = [kilobytes(found.arrival), kilobytes(found.bytes)];
  const size = arrival === used ? used.toFixed(1) : `${arrival.toFixed(1)} / ${used.toFixed(1)}`;
  return [size, found.frameworks.join(" + ") || "no"];
}

const mark = (bar: Bar) =>
  `${bar.pass === undefined ? "n/a" : bar.pass ? "pass" : "FAIL"} ${bar.value}`;

/** The first table's head: each build's JavaScript, then each metric of the page, its twin and the previous build. */
function pageTableHead() {
  const prev = (...names: string[]) => (withPrev ? names : []);
  return tableHead(
    [
      "Page",
      "JS KB",
      "Started",
      ...prev("Prev JS KB", "Prev started"),
      ...METRIC_COLUMNS.flatMap(([name, short]) => [
        name,
        `Twin ${short}`,
        ...prev(`Prev ${short}`),
      ]),
      "Load",
    ],
    1,
    "---:",
  );
}

/** A page's row in the first table, printed as soon as it is measured. */
function pageRow(
  page: SitePage,
  found: ByTarget<Found>,
  { measured, load }: { measured: ByTarget<Summary>; load: string },
) {
  const prev = (...cells: string[]) => (withPrev ? cells : []);
  return tableRow([
    page.notFound ? `${page.path} (not found)` : page.path,
    ...jsCells(found.site),
    ...prev(...jsCells(found.prev)),
    ...METRIC_COLUMNS.flatMap(([, , metric, digits]) => [
      cell(measured.site?.[metric], digits),
      cell(measured.twin?.[metric], digits),
      ...prev(cell(measured.prev?.[metric], digits)),
    ]),
    load,
  ]);
}

/** The second table: each bar of this build, pass or fail per page, and by how much. */
function barsTable(judged: Judged[]) {
  const names = judged[0]?.bars.slice(1) ?? [];
  const jsBar = `JS ≤ ${LIMITS.staticJsKB} KB, no Preact or React (static) / ≤ ${LIMITS.interactiveJsKB} KB (islands)`;
  return [
    ...tableHead(["Page", "Kind", jsBar, ...names.map((bar) => bar.name)], 2, ":---:"),
    ...judged.map(({ page, kind, bars: pageBars }) =>
      tableRow([page, kind, ...pageBars.map(mark)]),
    ),
  ];
}

/** What a build's service worker precaches on a first visit, and its bar (judged on this build only). */
function precacheLine({ target, worker }: { target: Target; worker: Precached }) {
  if (!worker)
    return { line: `Service worker (${target.label}): none started on a first visit to /.` };
  const bar = precacheBar(worker.files, worker.pageScripts);
  const cost = firstVisitBar({ page: worker.page, script: worker.script, precached: worker.files });
  const judged = target.key === "site";
  const verdict = (pass?: boolean) => (judged ? (pass ? ": pass" : ": FAIL") : "");
  return {
    line: [
      `Service worker (${target.label}), first visit to /: precaches ${bar.value}${verdict(bar.pass)}. Its own script: ${kilobytes(worker.script).toFixed(1)} KB as served.`,
      `${cost.name} (${target.label}): ${cost.value}${verdict(cost.pass)}.`,
    ].join("\n"),
    bars: judged ? [bar, cost] : [],
  };
}

/** Prints the journeys of a device that keeps 10,000 gifts, each with its bar; returns the bars. */
function manyGiftsTable(gifts: Awaited<ReturnType<typeof manyGiftsJourney>>) {
  const journeys = [
    ["Opening /donor-wall", gifts.wall],
    ["Opening /donate (the wall's preview)", gifts.donate],
    ["Donate with the wall ticked, to the thank-you and the entry kept", gifts.giving],
  ] as const;
  const judged = journeys.map(([name, watched]) => ({
    name,
    watched,
    bar: longestTaskBar(name, watched.longest),
  }));
  console.log(
    `\n${MANY_GIFTS.toLocaleString("en-GB")} gifts kept on this device (${gifts.megabytes.toFixed(1)} MB of localStorage), this build, Chromium without throttling: each journey's longest main-thread task (PerformanceObserver 'longtask', 50 ms and more). After giving, the wall keeps ${gifts.kept.toLocaleString("en-GB")}.\n`,
  );
  for (const line of [
    ...tableHead(["Journey", "Longest task", "Long tasks", `≤ ${LONGEST_TASK_MS} ms`], 1, ":---:"),
    ...judged.map(({ name, watched, bar }) =>
      tableRow([name, bar.value, String(watched.tasks), bar.pass ? "pass" : "FAIL"]),
    ),
  ])
    console.log(line);
  return judged.map(({ bar }) => bar);
}

// --- The run -------------------------------------------------------------------------

const options = (() => {
  try {
    return benchOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nUsage: ${USAGE}`);
    process.exit(2);
  }
})();

const dist = path.join(root, "dist");
if (!existsSync(path.join(dist, "index.html"))) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const everyPage = await sitePages();
const unknown = (options.pages ?? []).filter((page) => !everyPage.some((p) => p.path === page));
if (unknown.length > 0) {
  console.error(
    `Not a page of src/page-list.ts: ${unknown.join(", ")}. The pages: ${everyPage.map((page) => page.path).join(" ")}`,
  );
  process.exit(2);
}
const pages = everyPage.filter((page) => options.pages?.includes(page.path) ?? true);
const withPrev = options.against !== undefined;

// This build, its twin on the next port, the previous build on the one after.
// Chromium refuses some ports (6000 is X11's) unless told.
const port = Number(process.env.BENCH_PORT ?? 4199);
const allowPorts = `--explicitly-allowed-ports=${[port, port + 1, port + 2].join(",")}`;

const cores = os.availableParallelism();
const loads: number[] = [];
/** The one-minute load average now, kept for the warning; returned for the page's row. */
const sampleLoad = () => {
  const load = os.loadavg()[0] ?? 0;
  loads.push(load);
  return load;
};
/** The load averages a page's runs met, as "min–max" (one decimal). */
const loadCell = (met: number[]) => {
  const [low, high] = [Math.min(...met), Math.max(...met)].map((load) => load.toFixed(1));
  return low === high ? `${low}` : `${low}–${high}`;
};
const busy = () =>
  Math.max(...loads) > cores
    ? `Warning: the load average reached ${Math.max(...loads).toFixed(2)} on ${cores} cores: the machine was busy, and simulated TBT grows with it. Run the bench again on a quiet machine before trusting these numbers.`
    : undefined;

const work = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
const cleanUps: Array<() => unknown> = [() => rmSync(work, { recursive: true, force: true })];
const cleanUp = async () => {
  for (const step of cleanUps.splice(0).reverse()) await step();
};
// Stopped by hand (a run takes a while): leave no browser, server or copy behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

/** Each page as each build answers it, and what each build's service worker precaches, in Chromium. */
async function inventoryAll(targets: Target[]) {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, allowPorts],
  });
  try {
    const loaded = new Map<string, ByTarget<Found>>();
    for (const page of pages) {
      const found: ByTarget<Found> = {};
      for (const target of targets) {
        const url = `${target.origin}${page.path}`;
        const result = await inventory(browser, url, target.key !== "twin");
        if (result.status !== (page.notFound ? 404 : 200)) {
          console.warn(`${page.path}: ${target.label} answered ${result.status}; left out`);
        } else if (target.key === "twin" && result.bytes > 0) {
          throw new Error(`${page.path}: its twin loaded ${result.bytes} bytes of JavaScript`);
        } else {
          found[target.key] = result;
        }
      }
      loaded.set(page.path, found);
    }
    const precached = [];
    for (const target of targets.filter(({ key }) => key !== "twin")) {
      precached.push({ target, worker: await precache(browser, target.origin) });
    }
    const gifts = await manyGiftsJourney(browser, targets[0]?.origin ?? "");
    return { loaded, precached, gifts };
  } finally {
    await browser.close();
  }
}

async function bench() {
  sampleLoad();
  if (busy()) console.warn(busy());
  const folders = [dist, twinOf(dist, work)];
  if (options.against) folders.push(pagesFolder(path.resolve(options.against)));
  const [site = "", twin = "", prev] = await serve(folders, port, cleanUps);
  const targets: Target[] = [
    { key: "site", label: "this build", origin: site },
    { key: "twin", label: "twin", origin: twin },
    ...(prev ? [{ key: "prev", label: "previous build", origin: prev } as const] : []),
  ];
  const { loaded, precached, gifts } = await inventoryAll(targets);

  const runs = `${options.runs} run${options.runs === 1 ? "" : "s"}`;
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, ${options.cpu}× CPU${options.cpu === MOBILE_CPU_SLOWDOWN ? "" : `, not Lighthouse's ${MOBILE_CPU_SLOWDOWN}×`}), Debian's Chromium: median of ${runs} of each page, its no-JavaScript twin${withPrev ? " and the previous build" : ""}, interleaved (min–max of the runs in brackets). JS KB: brotli, the script files the page loaded, as served, and its inline scripts; on arrival / with every island started, when they differ. Started: the frameworks that started, once every island had. Load: the one-minute load average the page's runs met, on ${cores} cores (above ${cores}, its blocking times are the other processes' as much as its own).${withPrev ? " A previous build's islands that are not Astro's are counted as they start on their own." : ""}\n`,
  );
  if (options.runs < 3) {
    console.log(
      "Fewer than 3 runs: a quick look. The bars are judged on the median of 3 or more.\n",
    );
  }
  for (const line of pageTableHead()) console.log(line);
  const chrome = await chromeLauncher.launch({
    // Its own handler would exit before ours cleans up.
    handleSIGINT: false,
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args, allowPorts],
  });
  cleanUps.push(() => chrome.kill());
  // One run of the first page on each build, not counted: the first
  // Lighthouse run of a fresh browser starts it cold, right after the
  // inventory's browser and its 10,000 gifts have worked the machine, and can
  // read the first page's blocking time high (`/` read +78 ms over its twin in
  // a full run at 8×, and −37 ms measured alone minutes later).
  const [first] = pages;
  if (first) {
    for (const target of targets.filter((target) => loaded.get(first.path)?.[target.key])) {
      await lighthouseRun(chrome.port, `${target.origin}${first.path}`, first.notFound);
    }
  }
  const judged: Judged[] = [];
  for (const page of pages) {
    const found = loaded.get(page.path) ?? {};
    const present = targets.filter((target) => found[target.key]);
    const timed = await lighthouseRuns(chrome.port, page, present, options.runs);
    console.log(pageRow(page, found, timed));
    const { measured } = timed;
    if (!found.site) continue;
    const interactive = hasIslands(found.site.html);
    judged.push({
      page: page.path,
      kind: interactive ? "islands" : "static",
      bars: bars({
        interactive,
        js: found.site,
        site: measured.site ?? {},
        twin: measured.twin ?? {},
      }),
    });
  }

  console.log("\nBars (issue 38), this build:\n");
  for (const line of barsTable(judged)) console.log(line);
  const workers = precached.map(precacheLine);
  console.log(`\n${workers.map(({ line }) => line).join("\n")}`);
  const giftBars = manyGiftsTable(gifts);
  const misses = [
    ...judged.flatMap(({ page, bars: pageBars }) => pageBars.map((bar) => ({ page, bar }))),
    ...workers.flatMap(({ bars: workerBars = [] }) =>
      workerBars.map((bar) => ({ page: "first visit", bar })),
    ),
    ...giftBars.map((bar) => ({ page: `${MANY_GIFTS} gifts`, bar })),
  ]
    .filter(({ bar }) => bar.pass === false)
    .map(({ page, bar }) => `${page}: ${bar.name} (${bar.value})`);

  if (busy()) console.warn(`\n${busy()}`);
  if (misses.length === 0) {
    console.log("\nEvery bar met.");
    return;
  }
  console.log(
    `\n${misses.length} bar${misses.length === 1 ? "" : "s"} missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`,
  );
  if (options.strict) process.exitCode = 1;
}

try {
  await bench();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
