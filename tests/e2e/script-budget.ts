import type { Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { isInteractive } from "./pages";

// A page with nothing interactive loads no island, so no Preact: the site's
// script and a few lines inline, at most 5 KB of JavaScript, brotli, inline
// included. A page with islands loads Preact's React layer and its islands'
// code: at most 30 KB (docs/decisions/036). Measured as a visitor's browser
// loads the page: every script it asks for, at the size the server sends it.
const PLAIN_KB = 5;
const ISLANDS_KB = 30;

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

/** What the page at `path` says of its JavaScript, in a test's name. */
export const scriptBudget = (path: string, found = true) =>
  isInteractive(path, found)
    ? `its islands' JavaScript within ${ISLANDS_KB} KB`
    : `no island, no Preact, and at most ${PLAIN_KB} KB of script`;

/**
 * Checks the JavaScript of the page loaded (and started) at `path`, whose
 * script requests `watchScripts` saw: within its budget.
 */
export async function expectScriptBudget(
  page: Page,
  path: string,
  scripts: string[],
  found = true,
) {
  const islands = isInteractive(path, found);
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
  if (islands) {
    expect(kilobytes(total), "KB of JavaScript, brotli").toBeLessThanOrEqual(ISLANDS_KB);
  } else {
    await expect(
      page.locator("astro-island"),
      "islands on a page with nothing interactive",
    ).toHaveCount(0);
    expect(kilobytes(total), "KB of JavaScript, brotli").toBeLessThanOrEqual(PLAIN_KB);
  }
}
