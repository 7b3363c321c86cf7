import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import postcss, { type AtRule, type Container, type Root, type Rule } from "postcss";
import { elements, htmlFiles, type Element } from "./html-files.ts";

/**
 * Each page carries, inline, the style rules it can use: those of the classes
 * in its HTML and of the classes its own scripts can add (an open menu, a
 * banner, an error message). So the first paint needs no request, the page
 * stays within the first round trip of a slow connection (about 14 KB), and
 * nothing restyles the page while it starts. Tailwind's classes are atomic,
 * so "the classes this page names" is an exact test. Every page is a
 * document of its own (decision 022), so no page ever needs another's rules.
 * The page is read with an HTML parser, never with patterns.
 */

const parsed = (html: string) => parse(html, { sourceCodeLocationInfo: true });

/** The page's inline <style> element (app/components/page-styles.tsx writes one). */
function styleElement(html: string): Element {
  for (const element of elements(parsed(html))) if (element.tagName === "style") return element;
  throw new Error("No inline <style> found in a pre-rendered page.");
}

const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;
/** At-rules that declare rather than select (@keyframes, @property): kept or left whole. */
const DECLARING_AT_RULE = /^(-\w+-)?keyframes$|^property$/;

/** The classes an element needs for a selector to match it, escapes undone (:not() excludes, so is skipped). */
const classesOf = (selector: string): string[] =>
  [...selector.replace(NEGATION, "").matchAll(CLASS_IN_SELECTOR)].map((match) =>
    (match[1] as string).replace(/\\(.)/g, "$1"),
  );

/** The full stylesheet inlined at pre-render time (app/components/page-styles.tsx). */
function inlinedStylesheet(html: string): string {
  const [text] = styleElement(html).childNodes;
  return text && "value" in text ? text.value : "";
}

function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const element of elements(parsed(html))) {
    for (const attribute of element.attrs) {
      if (attribute.name !== "class") continue;
      for (const name of attribute.value.split(/\s+/)) if (name) classes.add(name);
    }
  }
  return classes;
}

function selectorApplies(selector: string, classes: Set<string>): boolean {
  return classesOf(selector).every((name) => classes.has(name));
}

function prune(container: Container, classes: Set<string>): void {
  container.each((node) => {
    if (node.type === "rule") {
      const rule = node as Rule;
      if (!rule.selectors.some((selector) => selectorApplies(selector, classes))) rule.remove();
    } else if (node.type === "atrule") {
      const atRule = node as AtRule;
      // Keyframes and @property are declarations, not selections: keep them whole.
      if (atRule.nodes && !DECLARING_AT_RULE.test(atRule.name)) {
        prune(atRule, classes);
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

/** Every class a stylesheet's selectors name. */
export function classNamesIn(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of classesOf(selector)) names.add(name);
  });
  return names;
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
 * The stylesheet cut down to the rules that apply to this page's markup, or
 * to the classes in `alsoUsed` (those its scripts name).
 */
export function criticalCss(
  css: string,
  html: string,
  alsoUsed: Iterable<string> = [],
  alsoMentioned: Iterable<string> = [],
): string {
  const root = postcss.parse(css);
  prune(root, new Set([...classesIn(html), ...alsoUsed]));
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

/**
 * Cuts each page's inline stylesheet down to its critical part: the rules its
 * HTML can use and those of the classes its scripts can add (`scriptFiles`:
 * the islands' files, for pages that have islands). Runs before the
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
  const scriptWords = new Set<string>();
  for (const file of scriptFiles) {
    for (const word of wordsIn(await readFile(path.join(clientDir, file), "utf8"))) {
      scriptWords.add(word);
    }
  }
  const scriptClasses = [...classNamesIn(whole)].filter((name) => scriptWords.has(name));
  const scriptProperties = new Set<string>();
  for (const file of await readdir(path.join(clientDir, "assets"), { recursive: true })) {
    if (!file.endsWith(".js")) continue;
    const script = await readFile(path.join(clientDir, "assets", file), "utf8");
    for (const name of customPropertiesIn(script)) scriptProperties.add(name);
  }
  for (const file of pages) {
    const full = path.join(clientDir, file);
    const html = await readFile(full, "utf8");
    const hasIslands = [...elements(parsed(html))].some((element) =>
      element.attrs.some((attribute) => attribute.name === "data-island"),
    );
    await writeFile(full, withCriticalCss(html, hasIslands ? scriptClasses : [], scriptProperties));
  }
}
