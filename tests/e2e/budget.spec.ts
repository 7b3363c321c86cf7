import { existsSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { pageAt } from "../../app/pages";
import { expect, hydrated, test } from "./fixtures";
import { allPaths } from "./pages";

// Decision 022: a page with nothing interactive loads no React and no React
// Router, only the page script and a few lines inline: at most 5 KB of
// JavaScript, brotli, inline included. A page with islands (app/pages.ts) loads React and its
// islands' script: at most 70 KB. Measured as a visitor's browser loads the
// page: every script it asks for, at the size the server sends it.
const PLAIN_KB = 5;
const ISLANDS_KB = 70;

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

/** A file of the build as the server sends it to a browser that takes brotli. */
function brotliBytes(pathname: string): number {
  const file = `${clientDir}${pathname}`;
  return readFileSync(existsSync(`${file}.br`) ? `${file}.br` : file).length;
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const notFoundPaths = ["/no-such-page", "/shop/no-such-product"];

for (const path of [...allPaths, ...notFoundPaths]) {
  const islands = pageAt(path)?.islands === true && !notFoundPaths.includes(path);
  test(`${path}: ${islands ? `its islands' JavaScript stays within ${ISLANDS_KB} KB` : "no React, no React Router, and no more than a few lines of script"}`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/404: no page at|status of 404/);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await hydrated(page);
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
    // scripts are asked for once the page has been painted (app/root.tsx).
    await expect(
      page.locator("script[src], link[rel=modulepreload], link[rel=preload][as=script]"),
    ).toHaveCount(0);
    if (islands) {
      expect(kilobytes(total), "KB of JavaScript, brotli").toBeLessThanOrEqual(ISLANDS_KB);
    } else {
      expect(scripts, "script files: the page script alone, no React or React Router").toEqual([
        expect.stringMatching(/^\/assets\/page-script-[0-9a-f]{8}\.js$/),
      ]);
      expect(kilobytes(total), "KB of JavaScript, brotli").toBeLessThanOrEqual(PLAIN_KB);
    }
  });
}

// TCP's first round trip carries about ten segments (14,600 bytes). A page
// whose compressed HTML and headers fit in it paints after one round trip;
// a page 1 byte over waits for a second (decision 002).
const FIRST_ROUND_TRIP_BYTES = 14_600;

/** A page's bytes on the wire as a phone asking for brotli gets them: status line, headers, body. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        bytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
      }
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

for (const path of allPaths) {
  test(`${path}: the page and its headers fit in the first round trip`, async ({ baseURL }) => {
    const bytes = await bytesOnTheWire(`${baseURL}${path}`);
    test.info().annotations.push({ type: "on the wire", description: `${bytes} bytes` });
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}
