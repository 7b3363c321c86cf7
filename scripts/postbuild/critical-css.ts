import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import postcss, { type AtRule, type Container, type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { elements, htmlFiles, type Element } from "./html-files.ts";

/**
 * Each page carries, inline, the style rules it can use: those whose classes,
 * elements and form fields are in its HTML or can be added by its own scripts
 * (an open menu, a banner, an error message). So the first paint needs no
 * request, the page stays within the first round trip of a slow connection
 * (about 14 KB), and nothing restyles the page while it starts. Tailwind's
 * classes are atomic, so "the classes this page names" is an exact test.
 * Every page is a document of its own (decision 022), so no page ever needs
 * another's rules. The page is read with an HTML parser and each selector
 * with a selector parser, never with patterns.
 */

const parsed = (html: string) => parse(html, { sourceCodeLocationInfo: true });

/** The page's inline <style> element (app/components/page-styles.tsx writes one). */
function styleElement(html: string): Element {
  for (const element of elements(parsed(html))) if (element.tagName === "style") return element;
  throw new Error("No inline <style> found in a pre-rendered page.");
}

/** At-rules that declare rather than select (@keyframes, @property): kept or left whole. */
const DECLARING_AT_RULE = /^(-\w+-)?keyframes$|^property$/;

/**
 * The parts of a form control that only inputs of some types have, by the
 * start of their names: a rule for them (Tailwind's reset has a dozen for date
 * fields alone) can apply only on a page with such an input.
 */
const DATE_TYPES = ["date", "datetime-local", "month", "time", "week"];
const CONTROL_PARTS: [prefix: string, types: string[]][] = [
  ["::-webkit-datetime-edit", DATE_TYPES],
  ["::-webkit-calendar-picker-indicator", DATE_TYPES],
  ["::-webkit-inner-spin-button", ["number", ...DATE_TYPES]],
  ["::-webkit-outer-spin-button", ["number", ...DATE_TYPES]],
  ["::-webkit-search-", ["search"]],
  ["::-webkit-file-upload-button", ["file"]],
  ["::file-selector-button", ["file"]],
];

/** What must be on a page for a selector to match anything on it. */
type Needs = { classes: string[]; tags: string[]; inputTypes: string[][] };

/** What a page has, or its scripts can add: class names, element names, input types. */
type Present = { classes: Set<string>; tags: Set<string>; inputTypes: Set<string> };

/**
 * Whether a part of a selector must match for the whole to: not under
 * `:not()`, which excludes, nor under a pseudo-class given several selectors
 * (`:is(.a, .b)`), of which any one may.
 */
function required(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (!selectorParser.isPseudo(parent)) continue;
    if (parent.value === ":not" || parent.nodes.length > 1) return false;
  }
  return true;
}

const needsCache = new Map<string, Needs>();

/** What a selector needs, read with a selector parser (escapes undone, as the browser reads them). */
function needsOf(selector: string): Needs {
  const cached = needsCache.get(selector);
  if (cached) return cached;
  const needs: Needs = { classes: [], tags: [], inputTypes: [] };
  selectorParser((root) => {
    root.walk((node) => {
      if (!required(node)) return;
      if (selectorParser.isClassName(node)) needs.classes.push(node.value);
      else if (selectorParser.isTag(node)) needs.tags.push(node.value.toLowerCase());
      else if (selectorParser.isPseudoElement(node)) {
        const name = node.value.toLowerCase();
        const part = CONTROL_PARTS.find(([prefix]) => name.startsWith(prefix));
        if (part) needs.inputTypes.push(part[1]);
      }
    });
  }).processSync(selector);
  needsCache.set(selector, needs);
  return needs;
}

/** The full stylesheet inlined at pre-render time (app/components/page-styles.tsx). */
function inlinedStylesheet(html: string): string {
  const [text] = styleElement(html).childNodes;
  return text && "value" in text ? text.value : "";
}

/** The class names, element names and input types of a page's markup. */
function presentIn(html: string): Present {
  const present: Present = { classes: new Set(), tags: new Set(), inputTypes: new Set() };
  for (const element of elements(parsed(html))) {
    present.tags.add(element.tagName.toLowerCase());
    const attributes = new Map(element.attrs.map(({ name, value }) => [name, value]));
    for (const name of attributes.get("class")?.split(/\s+/) ?? [])
      if (name) present.classes.add(name);
    if (element.tagName === "input") {
      present.inputTypes.add((attributes.get("type") ?? "text").toLowerCase());
    }
  }
  return present;
}

function selectorApplies(selector: string, present: Present): boolean {
  const { classes, tags, inputTypes } = needsOf(selector);
  return (
    classes.every((name) => present.classes.has(name)) &&
    tags.every((name) => present.tags.has(name)) &&
    inputTypes.every((types) => types.some((type) => present.inputTypes.has(type)))
  );
}

function prune(container: Container, present: Present): void {
  container.each((node) => {
    if (node.type === "rule") {
      const rule = node as Rule;
      if (!rule.selectors.some((selector) => selectorApplies(selector, present))) rule.remove();
    } else if (node.type === "atrule") {
      const atRule = node as AtRule;
      // Keyframes and @property are declarations, not selections: keep them whole.
      if (atRule.nodes && !DECLARING_AT_RULE.test(atRule.name)) {
        prune(atRule, present);
        if (atRule.nodes.length === 0) atRule.remove();
      }
    }
  });
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const CUSTOM_PROPERTY_NAME = /--[\w-]+/g;

/** The custom properties a text names (`--color-rose`), whether it sets or reads them. */
const customPropertiesIn = (text: string): Set<string> =>
  new Set(text.match(CUSTOM_PROPERTY_NAME) ?? []);

/**
 * Drops the custom properties nothing reads: the theme's variables and
 * Tailwind's `@property` registrations and their fallbacks serve the whole
 * site, and after `prune` most of them serve nothing on this page. A property
 * stays if a `var()` in what is left reads it, or if `mentioned` (the page's
 * markup and its scripts) names it. Repeated until nothing changes, since one
 * property can be read only by another that was dropped.
 */
function dropUnreadCustomProperties(root: Root, mentioned: Set<string>): void {
  for (let changed = true; changed;) {
    changed = false;
    const read = new Set(mentioned);
    root.walkDecls((declaration) => {
      for (const [, name] of declaration.value.matchAll(VAR_REFERENCE)) read.add(name as string);
    });
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      changed = true;
    });
    root.walkAtRules("property", (registration) => {
      if (read.has(registration.params.trim())) return;
      registration.remove();
      changed = true;
    });
  }
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) node.remove();
  });
}

/**
 * The words of a script: class names sit whole in its string literals
 * (className: `mx-auto max-w-6xl`), so splitting on quotes and spaces finds
 * them. Other words are harmless; at worst they keep a rule that is not needed.
 */
export function wordsIn(script: string): Set<string> {
  return new Set(script.split(/[\s"'`]+/));
}

/**
 * The stylesheet cut down to the rules that can apply to this page: to its
 * markup, or to what its scripts can add (`alsoUsed`: the words of its
 * scripts, among them the class names, element names and input types they
 * can put in the page).
 */
export function criticalCss(
  css: string,
  html: string,
  alsoUsed: Iterable<string> = [],
  alsoMentioned: Iterable<string> = [],
): string {
  const root = postcss.parse(css);
  const present = presentIn(html);
  for (const word of alsoUsed) {
    for (const kind of [present.classes, present.tags, present.inputTypes]) kind.add(word);
  }
  prune(root, present);
  dropUnreadCustomProperties(root, new Set([...customPropertiesIn(html), ...alsoMentioned]));
  return root.toString();
}

/**
 * Replaces the page's full inline stylesheet with its critical part.
 * `alsoMentioned`: custom properties the page's scripts name.
 */
export function withCriticalCss(
  html: string,
  alsoUsed: Iterable<string> = [],
  alsoMentioned: Iterable<string> = [],
): string {
  const style = styleElement(html);
  const [text] = style.childNodes;
  const at = text?.sourceCodeLocation;
  if (!text || !("value" in text) || !at) return html;
  const [before, after] = [html.slice(0, at.startOffset), html.slice(at.endOffset)];
  const css = criticalCss(text.value, before + after, alsoUsed, alsoMentioned);
  return `${before}${css}${after}`;
}

/** The attributes by which an island names its script (app/islands/island.tsx). */
const ISLAND_SCRIPT_ATTRIBUTES = new Set([
  "data-script",
  "data-script-wanted",
  "data-script-touched",
]);

/** The islands' scripts a page names, as files of the client build ("assets/islands-giving-….js"). */
function islandScriptsOf(html: string): string[] {
  return [...elements(parsed(html))].flatMap((element) =>
    element.attrs
      .filter((attribute) => ISLAND_SCRIPT_ATTRIBUTES.has(attribute.name))
      .map((attribute) => attribute.value.slice(attribute.value.startsWith("/") ? 1 : 0)),
  );
}

/**
 * Cuts each page's inline stylesheet down to its critical part: the rules its
 * HTML can use and those its own islands' scripts can need (`scriptFiles`:
 * every file of the islands' scripts; a page's are those it names and the
 * chunks no page names, which they share). Runs before the
 * Content-Security-Policy, which hashes the final inline style. The whole
 * stylesheet is left beside the client build (build/stylesheet.css), not
 * published: the browser tests compare each page with it. A custom property
 * that any script of the build names (`getComputedStyle(...)
 * .getPropertyValue("--spacing-header")`) is kept on every page.
 */
export async function criticalCssPages(clientDir: string, scriptFiles: string[]): Promise<void> {
  const pages = await htmlFiles(clientDir);
  const whole = inlinedStylesheet(await readFile(path.join(clientDir, pages[0] as string), "utf8"));
  await writeFile(path.join(clientDir, "..", "stylesheet.css"), whole);
  const words = new Map<string, Set<string>>();
  for (const file of scriptFiles) {
    words.set(file, wordsIn(await readFile(path.join(clientDir, file), "utf8")));
  }
  const scriptProperties = new Set<string>();
  for (const file of await readdir(path.join(clientDir, "assets"), { recursive: true })) {
    if (!file.endsWith(".js")) continue;
    const script = await readFile(path.join(clientDir, "assets", file), "utf8");
    for (const name of customPropertiesIn(script)) scriptProperties.add(name);
  }
  const htmls = new Map<string, string>();
  for (const file of pages) htmls.set(file, await readFile(path.join(clientDir, file), "utf8"));
  const named = new Map([...htmls].map(([file, html]) => [file, islandScriptsOf(html)]));
  const shared = scriptFiles.filter(
    (file) => ![...named.values()].some((own) => own.includes(file)),
  );
  for (const [file, html] of htmls) {
    const own = named.get(file) ?? [];
    const scripts = own.length > 0 ? [...own, ...shared] : [];
    const used = scripts.flatMap((script) => {
      const scriptWords = words.get(script);
      if (!scriptWords)
        throw new Error(`${file} names ${script}, which is not an island's script.`);
      return [...scriptWords];
    });
    await writeFile(path.join(clientDir, file), withCriticalCss(html, used, scriptProperties));
  }
}
