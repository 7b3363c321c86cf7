// What the bench reads in a built page's HTML, with parse5 (never regular
// expressions): the JavaScript it runs inline, whether it has islands, and its
// no-JavaScript twin.
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** HTML's JavaScript MIME types: a script of one of these types is classic JavaScript. */
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

/** Whether a response's Content-Type ("text/javascript; charset=utf-8") is JavaScript. */
export const isJavaScript = (contentType: string) =>
  JAVASCRIPT_TYPES.has(contentType.split(";")[0]?.trim().toLowerCase() ?? "");

/**
 * What a browser does with a `<script>` of this `type` (HTML's "prepare the
 * script element"): run it (`classic`, `module`), read it as an import map or
 * speculation rules, or leave it alone (`data`: JSON-LD and the like).
 */
export function scriptKind(
  type: string | undefined,
): "classic" | "module" | "importmap" | "speculationrules" | "data" {
  if (type === undefined) return "classic";
  const value = type.trim().toLowerCase();
  if (value === "" || JAVASCRIPT_TYPES.has(value)) return "classic";
  if (value === "module" || value === "importmap" || value === "speculationrules") return value;
  return "data";
}

/** Every element of a parsed document, in document order, template contents included. */
function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements("content" in child ? child.content : child);
  }
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

const isInline = (element: Element) =>
  element.tagName === "script" &&
  attribute(element, "src") === undefined &&
  ["classic", "module"].includes(scriptKind(attribute(element, "type")));

/**
 * The text of each inline script a page runs (classic or module, without a
 * `src`), in document order; JSON-LD, import maps and speculation rules are
 * not JavaScript.
 */
export const inlineScripts = (html: string) =>
  [...elements(parse(html))]
    .filter(isInline)
    .map((script) => script.childNodes.map((text) => ("value" in text ? text.value : "")).join(""));

/**
 * Whether the page has islands: Astro's `<astro-island>` elements, each a
 * component that starts in the browser. A page without one has nothing
 * interactive.
 */
export const hasIslands = (html: string) =>
  [...elements(parse(html))].some((element) => element.tagName === "astro-island");

/**
 * Whether an element is there only for JavaScript: a script the browser runs
 * or reads (not a data block such as JSON-LD), or a link that fetches a script
 * ahead of time.
 */
function isForScripts(element: Element): boolean {
  if (element.tagName === "script") return scriptKind(attribute(element, "type")) !== "data";
  if (element.tagName !== "link") return false;
  const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
  const as = (attribute(element, "as") ?? "").toLowerCase();
  return rel.includes("modulepreload") || (rel.includes("preload") && as === "script");
}

/**
 * A page's no-JavaScript twin: the page without any script the browser would
 * run or read, inline or external, and without the links that preload
 * scripts; JSON-LD stays (it is data). parse5 finds each one's place in the
 * source, and the twin is the source without them: every other byte is the
 * page as built (serialising parse5's tree would rewrite quotes and void
 * tags, and change the page's size).
 */
export function withoutScripts(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  let twin = "";
  let from = 0;
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    // An element inside one already cut goes with it.
    if (!isForScripts(element) || (location && location.startOffset < from)) continue;
    if (!location) throw new Error(`A <${element.tagName}> the parser implied cannot be cut`);
    twin += html.slice(from, location.startOffset);
    from = location.endOffset;
  }
  return twin + html.slice(from);
}
