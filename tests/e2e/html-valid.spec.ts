import { expect, test } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { esmResolver, FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { editorFile, pageFile } from "../../server/page-files.js";
import { allPaths } from "./pages";

// Every pre-rendered page is valid HTML. This reads the build output in Node
// and opens no browser; the rules are in .htmlvalidate.mjs at the project root.

const root = fileURLToPath(new URL("../..", import.meta.url));
const clientDir = path.join(root, "dist");

/**
 * Every .html file of the build, relative to dist, with forward
 * slashes; but the content editor's, which Vite writes and no visitor opens.
 */
function builtPages() {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file !== editorFile)
    .sort();
}

// The ESM resolver, so the .mjs configuration (which can carry comments) is found.
const validator = () => new HtmlValidate(new FileSystemConfigLoader([esmResolver()]));

const fileFor = pageFile;

test("every pre-rendered page is valid HTML", async () => {
  const pages = builtPages();
  // The whole site is there, not-found pages included.
  expect([...pages].sort()).toEqual([...allPaths.map(fileFor), "404.html", "shop/404.html"].sort());

  const html = validator();
  const errors: string[] = [];
  for (const page of pages) {
    const report = await html.validateFile(path.join(clientDir, page));
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push(
          `${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  if (errors.length > 0) console.log(errors.join("\n"));
  expect(errors).toEqual([]);
});

test("the validator is switched on with our settings: it rejects a broken page", async () => {
  const report = await validator().validateString(
    '<!DOCTYPE html><html lang="en"><head></head><body><p id="a"><div id="a"><br/></div></p></body></html>',
    path.join(clientDir, "broken.html"),
  );
  const rules = report.results.flatMap((result) => result.messages.map((m) => m.ruleId));
  expect(rules).toEqual(
    expect.arrayContaining(["element-required-content", "no-dup-id", "close-order"]),
  );
  // .htmlvalidate.mjs was read: React's `<br/>` spelling is not held against a page.
  expect(rules).not.toContain("void-style");
});
