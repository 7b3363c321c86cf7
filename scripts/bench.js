// `npm run bench`: Lighthouse (mobile, simulated throttling, median of 3 runs)
// on every route against the production server, then a load test. Prints a
// table and exits non-zero when any bar of decision 014 is missed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets, publicPaths } from "./bench-budgets.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

if (!existsSync(`${clientDir}/index.html`)) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in a process of its own, exactly as `npm start` runs it, so
// its work is not counted against the pages (Lighthouse runs in this one).
const port = Number(process.env.BENCH_PORT ?? 4199);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [fileURLToPath(new URL("../server/start.js", import.meta.url))],
  {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  },
);
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${origin}/`)).ok) break;
  } catch {
    if (tries > 100) throw new Error(`The server did not start on ${origin}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const chrome = await chromeLauncher.launch({
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    const requests = audits["network-requests"].details.items;
    const scriptBytes = requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + item.transferSize, 0);
    runs.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories["best-practices"].score * 100,
      seo: categories.seo.score * 100,
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      jsKB: scriptBytes / 1024,
      totalKB: audits["total-byte-weight"].numericValue / 1024,
    });
  }
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const rows = [];
const misses = [];
try {
  for (const path of publicPaths(clientDir)) {
    const row = await measure(path);
    rows.push({ path, ...row });
    for (const [metric, check] of Object.entries(budgets)) {
      if (!check.ok(row[metric]))
        misses.push(`${path}: ${metric} ${row[metric].toFixed(2)} (${check.text})`);
    }
    process.stderr.write(`measured ${path}\n`);
  }
} finally {
  await chrome.kill();
}

const fmt = (value, digits = 0) => value.toFixed(digits);
console.log(
  `\nLighthouse ${RUNS === 1 ? "(1 run)" : `(median of ${RUNS} runs)`}, mobile, simulated throttling\n`,
);
console.log(
  "| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | Total KB |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(
    `| ${row.path} | ${fmt(row.performance)} | ${fmt(row.accessibility)} | ${fmt(row.bestPractices)} | ${fmt(row.seo)} | ${fmt(row.fcp)} | ${fmt(row.lcp)} | ${fmt(row.tbt)} | ${fmt(row.cls, 3)} | ${fmt(row.jsKB, 1)} | ${fmt(row.totalKB, 1)} |`,
  );
}
console.log(
  `| budget | 100 | 100 | 100 | 100 | | ≤ ${budgets.lcp.limit} | ≤ ${budgets.tbt.limit} | ≤ ${budgets.cls.limit} | ≤ ${budgets.jsKB.limit} | |`,
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

if (misses.length > 0) {
  console.log(`\nBudgets missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
