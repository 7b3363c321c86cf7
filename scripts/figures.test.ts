// npm run figures, run as the workflow runs it, on a copy of the content
// (CONTENT_DIR) against a stand-in for JustGiving's API on 127.0.0.1
// (JUSTGIVING_API_URL): what it writes, what the home page then says, and
// that a 503, a garbled answer or no server at all leave the file byte for
// byte as it was (decision 061). No test reaches the internet.
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentDir } from "#src/content/saved-files";
import { PICNIC_TIME_ZONE } from "#src/content/schema";
import { totalCopy, totalSoFarCopy } from "#src/content/event-copy";
import { site } from "#src/content/site";
import { countedOnOrAfterTheDay, fillIn } from "#src/lib/event-state";
import { formatDate } from "#src/lib/format";
import { wallClock } from "#src/lib/time-zone";
import donations from "./figures/fixtures/justgiving-donations.json" with { type: "json" };
import healthy from "./figures/fixtures/justgiving-page.json" with { type: "json" };

const root = path.resolve(import.meta.dirname, "..");

type Node = DefaultTreeAdapterMap["node"];
/** The words of rendered HTML as a visitor reads them (a figure is a span of its own): its text. */
function textOf(html: string): string {
  const text = (node: Node): string =>
    node.nodeName === "#text"
      ? (node as { value: string }).value
      : ("childNodes" in node ? node.childNodes : []).map(text).join("");
  return text(parseFragment(html));
}
const script = path.join(root, "scripts", "figures.ts");

/** The giving page these tests name, not the sample's: they run on any organiser's content. */
const PAGE = "our-test-picnic";

let content: string;
let server: Server | undefined;
beforeEach(async () => {
  content = await mkdtemp(path.join(os.tmpdir(), "figures-"));
  // The whole folder, as the workflow has it: the script reads it as the build does.
  await cp(contentDir(), content, { recursive: true });
  // The test's own page and figure, whatever this picnic names and has raised.
  const typed = JSON.parse(await readFile(path.join(content, "fundraising.json"), "utf8"));
  await writeFile(
    path.join(content, "fundraising.json"),
    `${JSON.stringify({ ...typed, givingPage: PAGE, raised: 1234 }, null, 2)}\n`,
  );
});
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
  await rm(content, { recursive: true, force: true });
});

/** A stand-in for JustGiving's API; its address. */
async function standIn(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer(answer);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Runs the script as `npm run figures` does; its exit code and what it printed. */
function figures(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { PATH: process.env.PATH, CONTENT_DIR: content, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const file = () => readFile(path.join(content, "fundraising.json"));

// Each run starts Node, and the home page's first import is slow on a busy machine.
describe("npm run figures", { timeout: 30_000 }, () => {
  it("asks with the app id, writes the page's total dated today, and the home page shows it", async () => {
    const asked: string[] = [];
    const apiUrl = await standIn((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(request.url?.includes("/donations") ? donations : healthy));
    });
    const run = await figures({ JUSTGIVING_APP_ID: "a1b2c3d4", JUSTGIVING_API_URL: apiUrl });
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe("Figures: £7,250 from 214 supporters\n");
    expect(asked[0]).toBe(`/a1b2c3d4/v1/fundraising/pages/${PAGE}`);
    const today = wallClock(new Date(), PICNIC_TIME_ZONE, null).date;
    const written = JSON.parse(String(await file()));
    expect(written).toEqual({
      givingPage: PAGE,
      target: 10000,
      raised: 7250,
      giftAid: 1313.75,
      supporters: 214,
      asOf: today,
      // The organisers' final total, where typed, kept as it was (decision 090).
      ...(({ final }) => (final ? { final } : {}))(
        JSON.parse(String(await readFile(path.join(contentDir(), "fundraising.json")))),
      ),
    });

    // The home page, drawn from the figures the script wrote.
    vi.resetModules();
    vi.doMock("#src/content/fundraising", async (original) => ({
      ...(await original<object>()),
      fundraising: written,
      // The platform's figures alone: no final total typed (decision 090).
      finalTotal: null,
      resultRaised: written.raised,
    }));
    const { Home } = await import("#src/screens/home");
    const page = textOf(renderToString(createElement(Home))).replaceAll("\u00a0", " ");
    vi.doUnmock("#src/content/fundraising");
    expect(page).toContain("£7,250 raised of our £10,000 target");
    expect(page).toContain("plus £1,313 Gift Aid");
    expect(page).toContain("214 supporters");
    expect(page).not.toContain("£1,234");
    // After the picnic, figures the script dated on or after its day are its total (decision 051).
    const event = JSON.parse(String(await readFile(path.join(content, "event.json"))));
    if (countedOnOrAfterTheDay(today, event))
      expect(page).toContain(
        `${fillIn(totalCopy.label.result, { year: event.date.slice(0, 4) })}£7,250`,
      );
    // Before it, the last count with its day, in the content's words (decision 073).
    else
      expect(page).toContain(
        fillIn(totalSoFarCopy.counted, {
          asOf: formatDate(today),
          charity: site.charity?.name ?? "the charity",
        }).replaceAll("\u00a0", " "),
      );

    // Asked again, the same figures change nothing.
    const before = await file();
    const again = await figures({ JUSTGIVING_APP_ID: "a1b2c3d4", JUSTGIVING_API_URL: apiUrl });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Figures unchanged: £7,250 from 214 supporters/);
    expect(await file()).toEqual(before);
  });

  it.each([
    [
      "a 503",
      (_: IncomingMessage, response: ServerResponse) => {
        response.writeHead(503);
        response.end();
      },
      "answered 503",
    ],
    [
      "a garbled answer",
      (_: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end('{"grandTotalRaisedExcludingGiftAid": "7250.0');
      },
      "not JSON",
    ],
    [
      "an answer in another currency",
      (request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { "content-type": "application/json" });
        const page = { ...healthy, currencyCode: "USD", currencySymbol: "$" };
        response.end(JSON.stringify(request.url?.includes("/donations") ? donations : page));
      },
      "in USD",
    ],
  ])(
    "leaves the file byte for byte as it was after %s, and says why in one line",
    async (_, answer, why) => {
      const before = await file();
      const apiUrl = await standIn(answer);
      const run = await figures({ JUSTGIVING_APP_ID: "a1b2c3d4", JUSTGIVING_API_URL: apiUrl });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain(why);
      expect(run.stderr).not.toContain("a1b2c3d4");
      expect(await file()).toEqual(before);
    },
  );

  it("leaves the file as it was when no server answers", async () => {
    const before = await file();
    // A port just freed: nothing listens there.
    const apiUrl = await standIn(() => {});
    server!.close();
    const run = await figures({ JUSTGIVING_APP_ID: "a1b2c3d4", JUSTGIVING_API_URL: apiUrl });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(`^Figures not updated: JustGiving \\(page ${PAGE}\\) could not be reached`),
    );
    expect(await file()).toEqual(before);
  });

  it("writes the file as the editor does: the schema's order, a field emptied left emptied, the final total kept", async () => {
    const typed = JSON.parse(String(await file()));
    // Saved by hand in another order, with Gift Aid emptied in the editor, and the
    // organisers' final total, which the platform's figures never replace (decision 090).
    const final = { countedOn: typed.asOf, raised: 9876.5 };
    const saved = {
      final,
      asOf: typed.asOf,
      supporters: 3,
      raised: 1234,
      giftAid: "",
      target: 500,
      givingPage: PAGE,
    };
    await writeFile(path.join(content, "fundraising.json"), JSON.stringify(saved));
    const apiUrl = await standIn((request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const page = { ...healthy, totalEstimatedGiftAid: undefined };
      response.end(JSON.stringify(request.url?.includes("/donations") ? donations : page));
    });
    const run = await figures({ JUSTGIVING_APP_ID: "a1b2c3d4", JUSTGIVING_API_URL: apiUrl });
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const written = String(await file());
    expect(Object.keys(JSON.parse(written))).toEqual([
      "givingPage",
      "target",
      "raised",
      "giftAid",
      "supporters",
      "asOf",
      "final",
    ]);
    expect(JSON.parse(written)).toMatchObject({ giftAid: "", raised: 7250, final });
    expect(written).toMatch(/^\{\n {2}"givingPage"[^]*\}\n$/);
  });

  it("refuses content the build would refuse, naming the field, and changes nothing", async () => {
    const event = JSON.parse(await readFile(path.join(content, "event.json"), "utf8"));
    await writeFile(path.join(content, "event.json"), JSON.stringify({ ...event, date: "soon" }));
    const before = await file();
    const run = await figures({
      JUSTGIVING_APP_ID: "a1b2c3d4",
      JUSTGIVING_API_URL: "http://127.0.0.1:9",
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain("event.date does not pass the build's check");
    expect(await file()).toEqual(before);
  });

  it("without an app id, or without a page, says so in one line and changes nothing", async () => {
    const before = await file();
    const noAppId = await figures({});
    expect(noAppId).toEqual({
      code: 0,
      stdout: "No JUSTGIVING_APP_ID set: the figures stay as typed in Raised so far.\n",
      stderr: "",
    });
    expect(await file()).toEqual(before);

    // As the editor saves a field emptied.
    const typed = `${JSON.stringify({ ...JSON.parse(String(before)), givingPage: "" }, null, 2)}\n`;
    await writeFile(path.join(content, "fundraising.json"), typed);
    const noPage = await figures({ JUSTGIVING_APP_ID: "a1b2c3d4" });
    expect(noPage.code).toBe(0);
    expect(noPage.stdout).toMatch(/^No page in Raised so far/);
    expect(String(await file())).toBe(typed);
  });
});
