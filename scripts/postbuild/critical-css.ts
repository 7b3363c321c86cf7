import { createHash } from "node:crypto";
import postcss, { type AtRule, type Container, type Rule } from "postcss";

/**
 * Each page carries only the style rules its own HTML uses, inline, so the
 * first paint needs no request and the page stays within the first round
 * trip of a slow connection (about 14 KB). The whole stylesheet is written
 * once as a hashed asset and loaded with the app after the first paint, for
 * what appears later (menus, banners, other pages). Tailwind's classes are
 * atomic, so "the classes in this HTML" is an exact test.
 */

const STYLE = /<style>([\s\S]*?)<\/style>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

/** The full stylesheet inlined at pre-render time (app/root.tsx). */
export function inlinedStylesheet(html: string): string {
  const match = STYLE.exec(html);
  if (!match) throw new Error("No inline <style> found in a pre-rendered page.");
  return match[1] as string;
}

export function stylesheetAsset(css: string): { href: string; file: string } {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
  return { href: `/assets/styles-${hash}.css`, file: `assets/styles-${hash}.css` };
}

/** Attribute values as the browser reads them ("[&amp;_a]:underline" is "[&_a]:underline"). */
const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

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
  const needed = [...selector.replace(NEGATION, "").matchAll(CLASS_IN_SELECTOR)].map((match) =>
    (match[1] as string).replace(/\\(.)/g, "$1"),
  );
  return needed.every((name) => classes.has(name));
}

function prune(container: Container, classes: Set<string>): void {
  container.each((node) => {
    if (node.type === "rule") {
      const rule = node as Rule;
      if (!rule.selectors.some((selector) => selectorApplies(selector, classes))) rule.remove();
    } else if (node.type === "atrule") {
      const atRule = node as AtRule;
      // Keyframes and @property are declarations, not selections: keep them whole.
      if (atRule.nodes && !/^(-\w+-)?keyframes$|^property$/.test(atRule.name)) {
        prune(atRule, classes);
        if (atRule.nodes.length === 0) atRule.remove();
      }
    }
  });
}

/** The stylesheet cut down to the rules that apply to this page's markup. */
export function criticalCss(css: string, html: string): string {
  const root = postcss.parse(css);
  prune(root, classesIn(html));
  return root.toString();
}

/** Replaces the page's full inline stylesheet with its critical part. */
export function withCriticalCss(html: string): string {
  const css = inlinedStylesheet(html);
  return html.replace(STYLE, () => `<style>${criticalCss(css, html)}</style>`);
}
