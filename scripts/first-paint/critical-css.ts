import postcss, { type AtRule, type Container, type Rule } from "postcss";
import { decodeEntities } from "../postbuild/html-files.ts";

/**
 * Each page carries, inline, the style rules it can use: those of the classes
 * in its HTML and of the classes its own scripts can add (an open menu, a
 * banner, an error message). So the first paint needs no request, the page
 * stays within the first round trip of a slow connection (about 14 KB), and
 * nothing restyles the page while it starts. Tailwind's classes are atomic,
 * so "the classes this page names" is an exact test.
 *
 * Only another page needs more. Every rule that names no class (the base
 * styles, the theme's variables, the @property and @keyframes rules) is in
 * every page already, so the rest is one shared sheet of the rules that do
 * name a class: the site's stylesheet asset, which the first page navigated
 * to brings before it is shown (app/components/page-styles.tsx). Adding the
 * whole stylesheet instead would make the browser restyle every element from
 * scratch (new @property registrations and universal rules).
 */

const STYLE = /(<style[^>]*>)([\s\S]*?)<\/style>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;
/** At-rules that declare rather than select (@keyframes, @property): kept or left whole. */
const DECLARING_AT_RULE = /^(-\w+-)?keyframes$|^property$/;

/** The classes an element needs for a selector to match it, escapes undone (:not() excludes, so is skipped). */
const classesOf = (selector: string): string[] =>
  [...selector.replace(NEGATION, "").matchAll(CLASS_IN_SELECTOR)].map((match) =>
    (match[1] as string).replace(/\\(.)/g, "$1"),
  );

/** The full stylesheet inlined at pre-render time (app/root.tsx). */
export function inlinedStylesheet(html: string): string {
  const match = STYLE.exec(html);
  if (!match) throw new Error("No inline <style> found in a pre-rendered page.");
  return match[2] as string;
}

const namesClass = (selector: string) => classesOf(selector).length > 0;

/** The cascade layer a rule sits in ("" when it is in none). */
function layerOf(node: Rule): string {
  for (let parent = node.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type === "atrule" && (parent as AtRule).name === "layer") {
      return (parent as AtRule).params;
    }
  }
  return "";
}

/**
 * The rules of the stylesheet that name a class, in their original order and
 * at-rules, after the stylesheet's order of cascade layers. With a page's
 * critical CSS, before or after it, they give the page exactly the cascade of
 * the whole stylesheet, provided no cascade layer mixes rules that name
 * classes with rules that do not (then the order between the two kinds,
 * which this split changes, cannot decide anything). That is checked here,
 * so a stylesheet change that breaks it stops the build.
 */
export function classRulesCss(css: string): string {
  const root = postcss.parse(css);
  const kinds = new Map<string, Set<string>>();
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && DECLARING_AT_RULE.test((rule.parent as AtRule).name)) {
      return;
    }
    const layer = layerOf(rule);
    const kind = rule.selectors.every(namesClass)
      ? "class"
      : rule.selectors.some(namesClass)
        ? "mixed"
        : "none";
    kinds.set(layer, (kinds.get(layer) ?? new Set()).add(kind));
  });
  for (const [layer, found] of kinds) {
    if (found.size > 1 || found.has("mixed")) {
      throw new Error(
        `The stylesheet's ${layer ? `"${layer}" layer` : "unlayered rules"} mix rules that name classes with rules that do not (e.g. "a, .link"); keep them in separate cascade layers (scripts/postbuild/critical-css.ts explains why).`,
      );
    }
  }

  const keep = (container: Container) => {
    container.each((node) => {
      if (node.type === "rule") {
        if (!(node as Rule).selectors.some(namesClass)) node.remove();
      } else if (node.type === "atrule") {
        const atRule = node as AtRule;
        // Keyframes, @property and the order of layers are in every page already.
        if (!atRule.nodes || DECLARING_AT_RULE.test(atRule.name)) {
          atRule.remove();
          return;
        }
        keep(atRule);
        if (atRule.nodes.length === 0) atRule.remove();
      } else {
        node.remove();
      }
    });
  };
  // The page may load this sheet before its own rules, and the first sheet
  // to name the cascade layers sets their order: so it names them all first.
  const layers = new Set<string>();
  root.walkAtRules("layer", (atRule) => {
    for (const name of atRule.params.split(",")) layers.add(name.trim());
  });
  keep(root);
  return `@layer ${[...layers].join(",")};${root.toString()}`;
}

function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeEntities(match[1] as string).split(/\s+/)) {
      if (name) classes.add(name);
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
export function criticalCss(css: string, html: string, alsoUsed: Iterable<string> = []): string {
  const root = postcss.parse(css);
  prune(root, new Set([...classesIn(html), ...alsoUsed]));
  return root.toString();
}

/** Replaces the page's full inline stylesheet with its critical part. */
export function withCriticalCss(html: string, alsoUsed: Iterable<string> = []): string {
  const css = inlinedStylesheet(html);
  return html.replace(
    STYLE,
    (_, tag: string) => `${tag}${criticalCss(css, html, alsoUsed)}</style>`,
  );
}
