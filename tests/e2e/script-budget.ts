import type { Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { pageAt } from "../../src/pages";
import { expect, test } from "./fixtures";

// Decision 022: a page with nothing interactive loads no React and no React
// Router, only the page script and a few lines inline: at most 5 KB of
// JavaScript, brotli, inline included. A page with islands (src/pages.ts) loads Preact's
// React layer (decision 030) and its islands' script: at most 70 KB. Measured as a visitor's browser loads the
// page: every script it asks for, at the size the server sends it.
const PLAIN_KB = 5;
const ISLANDS_KB = 70;

const clientDir = fileURLToPath(new URL("../../dist", import.meta.url));

/** A file of the build as the server sends it to a browser that takes brotli. */
function brotliBytes(pathname: string): number {
  const file = `${clientDir}${pathname}`;
  return readFileSync(existsSync(`${file}.br`) ? `${file}.br` : file).length;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The paths of the script files the page asks for from now on. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Whether the page at `path` has islands (a not-found page, `found` false, has none). */
const hasIslands = (path: string, found: boolean) => found && pageAt(path)?.islands === true;

/** What the page at `path` says of its JavaScript, in a test's name. */
export const scriptBudget = (path: string, found = true) =>
  hasIslands(path, found)
    ? `its islands' JavaScript within ${ISLANDS_KB} KB`
    : "no React, no React Router and a few lines of script";

/**
 * Checks the JavaScript of the page loaded (and started) at `path`, whose
 * script requests `watchScripts` saw: within its budget, and nothing the
 * parser would fetch while the first screen is drawn.
 */
export async function expectScriptBudget(
  page: Page,
  path: string,
  scripts: string[],
  found = true,
) {
  const islands = hasIslands(path, found);
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && ["", "module"].includes(script.type))
      .map((script) => script.text),
  );
  const inlineBytes = inline.reduce((sum, text) => sum + brotliCompressSync(text).length, 0);
  const total = inlineBytes + scripts.reduce((sum, script) => sum + brotliBytes(script), 0);
  test.info().annotations.push({
    type: "JavaScript",
    description: `${kilobytes(total)} KB brotli (${scripts.length} files, inline ${kilobytes(inlineBytes)} KB)`,
  });
  // Nothing the parser would fetch while the first screen is drawn: the
  // scripts are asked for once the page has been painted (src/root.tsx). An
  // island's loader adds preload links for its files later, when the island
  // is wanted (decision 031), so the page as served is what is read.
  const parserFetches = await page.evaluate(async () => {
    const served = await (await fetch(location.href)).text();
    return new DOMParser()
      .parseFromString(served, "text/html")
      .querySelectorAll("script[src], link[rel=modulepreload], link[rel=preload][as=script]")
      .length;
  });
  expect(parserFetches, "scripts the parser would fetch").toBe(0);
  if (islands) {
    expect(kilobytes(total), "KB of JavaScript, brotli").toBeLessThanOrEqual(ISLANDS_KB);
  } else {
    expect(scripts, "script files: the page script alone, no React or React Router").toEqual([
      expect.stringMatching(/^\/assets\/page-script-[0-9a-f]{8}\.js$/),
    ]);
    expect(kilobytes(total), "KB of JavaScript, brotli").toBeLessThanOrEqual(PLAIN_KB);
  }
}
