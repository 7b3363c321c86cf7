// The pure parts of `npm run bench` (scripts/bench.js), tested in
// bench-budgets.test.ts: which of a page's scripts are JavaScript, its
// no-JavaScript twin, brotli sizes, medians, and the bars of decision 014.
// HTML is read with parse5, never with regular expressions.
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import { parse } from "parse5";

// --- Which pages are interactive ---------------------------------------------

/**
 * Whether a page of src/pages.ts (undefined for a not-found page) has
 * something interactive: its `islands` field (decision 022). Every other
 * page, the not-found pages included, must load no React.
 * @param {{ path: string; islands?: boolean } | undefined} page
 */
export function isInteractive(page) {
  return page?.islands === true;
}

// --- What a page runs ----------------------------------------------------------

/** The JavaScript MIME types (HTML's list): a script of one of these types is classic JavaScript. */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * What a browser does with a `<script>` of this `type` (HTML's "prepare the
 * script element"): run it (`classic`, `module`), read it as an import map or
 * speculation rules, or leave it alone (`data`: JSON-LD and the like).
 * @param {string | undefined} type
 * @returns {"classic" | "module" | "importmap" | "speculationrules" | "data"}
 */
export function scriptKind(type) {
  if (type === undefined) return "classic";
  const value = type.trim().toLowerCase();
  if (value === "" || JAVASCRIPT_TYPES.has(value)) return "classic";
  if (value === "module" || value === "importmap" || value === "speculationrules") return value;
  return "data";
}

/** @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element */

/**
 * Every element of a parsed document, in document order (template contents included).
 * @param {import("parse5").DefaultTreeAdapterMap["parentNode"]} node
 * @returns {Generator<Element>}
 */
function* elements(node) {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements(child.tagName === "template" ? child.content : child);
  }
}

/** @param {Element} element @param {string} name */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** @param {Element} element */
const textOf = (element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/** The words of a `rel` attribute. @param {Element} element */
const rels = (element) => (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);

/**
 * Whether an element is there only for JavaScript: a script the browser runs
 * or reads (not a data block), or a link that fetches a script ahead of time.
 * @param {Element} element
 */
function isForScripts(element) {
  if (element.tagName === "script") return scriptKind(attribute(element, "type")) !== "data";
  if (element.tagName !== "link") return false;
  const words = rels(element);
  return (
    words.includes("modulepreload") ||
    (words.includes("preload") && (attribute(element, "as") ?? "").toLowerCase() === "script")
  );
}

/**
 * The text of each inline script a page runs (classic or module, without a
 * `src`), in document order. JSON-LD, import maps and speculation rules are
 * not JavaScript and are left out.
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...elements(parse(html))]
    .filter(
      (element) =>
        element.tagName === "script" &&
        attribute(element, "src") === undefined &&
        ["classic", "module"].includes(scriptKind(attribute(element, "type"))),
    )
    .map(textOf);
}

/**
 * A page's no-JavaScript twin: the same HTML, byte for byte, without any
 * script the browser would run or read (JSON-LD stays: it is data) and without
 * the links that preload scripts. What is left is what the page costs without
 * its JavaScript: its limit.
 * @param {string} html
 */
export function withoutScripts(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  /** @type {Array<[number, number]>} */
  const cuts = [];
  for (const element of elements(document)) {
    if (!isForScripts(element)) continue;
    const location = element.sourceCodeLocation;
    if (!location) throw new Error(`A <${element.tagName}> the parser implied cannot be removed`);
    // An element inside one already cut goes with it.
    const last = cuts.at(-1);
    if (last && location.startOffset < last[1]) continue;
    cuts.push([location.startOffset, location.endOffset]);
  }
  let twin = "";
  let from = 0;
  for (const [start, end] of cuts) {
    twin += html.slice(from, start);
    from = end;
  }
  return twin + html.slice(from);
}

// --- Sizes -------------------------------------------------------------------

/**
 * `content` brotli-compressed at the quality the build uses for its own copies (11).
 * @param {string | Uint8Array} content
 */
export const brotli = (content) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** @param {string | Uint8Array} content */
export const brotliBytes = (content) => brotli(content).length;

/**
 * The JavaScript a page loads, brotli: each script file it loaded (as served),
 * compressed on its own, and the text of each of its inline scripts, compressed
 * on its own.
 * @param {{ html: string; files: Array<{ url: string; body: Uint8Array }> }} page
 */
export function javascriptBytes({ html, files }) {
  const external = files.map((file) => ({ url: file.url, bytes: brotliBytes(file.body) }));
  const inline = inlineScripts(html).map((text) => brotliBytes(text));
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  return {
    external,
    inline,
    total: sum(external.map((file) => file.bytes)) + sum(inline),
  };
}

/** Kilobytes (1,024 bytes), one decimal. @param {number} bytes */
export const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// --- Runs ----------------------------------------------------------------------

/**
 * The median of the values (the mean of the middle two for an even count).
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (sorted[middle - 1] + /** @type {number} */ (sorted[middle])) / 2;
}

/** The metrics each Lighthouse run gives. */
const METRICS = /** @type {const} */ (["tbt", "lcp", "cls", "performance"]);

/**
 * Each metric's median and spread over the runs.
 * @param {Array<Record<(typeof METRICS)[number], number>>} runs
 */
export function summary(runs) {
  return Object.fromEntries(
    METRICS.map((metric) => {
      const values = runs.map((run) => run[metric]);
      return [
        metric,
        { median: median(values), min: Math.min(...values), max: Math.max(...values) },
      ];
    }),
  );
}

// --- Bars (decision 014) -----------------------------------------------------

/** The bars, in one place. */
export const LIMITS = {
  /** Brotli KB of JavaScript, inline included, on a page with nothing interactive (which starts neither React nor React Router). */
  staticJsKB: 5,
  /** Brotli KB of JavaScript on an interactive page. */
  interactiveJsKB: 70,
  /** Milliseconds of TBT over the twin's. */
  tbtOverTwinMs: 50,
  /** LCP over the twin's. */
  lcpRatio: 1.05,
  cls: 0,
  performance: 100,
};

/**
 * Each bar for one page: its name, the value it judged and whether it passed
 * (undefined when a measurement is missing).
 * @param {{
 *   interactive: boolean;
 *   js: { bytes: number; react: boolean; reactRouter?: string };
 *   site: Record<string, { median: number }>;
 *   twin: Record<string, { median: number }>;
 * }} page
 * @returns {Array<{ name: string; value: string; pass: boolean | undefined }>}
 */
export function bars({ interactive, js, site, twin }) {
  const known = (...values) => values.every((value) => Number.isFinite(value));
  const jsKB = kilobytes(js.bytes);
  const tbt = site.tbt?.median ?? Number.NaN;
  const twinTbt = twin.tbt?.median ?? Number.NaN;
  const lcp = site.lcp?.median ?? Number.NaN;
  const twinLcp = twin.lcp?.median ?? Number.NaN;
  const cls = site.cls?.median ?? Number.NaN;
  const performance = site.performance?.median ?? Number.NaN;
  const judged = (ok, ...values) => (known(...values) ? ok : undefined);
  return [
    interactive
      ? {
          name: `JS ≤ ${LIMITS.interactiveJsKB} KB`,
          value: `${jsKB.toFixed(1)} KB`,
          pass: jsKB <= LIMITS.interactiveJsKB,
        }
      : {
          name: `JS ≤ ${LIMITS.staticJsKB} KB, no React`,
          value: [
            `${jsKB.toFixed(1)} KB`,
            ...(js.react ? ["React"] : []),
            ...(js.reactRouter ? ["React Router"] : []),
          ].join(", "),
          pass: jsKB <= LIMITS.staticJsKB && !js.react && !js.reactRouter,
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
    {
      name: `CLS ${LIMITS.cls}`,
      value: cls.toFixed(3),
      pass: judged(cls <= LIMITS.cls, cls),
    },
    {
      name: `Perf ${LIMITS.performance}`,
      value: Number.isFinite(performance) ? String(Math.round(performance)) : "?",
      pass: judged(performance >= LIMITS.performance, performance),
    },
  ];
}

/** @param {number} value */
const signed = (value) =>
  Number.isFinite(value) ? `${value >= 0 ? "+" : ""}${Math.round(value)}` : "?";

/**
 * The Content-Security-Policy every page gets from a hosts' `_headers` file
 * (the build writes it for Netlify and Cloudflare Pages: a path, then its
 * headers indented), for a copy of dist without its headers.json.
 * @param {string} text
 */
export function unionPolicy(text) {
  let path;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      path = line.trim();
      continue;
    }
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    if (path === "/*" && name === "content-security-policy") return line.slice(colon + 1).trim();
  }
  return undefined;
}

// --- The command line ---------------------------------------------------------

/**
 * `npm run bench -- [--pages /,/donate] [--runs N] [--against <dir>] [--strict] [--no-load]`.
 * @param {string[]} args
 * @param {{ BENCH_RUNS?: string }} [env]
 */
export function benchOptions(args, env = {}) {
  const { values } = parseArgs({
    args,
    options: {
      pages: { type: "string" },
      runs: { type: "string" },
      against: { type: "string" },
      strict: { type: "boolean", default: false },
      "no-load": { type: "boolean", default: false },
    },
    strict: true,
  });
  const runsText = values.runs ?? env.BENCH_RUNS ?? "3";
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs wants a whole number of runs, at least 1 (got ${runsText})`);
  }
  const pages = values.pages
    ?.split(",")
    .map((page) => page.trim())
    .filter((page) => page !== "");
  return {
    runs,
    pages: pages && pages.length > 0 ? pages : undefined,
    against: values.against,
    strict: values.strict,
    load: !values["no-load"],
  };
}

// --- The table -------------------------------------------------------------------

/**
 * A metric's cell: the median, and the spread of the runs when there were several.
 * @param {{ median: number; min: number; max: number } | undefined} value
 * @param {number} [digits]
 */
export function cell(value, digits = 0) {
  if (!value || !Number.isFinite(value.median)) return "—";
  const text = (number) => number.toFixed(digits);
  const spread = value.min === value.max ? "" : ` (${text(value.min)}–${text(value.max)})`;
  return `${text(value.median)}${spread}`;
}

/** A row of a Markdown table. @param {string[]} cells */
export const tableRow = (cells) => `| ${cells.join(" | ")} |`;
