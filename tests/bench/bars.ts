// The bench's arithmetic and its bars (issue 38): JavaScript sizes, the
// median of the runs, pass or fail per page, the service worker's precache,
// the command line and the table's cells.
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import { inlineScripts, isJavaScript } from "./page-html.ts";

/** The bars, in one place. */
export const LIMITS = {
  /** Brotli KB of JavaScript, inline included, on a page with nothing interactive, which starts neither Preact nor React. */
  staticJsKB: 5,
  /** Brotli KB of JavaScript on a page with islands, every island started. */
  interactiveJsKB: 30,
  /** Milliseconds of total blocking time over the twin's. */
  tbtOverTwinMs: 50,
  /** Largest contentful paint over the twin's. */
  lcpRatio: 1.05,
  cls: 0,
  /** KB as served of a first visit to /: the page and its files, the service worker and its precache. */
  firstVisitKB: 120,
};

// --- Sizes -------------------------------------------------------------------

/** `content` brotli-compressed at the quality the build uses for its own copies (11). */
export const brotli = (content: string | Uint8Array) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

export const brotliBytes = (content: string | Uint8Array) => brotli(content).length;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Kilobytes (1,024 bytes), one decimal. */
export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JavaScript a page loads, brotli: each script file it loaded (as served)
 * and the text of each of its inline scripts, each compressed on its own.
 */
export function javascriptBytes({ html, files }: { html: string; files: Uint8Array[] }) {
  return sum([...files, ...inlineScripts(html)].map(brotliBytes));
}

// --- Runs --------------------------------------------------------------------

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** What each Lighthouse run gives. */
const METRICS = ["tbt", "lcp", "cls", "performance"] as const;
export type Run = Record<(typeof METRICS)[number], number>;
type Spread = { median: number; min: number; max: number };
export type Summary = Record<(typeof METRICS)[number], Spread>;

/** Each metric's median and spread over the runs. */
export const summary = (runs: Run[]) =>
  Object.fromEntries(
    METRICS.map((metric) => {
      const values = runs.map((run) => run[metric]);
      return [
        metric,
        { median: median(values), min: Math.min(...values), max: Math.max(...values) },
      ];
    }),
  ) as Summary;

// --- Bars ----------------------------------------------------------------------

export type Bar = { name: string; value: string; pass: boolean | undefined };

/** What a page loaded: its JavaScript, brotli, and the frameworks that started ("Preact", "React DOM"). */
export type Loaded = { bytes: number; frameworks: string[] };

const signed = (value: number) =>
  Number.isFinite(value) ? `${value >= 0 ? "+" : ""}${Math.round(value)}` : "?";

/**
 * Each bar of one page: its name, the value it judged and whether it passed
 * (undefined when a measurement is missing).
 */
export function bars(page: {
  interactive: boolean;
  js: Loaded;
  site: Partial<Summary>;
  twin: Partial<Summary>;
}): Bar[] {
  const { interactive, js } = page;
  const [tbt, twinTbt, lcp, twinLcp, cls] = [
    page.site.tbt,
    page.twin.tbt,
    page.site.lcp,
    page.twin.lcp,
    page.site.cls,
  ].map((spread) => spread?.median ?? Number.NaN) as [number, number, number, number, number];
  const judged = (pass: boolean, ...values: number[]) =>
    values.every(Number.isFinite) ? pass : undefined;
  const jsKB = kilobytes(js.bytes);
  return [
    interactive
      ? {
          name: `JS ≤ ${LIMITS.interactiveJsKB} KB`,
          value: `${jsKB.toFixed(1)} KB`,
          pass: jsKB <= LIMITS.interactiveJsKB,
        }
      : {
          name: `JS ≤ ${LIMITS.staticJsKB} KB, no Preact or React`,
          value: [`${jsKB.toFixed(1)} KB`, ...js.frameworks].join(", "),
          pass: jsKB <= LIMITS.staticJsKB && js.frameworks.length === 0,
        },
    {
      name: `TBT ≤ twin + ${LIMITS.tbtOverTwinMs} ms`,
      value: `${signed(tbt - twinTbt)} ms`,
      pass: judged(tbt - twinTbt <= LIMITS.tbtOverTwinMs, tbt, twinTbt),
    },
    {
      name: `LCP ≤ ${LIMITS.lcpRatio}× twin`,
      value: `${(lcp / twinLcp).toFixed(3)}×`,
      pass: judged(lcp <= LIMITS.lcpRatio * twinLcp, lcp, twinLcp),
    },
    { name: `CLS ${LIMITS.cls}`, value: cls.toFixed(3), pass: judged(cls <= LIMITS.cls, cls) },
  ];
}

/** A file the service worker fetched: its Content-Type, its size and its size as served. */
export type Fetched = { url: string; type: string; bytes: number; served: number };

/**
 * What the service worker precaches on a first visit, and the bar that none
 * of it is a script: a first visit fetches no code it does not run (issue 38).
 */
export function precacheBar(files: Fetched[], pageScripts: string[] = []): Bar {
  // The scripts the visited page ran itself, which the worker keeps for the page, are no cost of
  // the worker's: a script no page had asked for is.
  const scripts = files.filter(
    (file) => isJavaScript(file.type) && !pageScripts.includes(file.url),
  );
  const kept = files.filter((file) => isJavaScript(file.type) && pageScripts.includes(file.url));
  const size = (list: Fetched[], key: "bytes" | "served") =>
    `${kilobytes(sum(list.map((file) => file[key]))).toFixed(1)} KB`;
  const some = scripts.length === 1 ? "1 is a script" : `${scripts.length} are scripts`;
  const keptNote = kept.length > 0 ? `, besides the page's own ${kept.length} (kept for it)` : "";
  return {
    name: "The service worker precaches no script no page ran",
    value: `${files.length} files, ${size(files, "bytes")} (${size(files, "served")} as served); ${
      scripts.length === 0 ? "none is a script" : `${some} (${size(scripts, "served")} as served)`
    }${keptNote}`,
    pass: scripts.length === 0,
  };
}

/**
 * What a first visit to / costs as served (issue 45): the page and the files
 * it fetched, the service worker's own script, and what the worker precached.
 */
export function firstVisitBar({
  page,
  script,
  precached,
}: {
  page: Fetched[];
  script: number;
  precached: Fetched[];
}): Bar {
  const served = (list: Fetched[]) => sum(list.map((file) => file.served));
  const total = served(page) + script + served(precached);
  const kb = (bytes: number) => `${kilobytes(bytes).toFixed(1)} KB`;
  const files = (count: number) => `${count} file${count === 1 ? "" : "s"}`;
  return {
    name: `A first visit to /, its service worker included, ≤ ${LIMITS.firstVisitKB} KB as served`,
    value: `${kb(total)}: the page and its ${files(page.length - 1)} ${kb(served(page))}, the worker ${kb(script)}, its precache of ${files(precached.length)} ${kb(served(precached))}`,
    pass: total <= LIMITS.firstVisitKB * 1024,
  };
}

// --- The command line ---------------------------------------------------------

export const USAGE =
  "npm run bench -- [--pages / /donate] [--runs N] [--cpu N] [--against <dist or build folder>] [--strict]";

/** Lighthouse's mobile CPU slowdown (`throttling.mobileSlow4G.cpuSlowdownMultiplier`). */
export const MOBILE_CPU_SLOWDOWN = 4;

/**
 * The options: the pages to measure (after `--pages`, by spaces or commas;
 * every page when none), the runs of each, how many times slower than this
 * machine the simulated phone's processor is (Lighthouse simulates the phone
 * from the host's own CPU, so a faster host needs a larger number to stand
 * for the same phone), a previous build, and whether a missed bar fails the run.
 */
export function benchOptions(args: string[], env: { BENCH_RUNS?: string } = {}) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      pages: { type: "string", multiple: true },
      runs: { type: "string" },
      cpu: { type: "string" },
      against: { type: "string" },
      strict: { type: "boolean", default: false },
    },
    // `--pages / /donate`: the pages after the first are arguments of their own.
    allowPositionals: true,
  });
  const runsText = values.runs ?? env.BENCH_RUNS ?? "3";
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs wants a whole number of runs, at least 1 (got ${runsText})`);
  }
  const cpuText = values.cpu ?? String(MOBILE_CPU_SLOWDOWN);
  const cpu = Number(cpuText);
  if (cpuText.trim() === "" || !Number.isFinite(cpu) || cpu < 1) {
    throw new Error(`--cpu wants how many times slower the phone is, at least 1 (got ${cpuText})`);
  }
  const pages = [...(values.pages ?? []), ...positionals]
    .flatMap((page) => page.split(","))
    .map((page) => page.trim())
    .filter((page) => page !== "");
  return {
    runs,
    cpu,
    pages: pages.length > 0 ? pages : undefined,
    against: values.against,
    strict: values.strict,
  };
}

// --- The table -------------------------------------------------------------------

/** A metric's cell: the median, and the spread of the runs when there were several. */
export function cell(value: Spread | undefined, digits = 0): string {
  if (!value || !Number.isFinite(value.median)) return "—";
  const text = (number: number) => number.toFixed(digits);
  const spread = value.min === value.max ? "" : ` (${text(value.min)}–${text(value.max)})`;
  return `${text(value.median)}${spread}`;
}

/** A row of a Markdown table. */
export const tableRow = (cells: string[]) => `| ${cells.join(" | ")} |`;

// --- A device that keeps 10,000 gifts (issue 45) ------------------------------------

/** The longest main-thread task opening the donor wall, or Donate, or giving, may take. */
export const LONGEST_TASK_MS = 200;

/** One journey's bar: its longest task (0 when none reached the 50 ms of a long task). */
export function longestTaskBar(journey: string, longestMs: number): Bar {
  return {
    name: `${journey}: longest task ≤ ${LONGEST_TASK_MS} ms`,
    value: longestMs === 0 ? "none of 50 ms or more" : `${longestMs} ms`,
    pass: longestMs <= LONGEST_TASK_MS,
  };
}
