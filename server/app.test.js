// @vitest-environment node
import fs from "node:fs/promises";
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lockedDownPolicy, pagePolicy, siteHeaders, workerPolicy } from "./headers.js";
import { classify } from "./routing.js";
import { get, LETTERS, SECRET, serveTestSite } from "./test-site.js";

/** @type {Awaited<ReturnType<typeof serveTestSite>>} */
let site;
const logged = [];
beforeAll(async () => {
  site = await serveTestSite({ logError: (error) => logged.push(error) });
});
afterAll(() => site.close());

const fetchPath = (target, options) => get(site.port, target, options);

describe("ranges", () => {
  // Ignored, as nginx.conf's max_ranges 0 ignores them (decision 059): no 206, no 416.
  it.each(["GET", "HEAD"])(
    "answers every Range with the whole file, 200, and offers none (%s)",
    async (method) => {
      const ranges = [
        ["bytes=0-0", "a range"],
        ["bytes=36-", "past the end"],
        ["bytes=99999999999999999999-", "far past the end"],
        ["bytes=-0", "an empty suffix"],
        ["bytes=5-2", "ending before it starts"],
        ["bytes=a-b", "garbage"],
        ["bytes=", "nothing"],
        ["items=0-5", "another unit"],
        ["bytes=0-1,5-8", "two ranges"],
        ["bytes=0-5,3-8", "overlapping ranges"],
        ["bytes=0-1,99-", "one range past the end"],
      ];
      for (const [range, what] of ranges) {
        const response = await fetchPath("/letters.txt", { method, headers: { Range: range } });
        expect(response.status, what).toBe(200);
        expect(response.headers["content-length"], what).toBe(String(LETTERS.length));
        expect(response.headers["content-range"], what).toBeUndefined();
        expect(response.headers["accept-ranges"], what).toBeUndefined();
        expect(response.headers["cache-control"], what).toBe("public, max-age=0, must-revalidate");
        expect(response.body.toString(), what).toBe(method === "GET" ? LETTERS : "");
      }
    },
  );
});

describe("content negotiation", () => {
  const home = (acceptEncoding) =>
    fetchPath(
      "/",
      acceptEncoding === undefined ? {} : { headers: { "Accept-Encoding": acceptEncoding } },
    );

  it("prefers brotli, honours q-values and falls back to no encoding", async () => {
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.9, br;q=0.5", "gzip"],
      ["BR", "br"],
      ["*", "br"],
      ["*;q=0, identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      ["", undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const response = await home(accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers["vary"], accept).toBe("Accept-Encoding");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const body =
        encoding === "br"
          ? brotliDecompressSync(response.body)
          : encoding === "gzip"
            ? gunzipSync(response.body)
            : response.body;
      expect(body.toString()).toBe(site.files["index.html"]);
    }
  });

  it("serves files without compressed copies as they are, without Vary", async () => {
    const response = await fetchPath("/icon.png", { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["vary"]).toBeUndefined();
  });
});

describe("caching", () => {
  it("gives a 304 the same caching, Vary and security headers as the 200", async () => {
    for (const target of ["/about", "/_astro/app-abc123.js", "/sw.js"]) {
      const headers = { "Accept-Encoding": "br" };
      const full = await fetchPath(target, { headers });
      const revalidated = await fetchPath(target, {
        headers: { ...headers, "If-None-Match": String(full.headers.etag) },
      });
      expect(revalidated.status, target).toBe(304);
      expect(revalidated.body.length).toBe(0);
      for (const name of [
        "cache-control",
        "vary",
        "etag",
        "x-content-type-options",
        "content-security-policy",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
      ]) {
        expect(revalidated.headers[name], `${target} ${name}`).toBe(full.headers[name]);
      }
    }
  });

  it("revalidates pages, never caches the service worker, keeps hashed assets a year", async () => {
    expect((await fetchPath("/about")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect((await fetchPath("/sw.js")).headers["cache-control"]).toBe("no-cache");
    expect((await fetchPath("/_astro/app-abc123.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("never lets a missing asset be stored, and sends the not-found page compressed", async () => {
    const response = await fetchPath("/_astro/app-new456.js", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(response.body).toString()).toBe(site.files["404.html"]);
  });
});

describe("only canonical URLs answer 200", () => {
  it("serves each page at its own URL with its own policy", async () => {
    const home = await fetchPath("/");
    expect(home.status).toBe(200);
    expect(home.headers["content-security-policy"]).toBe(pagePolicy);
    const about = await fetchPath("/about?from=home");
    expect(about.status).toBe(200);
    expect(about.headers["content-security-policy"]).toBe(pagePolicy);
    // A page the build wrote no policy for gets the union of them all.
    const hoodie = await fetchPath("/shop/hoodie");
    expect(hoodie.headers["content-security-policy"]).toBe(pagePolicy);
  });

  it("redirects other names of a page to it, keeping the query", async () => {
    const cases = [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/about/", "/about"],
      ["/about/?from=home", "/about?from=home"],
      ["/shop/hoodie/index.html?size=M", "/shop/hoodie?size=M"],
      // The page's file name, which Netlify, Cloudflare Pages and GitHub Pages redirect too.
      ["/about.html", "/about"],
      ["/shop/hoodie.html?size=M", "/shop/hoodie?size=M"],
      ["/shop/", "/shop"],
    ];
    for (const [from, to] of cases) {
      const response = await fetchPath(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("redirects a page asked for with needlessly encoded characters to its address; a file so asked for is not found", async () => {
    const cases = [
      ["/%61bout", "/about"],
      ["/%61bout?from=home", "/about?from=home"],
      ["/%73hop/%68oodie", "/shop/hoodie"],
      ["/%61bout/", "/about"],
      ["/%61bout.html?from=home", "/about?from=home"],
    ];
    for (const [from, to] of cases) {
      const response = await fetchPath(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect(response.headers["x-frame-options"], from).toBe("DENY");
    }
    for (const file of ["/sw%2ejs", "/letters%2Etxt", "/_astro/app%2dabc123.js"]) {
      expect((await fetchPath(file)).status, file).toBe(404);
    }
    // Encoded where it must be, it stays; dot segments never become a path.
    expect((await fetchPath("/about%20us")).status).toBe(404);
    expect((await fetchPath("/%2e%2e/letters.txt")).status).toBe(404);
  });

  it("never writes a decoded line break or a way off the site into Location (issue 37)", async () => {
    const attacks = ["%0d%0aSet-Cookie:%20injected=1", "%5c%65vil.example", "//evil.example"];
    const attacked = ["/%61bout", "/about.html", "/about/", "/index.html", "/%73hop/%68oodie"];
    for (const address of attacked) {
      for (const target of [
        ...attacks.flatMap((attack) => [`${address}${attack}`, `${address}?${attack}`]),
        `/%5C%65vil.example${address}`,
      ]) {
        const response = await fetchPath(target);
        expect(response.headers["set-cookie"], target).toBeUndefined();
        expect(response.status, target).toBeLessThan(500);
        if (response.status === 301)
          expect(response.headers.location, target).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it("answers 404 with the not-found page for build files that are not pages", async () => {
    const notPages = [
      "/index.html.br",
      "/about/index.html.gz",
      "/_astro/app-abc123.js.br",
      "/404",
      "/404/",
      "/404.html",
      "/_headers",
      "/nginx.conf",
      "/.env",
      "/_astro/",
      "/assets",
      "//about",
      "/nowhere/",
      "/nowhere/index.html",
      "/nowhere.html",
      "/about.html.gz",
    ];
    for (const target of notPages) {
      const response = await fetchPath(target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).toBe(site.files["404.html"]);
      expect(response.headers["content-security-policy"], target).toBe(pagePolicy);
      expect(response.headers["x-frame-options"], target).toBe("DENY");
      expect(response.headers["cache-control"], target).toBe("no-store");
    }
  });

  it("answers unknown paths under /shop/ with the product not-found page", async () => {
    for (const target of ["/shop/no-such-product", "/shop/404", "/shop/404.html", "/shop/404/"]) {
      const response = await fetchPath(target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).toBe(site.files["shop/404.html"]);
      expect(response.headers["content-security-policy"]).toBe(pagePolicy);
    }
  });

  it("never serves a file outside the site, however the path is written", async () => {
    const attempts = [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2E%2E%2Fsecret.txt",
      "/..%2fsecret.txt",
      "/..%5csecret.txt",
      "/_astro/%2e%2e/%2e%2e/secret.txt",
      "/%252e%252e/secret.txt",
      "/.%2e/secret.txt",
    ];
    for (const target of attempts) {
      const response = await fetchPath(target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).not.toContain(SECRET);
    }
  });
});

describe("every response carries the security headers", () => {
  it.each([
    ["a bad percent-encoding", "/%zz", "GET", 400],
    ["another method", "/", "POST", 405],
    ["a missing page", "/missing", "GET", 404],
    ["a HEAD of a missing page", "/missing", "HEAD", 404],
  ])("%s", async (_, target, method, status) => {
    const response = await fetchPath(target, { method });
    expect(response.status).toBe(status);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["content-security-policy"]).toBeTruthy();
    if (status === 405) expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("a method other than GET and HEAD", () => {
  const answer = (line) => halfClosed(site.port, `${line}\r\nHost: x\r\n\r\n`);
  const once = (text) => {
    const names = text
      .split("\r\n\r\n")[0]
      .split("\r\n")
      .slice(1)
      .map((header) => header.split(":")[0].toLowerCase());
    return names.filter((name, index) => names.indexOf(name) !== index);
  };

  // As nginx answers them (tests/e2e/nginx.spec.ts): one the server knows, one it does
  // not (Node's parser refuses it), and CONNECT to a path.
  it.each([
    "TRACE /about HTTP/1.1",
    "POST /_astro/app-abc123.js HTTP/1.1",
    "DELETE /missing HTTP/1.1",
    "OPTIONS /about/ HTTP/1.1",
    "PROPFIND / HTTP/1.1",
    "BREW /about HTTP/1.1",
    "MY_METHOD /about HTTP/1.1",
    "CONNECT /about HTTP/1.1",
  ])("%s: 405, Allow: GET, HEAD, every header once", async (line) => {
    const text = await answer(line);
    expect(text.slice(0, 12)).toBe("HTTP/1.1 405");
    expect(text).toMatch(/\r\nAllow: GET, HEAD\r\n/);
    expect(text).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(text).toMatch(/\r\nCache-Control: no-store\r\n/);
    expect(once(text)).toEqual([]);
  });

  it.each([
    ["a CONNECT to a host, not a path", "CONNECT 127.0.0.1:80 HTTP/1.1"],
    ["a method in small letters", "brew /about HTTP/1.1"],
    ["a request line that is not one", "GARBAGE"],
  ])("%s: 400, with every header", async (_, line) => {
    const text = await answer(line);
    expect(text.slice(0, 12)).toBe("HTTP/1.1 400");
    expect(text).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(text).not.toMatch(/\r\nAllow:/);
  });
});

describe("the Host header (RFC 9112 §3.2)", () => {
  const request = (hosts, version = "1.1") =>
    halfClosed(
      site.port,
      `GET /about HTTP/${version}\r\n${hosts.map((host) => `Host: ${host}\r\n`).join("")}\r\n`,
    );

  it.each([
    ["two Hosts", ["127.0.0.1", "evil.example"]],
    ["the same Host twice", ["127.0.0.1", "127.0.0.1"]],
    ["none", []],
    ["one that is not a host", ["a/b"]],
    ["one with a space", ["a b"]],
  ])("answers 400 with every header to %s", async (_, hosts) => {
    const answer = await request(hosts);
    expect(answer.slice(0, 12)).toBe("HTTP/1.1 400");
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/i);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'none'/i);
  });

  it.each([
    ["a name and port", ["127.0.0.1:4173"], "1.1"],
    ["an IPv6 literal", ["[::1]:4173"], "1.1"],
    ["no Host in HTTP/1.0", [], "1.0"],
  ])("serves the page with %s", async (_, hosts, version) => {
    expect((await request(hosts, version)).slice(0, 12)).toBe(`HTTP/1.1 200`);
  });
});

/** Sends a raw request and half-closes at once, as some proxies do; resolves with the whole answer. */
function halfClosed(port, raw) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`No answer to ${JSON.stringify(raw)}`));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.end(raw);
  });
}

describe("a client that half-closes after its request", () => {
  it.each([
    ["a page", "/about", 200],
    ["the home page", "/", 200],
    ["a file", "/letters.txt", 200],
    ["the service worker", "/sw.js", 200],
    ["a hashed asset", "/_astro/app-abc123.js", 200],
    ["a missing page", "/missing", 404],
    ["another name of a page", "/about/", 301],
    ["a bad percent-encoding", "/%zz", 400],
  ])("gets its answer: %s", async (_, target, status) => {
    const answer = await halfClosed(site.port, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.slice(0, 12)).toBe(`HTTP/1.1 ${status}`);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
  });

  it("gets both answers of two requests sent before the half-close", async () => {
    const request = (target) => `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const answer = await halfClosed(site.port, request("/about") + request("/letters.txt"));
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(answer.endsWith(LETTERS)).toBe(true);
  });
});

describe("files that are not pages carry every security header", () => {
  it.each([
    ["a text file", "/letters.txt", lockedDownPolicy],
    ["an image", "/icon.png", lockedDownPolicy],
    ["a hashed asset", "/_astro/app-abc123.js", lockedDownPolicy],
    ["the service worker", "/sw.js", workerPolicy],
  ])("%s", async (_, target, policy) => {
    for (const method of ["GET", "HEAD"]) {
      const { status, headers } = await fetchPath(target, { method });
      expect(status).toBe(200);
      expect(headers["content-security-policy"], method).toBe(policy);
      for (const [name, value] of Object.entries(siteHeaders)) {
        expect(headers[name.toLowerCase()], `${method} ${name}`).toBe(value);
      }
    }
  });

  it("a locked-down policy lets nothing run or load, and nothing frame the file", () => {
    for (const policy of [lockedDownPolicy, workerPolicy]) {
      expect(policy).toMatch(/^default-src 'none';/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    }
  });
});

describe("a failure inside the server", () => {
  it("answers 500 for that request only, says nothing of what failed, and carries on", async () => {
    vi.spyOn(fs, "stat").mockRejectedValueOnce(
      new Error(`EIO: disk on fire, stat '${site.client}/about'`),
    );
    // The first look-up of the request fails; the not-found path would catch a plain miss.
    const failed = await fetchPath("/letters.txt");
    expect(failed.status).toBe(500);
    expect(failed.headers["x-content-type-options"]).toBe("nosniff");
    expect(failed.headers["cache-control"]).toBe("no-store");
    expect(failed.body.toString()).toBe("500 Internal Server Error\n");
    expect(logged).toEqual([expect.objectContaining({ message: expect.stringContaining("EIO") })]);

    const after = await fetchPath("/letters.txt");
    expect(after.status).toBe(200);
  });
});

describe("what a fresh attack round found (decision 072)", () => {
  it("answers a transfer coding it does not know 501 and closes, never reading the next request as a body", async () => {
    for (const coding of ["xchunked", "gzip", "identity"]) {
      const answer = await halfClosed(
        site.port,
        `GET /about HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: ${coding}\r\n\r\nGET /letters.txt HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(answer.slice(0, 12), coding).toBe("HTTP/1.1 501");
      expect(answer, coding).toMatch(/\r\nConnection: close\r\n/i);
      expect(answer, coding).toMatch(/\r\nCache-Control: no-store\r\n/i);
      expect(answer, coding).not.toContain(LETTERS);
    }
    // A chunked body is HTTP's own, and still read.
    const chunked = await halfClosed(
      site.port,
      "GET /letters.txt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n",
    );
    expect(chunked.slice(0, 12)).toBe("HTTP/1.1 200");
  });

  it("redirects or refuses an address written another way in the absolute form, as in the path alone", async () => {
    const absolute = (target) =>
      halfClosed(site.port, `GET http://evil.example${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const page = await absolute("/%61bout");
    expect(page.slice(0, 12)).toBe("HTTP/1.1 301");
    expect(page).toMatch(/\r\nLocation: \/about\r\n/i);
    for (const file of ["/sw%2ejs", "/letters%2Etxt"]) {
      expect((await absolute(file)).slice(0, 12), file).toBe("HTTP/1.1 404");
    }
  });

  it("never serves a host file, in whatever case its name is written", () => {
    for (const name of ["HEADERS.JSON", "Nginx.conf", "_HEADERS", "_Redirects"]) {
      expect(classify([name]), name).toEqual({ kind: "missing" });
    }
  });
});
