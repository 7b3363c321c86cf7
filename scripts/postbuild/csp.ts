import { createHash } from "node:crypto";

/**
 * A Content-Security-Policy without 'unsafe-inline': every inline script and
 * style of a pre-rendered page is allowed by its SHA-256 hash, nothing else
 * inline runs. Data blocks (JSON-LD) are not executed, so they need no hash.
 */

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const DATA_BLOCK = /type="application\/(ld\+)?json"/;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export type InlineHashes = { scripts: string[]; styles: string[] };

export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_BLOCK.test(match[1] ?? ""))
    .map((match) => sha256(match[2] ?? ""));
  const styles = [...html.matchAll(INLINE_STYLE)].map((match) => sha256(match[1] ?? ""));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

const FORM_ACTION = /<form\b[^>]*\saction="(https?:\/\/[^"]+)"/g;

/**
 * The other sites the page's own forms submit to: the donation form works as
 * a plain HTML form before the app starts, and without JavaScript, and it
 * submits to the charity's donation page.
 */
export function formOrigins(html: string): string[] {
  return [
    ...new Set([...html.matchAll(FORM_ACTION)].map((match) => new URL(match[1] ?? "").origin)),
  ];
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

/** Puts the page's own policy in a <meta> as early in <head> as possible. */
export function withCspMeta(html: string): string {
  const policy = contentSecurityPolicy(inlineHashes(html), { forms: formOrigins(html) });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (!html.includes('<meta charSet="utf-8"/>')) {
    throw new Error("No <meta charSet> to put the Content-Security-Policy after.");
  }
  return html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}`);
}

/** All hashes of many pages, for the one HTTP header every page is served with. */
export function mergeHashes(all: InlineHashes[]): InlineHashes {
  return {
    scripts: [...new Set(all.flatMap((hashes) => hashes.scripts))].sort(),
    styles: [...new Set(all.flatMap((hashes) => hashes.styles))].sort(),
  };
}
