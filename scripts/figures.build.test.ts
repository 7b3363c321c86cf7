// @vitest-environment node
// The issue's bar, whole: on a copy of the content (CONTENT_DIR), `npm run
// figures` against a stand-in for JustGiving's API writes that copy, and the
// picnic built from it then shows that total on its home page, read from the
// HTML as a visitor's browser gets it (decision 061). No test reaches the internet.
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { afterAll, expect, it } from "vitest";
import donations from "./figures/fixtures/justgiving-donations.json" with { type: "json" };
import page from "./figures/fixtures/justgiving-page.json" with { type: "json" };

type Node = DefaultTreeAdapterMap["node"];

const dir = await mkdtemp(path.join(tmpdir(), "figures-build-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a command to its end, while this process's stand-in answers. */
function run(command: string[], env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, command, { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A page's words as a visitor reads them: its text, without scripts and styles. */
function words(node: Node): string {
  if (node.nodeName === "#text") return (node as { value: string }).value;
  if (["script", "style", "template"].includes(node.nodeName)) return "";
  const children = "childNodes" in node ? node.childNodes : [];
  return children.map(words).join(" ");
}

it("writes the stand-in's total into the content, and the built home page shows it", async () => {
  const content = path.join(dir, "content");
  await cp(path.resolve("content"), content, { recursive: true });
  // The test's own page and figure, whatever this picnic names and has raised.
  const typed = JSON.parse(await readFile(path.join(content, "fundraising.json"), "utf8"));
  await writeFile(
    path.join(content, "fundraising.json"),
    `${JSON.stringify({ ...typed, givingPage: "our-test-picnic", raised: 1234 }, null, 2)}\n`,
  );
  const server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(request.url?.includes("/donations") ? donations : page));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const figures = await run(
      [path.resolve("scripts/figures.ts")],
      {
        CONTENT_DIR: content,
        JUSTGIVING_APP_ID: "a1b2c3d4",
        JUSTGIVING_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
      process.cwd(),
    );
    expect(figures).toEqual({ code: 0, output: "Figures: £7,250 from 214 supporters\n" });
  } finally {
    server.close();
  }

  const outDir = path.join(dir, "dist");
  const build = await run(
    [path.resolve("node_modules/astro/bin/astro.mjs"), "build", "--outDir", outDir],
    { CONTENT_DIR: content, TEST_CONTENT_BUILD: "1" },
    process.cwd(),
  );
  expect(build.code, build.output).toBe(0);
  const home = words(parse(await readFile(path.join(outDir, "index.html"), "utf8")))
    .replaceAll("\u00a0", " ")
    .replace(/\s+/g, " ");
  expect(home).toContain("£7,250 raised of our £10,000 target");
  expect(home).toContain("plus £1,313 Gift Aid");
  expect(home).toContain("214 supporters");
  expect(home).not.toContain("£1,234");
}, 300_000);
