// JustGiving's answers, as its documentation shapes them (fixtures/), read into
// the figures, and every answer that is not as documented refused. The HTTP
// side runs against a stand-in on 127.0.0.1: no test reaches the internet.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import closed from "./fixtures/justgiving-page-closed.json" with { type: "json" };
import donations from "./fixtures/justgiving-donations.json" with { type: "json" };
import errorBody from "./fixtures/justgiving-error.json" with { type: "json" };
import healthy from "./fixtures/justgiving-page.json" with { type: "json" };
import noTarget from "./fixtures/justgiving-page-no-target.json" with { type: "json" };
import { justGiving, pageFigures, supportersOf } from "./justgiving";
import { Refusal } from "./platform";

describe("JustGiving's page details", () => {
  it("give the page's whole total, its target, its Gift Aid beside it and its currency", () => {
    expect(pageFigures(healthy)).toEqual({
      raised: 7250,
      target: 10000,
      giftAid: 1313.75,
      currency: "GBP",
    });
  });

  it("give no target where the page sets none", () => {
    expect(pageFigures(noTarget)).toEqual({ raised: 315.5, giftAid: 61.38, currency: "GBP" });
  });

  it("give a closed page's final total", () => {
    expect(pageFigures(closed)).toMatchObject({ raised: 9391.2, target: 8000 });
  });

  it("may give amounts as bare numbers", () => {
    expect(
      pageFigures({ ...healthy, grandTotalRaisedExcludingGiftAid: 7250, totalRaisedOnline: 6830 }),
    ).toMatchObject({ raised: 7250 });
  });

  it.each([
    ["an error body", errorBody],
    ["nothing", null],
    ["no total", { ...healthy, grandTotalRaisedExcludingGiftAid: undefined }],
    ["words for the total", { ...healthy, grandTotalRaisedExcludingGiftAid: "lots" }],
    ["a total with a £ sign", { ...healthy, grandTotalRaisedExcludingGiftAid: "£7,250.00" }],
    ["a negative total", { ...healthy, grandTotalRaisedExcludingGiftAid: "-7250.00" }],
    ["a negative number", { ...healthy, grandTotalRaisedExcludingGiftAid: -7250 }],
    ["no currency", { ...healthy, currencyCode: undefined }],
    ["more online than in all", { ...healthy, totalRaisedOnline: "9000.00" }],
    ["a target in words", { ...healthy, fundraisingTarget: "ten thousand" }],
  ])("refuse %s", (_, body) => {
    expect(() => pageFigures(body)).toThrow(Refusal);
  });

  it("say where the answer is wrong", () => {
    expect(() => pageFigures({ ...healthy, grandTotalRaisedExcludingGiftAid: "lots" })).toThrow(
      "grandTotalRaisedExcludingGiftAid is not as JustGiving documents it",
    );
  });
});

describe("JustGiving's donations", () => {
  it("count the page's supporters", () => {
    expect(supportersOf(donations)).toBe(214);
  });

  it.each([
    ["no pagination", { donations: [] }],
    ["a count in words", { pagination: { totalResults: "many" } }],
    ["a negative count", { pagination: { totalResults: -1 } }],
    ["an error body", errorBody],
  ])("refuse %s", (_, body) => {
    expect(() => supportersOf(body)).toThrow(Refusal);
  });
});

describe("JustGiving, asked over HTTP", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
    server = undefined;
  });
  /** A stand-in for the API on a free port of 127.0.0.1; its address. */
  async function standIn(answer: (request: IncomingMessage, response: ServerResponse) => void) {
    server = createServer(answer);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

  it("asks for JSON with the app id, the page, then its donations", async () => {
    const asked: { url?: string; accept?: string }[] = [];
    const apiUrl = await standIn((request, response) => {
      asked.push({ url: request.url, accept: request.headers.accept });
      json(response, 200, request.url?.includes("/donations") ? donations : healthy);
    });
    const figures = await justGiving({ appId: "a1b2c3d4", apiUrl }).read("page/picnicky-2026");
    expect(figures).toEqual({
      raised: 7250,
      target: 10000,
      giftAid: 1313.75,
      supporters: 214,
      currency: "GBP",
    });
    expect(asked).toEqual([
      { url: "/a1b2c3d4/v1/fundraising/pages/page/picnicky-2026", accept: "application/json" },
      {
        url: "/a1b2c3d4/v1/fundraising/pages/page/picnicky-2026/donations?pageSize=1",
        accept: "application/json",
      },
    ]);
  });

  it("says JustGiving's own words for an error, and never the app id", async () => {
    const apiUrl = await standIn((_, response) => json(response, 404, errorBody));
    const reading = justGiving({ appId: "secret99", apiUrl }).read("picnicky-2026");
    await expect(reading).rejects.toThrow(
      "JustGiving (page picnicky-2026) answered 404 Not Found: The fundraising page could not be found",
    );
    await expect(reading).rejects.not.toThrow(/secret99/);
  });

  it("refuses a 503", async () => {
    const apiUrl = await standIn((_, response) => {
      response.writeHead(503);
      response.end("<html>Service Unavailable</html>");
    });
    await expect(justGiving({ appId: "a1", apiUrl }).read("p")).rejects.toThrow(
      "JustGiving (page p) answered 503 Service Unavailable",
    );
  });

  it("refuses an answer that is not JSON", async () => {
    const apiUrl = await standIn((_, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"grandTotalRaisedExcludingGiftAid": "72');
    });
    await expect(justGiving({ appId: "a1", apiUrl }).read("p")).rejects.toThrow("not JSON");
  });

  it("follows no redirect: an answer from elsewhere is no answer", async () => {
    const apiUrl = await standIn((_, response) => {
      response.writeHead(302, { location: "http://127.0.0.1:9/elsewhere" });
      response.end();
    });
    await expect(justGiving({ appId: "a1", apiUrl }).read("p")).rejects.toThrow(Refusal);
  });

  it("gives up when no answer comes in time", async () => {
    const apiUrl = await standIn(() => {
      // Never answers.
    });
    await expect(justGiving({ appId: "a1", apiUrl, timeoutMs: 200 }).read("p")).rejects.toThrow(
      "JustGiving (page p) did not answer in time",
    );
  });

  it("refuses an app id or an address that is not one", () => {
    expect(() => justGiving({ appId: "../../x" })).toThrow("JUSTGIVING_APP_ID");
    expect(() => justGiving({ appId: "a1", apiUrl: "file:///etc/passwd" })).toThrow(
      "JUSTGIVING_API_URL",
    );
  });
});
