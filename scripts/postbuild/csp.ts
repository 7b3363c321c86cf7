import { createHash } from "node:crypto";
import { parse } from "parse5";
import { elements, type Element } from "./html-files.ts";

/**
 * A Content-Security-Policy without 'unsafe-inline': every inline script and
 * style of a pre-rendered page is allowed by its SHA-256 hash, nothing else
 * inline runs. Data blocks (JSON-LD) are not executed, so they need no hash.
 * The pages are read with an HTML parser, never with patterns.
 */

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The text of a <script> or <style> as the browser parses it (what CSP hashes). */
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/** JSON data blocks (JSON-LD, an island's props) are never executed. */
const DATA_BLOCK_TYPES = new Set(["application/json", "application/ld+json"]);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export type InlineHashes = { scripts: string[]; styles: string[] };

/** The hashes of a page's inline scripts and styles, read with an HTML parser. */
export function inlineHashes(html: string): InlineHashes {
  return hashesOf(elements(parse(html)));
}

function hashesOf(all: Iterable<Element>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const element of all) {
    if (element.tagName === "style") styles.add(sha256(textOf(element)));
    if (element.tagName !== "script" || attribute(element, "src") !== undefined) continue;
    const type = (attribute(element, "type") ?? "").trim().toLowerCase();
    if (!DATA_BLOCK_TYPES.has(type)) scripts.add(sha256(textOf(element)));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The other sites the page's own forms submit to: the donation form works as
 * a plain HTML form before the app starts, and without JavaScript, and it
 * submits to the charity's donation page.
 */
export function formOrigins(html: string): string[] {
  return originsOf(elements(parse(html)));
}

function originsOf(all: Iterable<Element>): string[] {
  const origins = new Set<string>();
  for (const element of all) {
    const action = element.tagName === "form" ? attribute(element, "action") : undefined;
    if (action && /^https?:\/\//i.test(action)) origins.add(new URL(action).origin);
  }
  return [...origins];
}

/**
 * The policy for the given hashes and form targets (formOrigins). `header`
 * adds what only works as an HTTP header.
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  { header = false, forms = [] as string[] } = {},
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(" ")}`.trim(),
    `style-src 'self' ${hashes.styles.join(" ")}`.trim(),
    // Fonts, fetches, the manifest and the service worker fall back to
    // default-src (the worker through script-src): 'self' for each, unsaid.
    "img-src 'self' data:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${forms.join(" ")}`.trim(),
  ];
  if (header) directives.push("frame-ancestors 'none'");
  return directives.join("; ");
}

/**
 * Puts the page's own policy in a <meta> as early in <head> as it may go:
 * right after the character set (which must stay in the page's first 1,024
 * bytes), however the page spells it.
 */
export function withCspMeta(html: string): string {
  // Parsed once, with where each element is in the page's source.
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  const policy = contentSecurityPolicy(hashesOf(all), { forms: originsOf(all) });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const head = all.find((element) => element.tagName === "head");
  const charset = all.find(
    (element) => element.tagName === "meta" && attribute(element, "charset") !== undefined,
  );
  // A <head> the page never wrote has no place in its source.
  const at =
    charset?.sourceCodeLocation?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error("A page without a <head> for its Content-Security-Policy.");
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** All hashes of many pages, for the one HTTP header every page is served with. */
export function mergeHashes(all: InlineHashes[]): InlineHashes {
  return {
    scripts: [...new Set(all.flatMap((hashes) => hashes.scripts))].sort(),
    styles: [...new Set(all.flatMap((hashes) => hashes.styles))].sort(),
  };
}
