// nginx, set up from the README alone, answers every address as `npm start`
// does (whose rules the other suites check), for the shipped content and for
// a rebuild with other content, whose pages carry other inline scripts.
import { readdir } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { testContentUrl } from "../../playwright.config";
import { variants } from "../content/variants.mjs";
import { hostFiles, lockedDownPolicy, siteHeaders, workerPolicy } from "../../server/headers.js";
import { parse } from "parse5";
import { site } from "../../src/content/site";
import { categoryRefreshes } from "../../src/lib/shop-views";
import { expect, hydrated, test } from "./fixtures";
import { nginxMissing, startNginx } from "./nginx";
import { allPaths, clothing, layoutPaths, sitemapPages } from "./pages";

const sitePort = Number(process.env.E2E_PORT ?? 4179);

const builds = [
  {
    content: "the shipped content",
    clientDir: "dist",
    reference: `http://127.0.0.1:${sitePort}`,
    // Within the run's own ports (E2E_PORT to +110), after the test-content builds'.
    port: sitePort + 100 + variants.length,
  },
  {
    // Another date: other inline scripts, so another policy.
    content: 'the test content "next-year"',
    clientDir: ".test-content/next-year/dist",
    reference: testContentUrl("next-year"),
    port: sitePort + 101 + variants.length,
  },
];

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
};

/** One GET, with nothing decoded: the bytes and headers as they came. */
function get(base: string, target: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    http
      .get(`${base}${target}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

const compared = [
  "content-type",
  "content-encoding",
  "vary",
  "cache-control",
  "location",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "refresh",
];

const notFound = [
  "/nowhere",
  "/nowhere/",
  "/nowhere/index.html",
  "/404",
  "/404.html",
  "/__spa-fallback.html",
  "/index.html.br",
  "/event.html.gz",
  "/event/index.html.gz",
  "/nowhere.html",
  "/icons",
  "/icons/",
  "/_astro/",
  "/_astro/root.0000000.js",
  ...hostFiles.map((name) => `/${name}`),
  "/shop/nowhere",
  `/shop/${clothing.at(-1)!.id}/nowhere`,
  "/shop/404",
  "/shop/404.html",
];

async function addresses(clientDir: string): Promise<string[]> {
  const files = (await readdir(clientDir, { recursive: true })).filter(
    (file) => /\.\w+$/.test(file) && !/\.(html|br|gz)$/.test(file) && !hostFiles.includes(file),
  );
  const pages = allPaths.filter((page) => page !== "/");
  return [
    "/",
    ...pages,
    "/index.html",
    "/?from=poster",
    // Written another way: redirected to the one address.
    "/%65vent",
    "/sw%2ejs",
    "/%73hop/%68oodie?size=M",
    // A category's address with no fragment: told to add it (Refresh), and only those.
    ...Object.keys(categoryRefreshes()),
    "/shop?category=hats",
    ...pages.flatMap((page) => [`${page}/`, `${page}.html`, `${page}/index.html?size=M`]),
    ...notFound,
    // The content editor (decision 029), in the builds that have it.
    ...(files.some((file) => file.startsWith(`admin${path.sep}`))
      ? ["/admin/", "/admin", "/admin/index.html"]
      : []),
    ...files.map((file) => `/${file.split(path.sep).join("/")}`),
  ];
}

type Node = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
};

/** Every element named `name` in a page read by parse5. */
function elements(text: string, name: string): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === name) found.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(text) as unknown as Node);
  return found;
}

/**
 * The sitemap's addresses each answer 200 with the page that names itself
 * there (its canonical URL), and the page's other names (/event/, /event.html)
 * answer 301 to it: what search engines read and what the server answers
 * agree. The static hosts answer the same layout (README, decision 021).
 */
async function checkAddresses(base: string): Promise<void> {
  const listed = await sitemapPages(async (at) => {
    const response = await get(base, at);
    expect(response.status, at).toBe(200);
    return response.body.toString();
  });
  expect(listed.length).toBeGreaterThan(1);
  for (const url of listed) {
    expect(url.startsWith(site.siteUrl), url).toBe(true);
    const address = url.slice(site.siteUrl.length);
    const { status, body } = await get(base, address, "identity");
    expect(status, address).toBe(200);
    const canonical = elements(body.toString(), "link").filter((link) =>
      link.attrs?.some((attr) => attr.name === "rel" && attr.value === "canonical"),
    );
    expect(
      canonical.map((link) => link.attrs?.find((attr) => attr.name === "href")?.value),
      address,
    ).toEqual([url]);
    if (address === "/") continue;
    for (const other of [`${address}/`, `${address}.html`]) {
      const answer = await get(base, `${other}?from=poster`);
      expect(answer.status, other).toBe(301);
      expect(answer.headers.location, other).toBe(`${address}?from=poster`);
    }
  }
}

/**
 * What an attacker adds to an address that redirects, to make the redirect
 * write a header (a line break) or lead off the site ("\\", "//", an encoded
 * slash), as issue 37 tried.
 */
const attacks = [
  "%0d%0aSet-Cookie:%20injected=1",
  "%0D%0AX-Injected:%201",
  "%5cevil.example/phish",
  "%5C%65vil.example",
  "\\evil.example",
  "//evil.example",
  "%2f%2fevil.example",
  "%2F%2Fevil.example/x",
];

/** The first letter of a page's address percent-encoded: "/%65vent", the same page written another way. */
const writtenOtherwise = (address: string) =>
  address.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);

/**
 * Every address a rule redirects (each page's other names, the page written
 * another way, the editor's other names) with each attack added after it, in
 * a folder below it, in its query, and before it. Each address is first
 * checked to redirect, so the probes never pass because nothing redirected.
 */
async function probeRedirects(base: string, editor: boolean): Promise<string[]> {
  const redirecting = [
    "/index.html",
    ...allPaths
      .filter((page) => page !== "/")
      .flatMap((page) => [
        `${page}/`,
        `${page}.html`,
        `${page}/index.html`,
        writtenOtherwise(page),
      ]),
    ...(editor ? ["/admin", "/admin/index.html", "/%61dmin/"] : []),
  ];
  const problems: string[] = [];
  const origin = new URL(base).origin;
  const check = (target: string, answer: Answer) => {
    const names = answer.rawHeaders.filter((_, index) => index % 2 === 0);
    const injected = names.filter((name) => /^(set-cookie|x-injected)$/i.test(name));
    if (injected.length > 0) problems.push(`${target}: wrote ${injected.join(", ")}`);
    if (answer.status >= 500) problems.push(`${target}: ${answer.status}`);
    const location = answer.headers.location;
    if (location !== undefined) {
      const off = !/^\/(?![/\\])/.test(location) || new URL(location, base).origin !== origin;
      if (off) problems.push(`${target}: Location ${JSON.stringify(location)}`);
    }
  };
  for (const address of redirecting) {
    const plain = await get(base, address);
    if (plain.status !== 301) problems.push(`${address}: ${plain.status}, not a redirect`);
    for (const attack of attacks) {
      const targets = [
        `${address}${attack}`,
        `${address.replace(/\/$/, "")}/${attack}`,
        `${address}?${attack}`,
        `/${attack.replace(/^\//, "")}${address}`,
      ];
      for (const target of targets) check(target, await get(base, target));
    }
  }
  // The two probes of the issue, as they were sent.
  for (const target of ["/%65vent%0d%0aSet-Cookie:%20injected=1", "/%5C%65vil.example/phish"]) {
    check(target, await get(base, target));
  }
  return problems;
}

/** One request as written, on its own connection: the status line and the headers' names and values. */
function rawRequest(base: string, request: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = net.connect(Number(port), hostname);
    socket.setTimeout(5000, () => socket.destroy(new Error(`No answer to ${request}`)));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = answer.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head });
    });
    socket.end(request);
  });
}

/**
 * Requests nginx refuses by itself, before any of the site's rules run (npm
 * start answers some of them as any other): each answer must carry every
 * security header, and two Hosts must get 400 (RFC 9112 §3.2).
 */
async function oddRequests(base: string): Promise<string[]> {
  const host = `Host: ${new URL(base).host}\r\n`;
  const requests = {
    "two Hosts": `GET /event HTTP/1.1\r\n${host}Host: evil.example\r\n\r\n`,
    "a dot segment above the root": `GET /%2e%2e/etc/passwd HTTP/1.1\r\n${host}\r\n`,
    "no Host": "GET /event HTTP/1.1\r\n\r\n",
    "a Host that is not one": "GET /event HTTP/1.1\r\nHost: a/b\r\n\r\n",
    "a request line that is not one": "GARBAGE\r\n\r\n",
    "a URI too long": `GET /${"a".repeat(10_000)} HTTP/1.1\r\n${host}\r\n`,
    "headers too large": `GET /event HTTP/1.1\r\n${host}X-Big: ${"a".repeat(10_000)}\r\n\r\n`,
    "a transfer coding nobody knows": `GET /event HTTP/1.1\r\n${host}Transfer-Encoding: gzip\r\n\r\n`,
    "another HTTP version": `GET /event HTTP/3.1\r\n${host}\r\n`,
    "a NUL": `GET /ev%00ent HTTP/1.1\r\n${host}\r\n`,
  };
  const problems: string[] = [];
  for (const [what, request] of Object.entries(requests)) {
    const { status, head } = await rawRequest(
      base,
      `${request.slice(0, -2)}Connection: close\r\n\r\n`,
    );
    // 501 and 505 are HTTP's own answers to a transfer coding or a version not known.
    if (!(status >= 200 && status < 500) && ![501, 505].includes(status)) {
      problems.push(`${what}: ${status}`);
    }
    if (what === "two Hosts" && status !== 400) problems.push(`${what}: ${status}, not 400`);
    for (const [name, value] of Object.entries(siteHeaders)) {
      if (!head.includes(`\r\n${name}: ${value}\r\n`)) problems.push(`${what}: no ${name}`);
    }
    // A page's own policy is in its <meta>; the header's says what only a header can.
    if (!/\r\nContent-Security-Policy: [^\r\n]*frame-ancestors 'none'/.test(head)) {
      problems.push(`${what}: no Content-Security-Policy`);
    }
  }
  return problems;
}

/**
 * The one rule that answers by the query (a category's address gets
 * `Refresh: 0; url=#category-…`), probed as an attacker would: only the exact
 * addresses listed get it, with the value written by the build, and nothing
 * added to the query reaches a header or leads off the site.
 */
async function probeRefreshes(base: string): Promise<string[]> {
  const refreshes = categoryRefreshes();
  const problems: string[] = [];
  const listed = Object.keys(refreshes);
  for (const target of listed) {
    const { status, headers } = await get(base, target);
    if (status !== 200 || headers.refresh !== refreshes[target]) {
      problems.push(`${target}: ${status}, Refresh ${headers.refresh}`);
    }
  }
  const [first = ""] = listed;
  const category = first.slice(first.indexOf("=") + 1);
  const probes = [
    ...attacks.map((attack) => `${first}${attack}`),
    ...attacks.map((attack) => `/shop?category=${attack}`),
    `/shop?category=%${category.charCodeAt(0).toString(16)}${category.slice(1)}`,
    `${first}&category=nowhere`,
    `/shop?category=nowhere&category=${category}`,
    `/shop?CATEGORY=${category}`,
    `//shop?category=${category}`,
    `/%73hop?category=${category}`,
    `/shop/?category=${category}`,
    `/shop.html?category=${category}`,
  ];
  for (const target of probes) {
    const answer = await get(base, target);
    const names = answer.rawHeaders.filter((_, index) => index % 2 === 0);
    if (names.some((name) => /^(set-cookie|x-injected)$/i.test(name))) {
      problems.push(`${target}: a header written`);
    }
    if (answer.headers.refresh !== undefined)
      problems.push(`${target}: Refresh ${answer.headers.refresh}`);
    if (answer.status >= 500) problems.push(`${target}: ${answer.status}`);
    const location = answer.headers.location;
    if (location !== undefined && !/^\/(?![/\\])/.test(location)) {
      problems.push(`${target}: Location ${location}`);
    }
  }
  return problems;
}

/** A raw answer's headers, each name (lower case) with every value it came with. */
function headerLines(head: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of head.split("\r\n").slice(1)) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).toLowerCase();
    found.set(name, [...(found.get(name) ?? []), line.slice(at + 1).trim()]);
  }
  return found;
}

/** What a server adds of its own, or may say otherwise without a visitor noticing. */
const ownHeaders = ["date", "server", "connection", "keep-alive", "etag", "last-modified"];

/**
 * Every method but GET and HEAD (one each server knows, one neither does,
 * CONNECT) and every kind of Range (past the end, malformed, several), to a
 * page, a script, a missing address and addresses written to attack a header
 * (CR/LF, "\", "//", encoded slashes), on nginx and on npm start: the same
 * status and headers, each header once; a 405 says Allow; a Range is ignored.
 */
async function probeMethodsAndRanges(base: string, reference: string, clientDir: string) {
  const script = (await readdir(path.join(clientDir, "_astro"))).find((f) => f.endsWith(".js"));
  const targets = [
    "/event",
    `/_astro/${script}`,
    "/nowhere",
    "/event/",
    "/%65vent%0d%0aSet-Cookie:%20injected=1",
    "/%5cevil.example/phish",
    "/\\evil.example",
    "//evil.example",
    "/%2f%2fevil.example",
  ];
  const methods = [
    "TRACE",
    "POST",
    "PUT",
    "DELETE",
    "OPTIONS",
    "PATCH",
    "PROPFIND",
    "CONNECT",
    "BREW",
    "MY-METHOD",
  ];
  const ranges = [
    "bytes=999999-",
    "bytes=-0",
    "bytes=0-5",
    "bytes=5-2",
    "bytes=abc",
    "bytes=0-5x",
    "bytes=",
    "items=0-5",
    "bytes=0-1,4-8",
    "bytes=0-5,3-8",
    "bytes=0-1,999999-",
  ];
  const host = `Host: ${new URL(base).host}\r\n`;
  const requests = [
    ...methods.flatMap((method) =>
      targets.map((target) => `${method} ${target} HTTP/1.1\r\n${host}`),
    ),
    `CONNECT ${new URL(base).host} HTTP/1.1\r\n${host}`,
    ...ranges.flatMap((range) =>
      targets.map((target) => `GET ${target} HTTP/1.1\r\n${host}Range: ${range}\r\n`),
    ),
  ];
  const problems: string[] = [];
  for (const request of requests) {
    const raw = `${request}Connection: close\r\n\r\n`;
    const [ours, theirs] = await Promise.all([rawRequest(base, raw), rawRequest(reference, raw)]);
    const what = request
      .split("\r\n")
      .filter((line) => !line.startsWith("Host:"))
      .join(", ");
    const headers = headerLines(ours.head);
    const expected = headerLines(theirs.head);
    if (ours.status !== theirs.status) {
      problems.push(`${what}: ${ours.status}, npm start ${theirs.status}`);
    }
    for (const [name, values] of headers) {
      if (values.length > 1) problems.push(`${what}: ${name} ${values.length} times`);
    }
    for (const name of new Set([...headers.keys(), ...expected.keys()])) {
      if (ownHeaders.includes(name) || name === "strict-transport-security") continue;
      // nginx's redirects carry a small HTML body; npm start's none.
      if (theirs.status === 301 && ["content-type", "content-length"].includes(name)) continue;
      const [mine, npmStart] = [headers.get(name), expected.get(name)].map(String);
      if (mine !== npmStart) problems.push(`${what}: ${name} ${mine}, npm start ${npmStart}`);
    }
    if (ours.status === 405 && String(headers.get("allow")) !== "GET, HEAD") {
      problems.push(`${what}: 405 without Allow: GET, HEAD`);
    }
    if (headers.has("set-cookie") || headers.has("x-injected")) problems.push(`${what}: injected`);
  }
  // Refused, or served whole, as meant: not alike by accident.
  const meant = {
    "TRACE /event": [`TRACE /event HTTP/1.1\r\n${host}`, 405],
    "a Range past the end": [`GET /event HTTP/1.1\r\n${host}Range: bytes=999999-\r\n`, 200],
  } as const;
  for (const [what, [request, status]] of Object.entries(meant)) {
    const answer = await rawRequest(base, `${request}Connection: close\r\n\r\n`);
    if (answer.status !== status) problems.push(`${what}: ${answer.status}, not ${status}`);
  }
  return problems;
}

/**
 * What the attack round of decision 072 found on nginx: an address with an
 * empty name or an encoded slash served (nginx merges and decodes slashes), and
 * a failed precondition (If-Match, If-Unmodified-Since) answered with the file's
 * headers, `immutable` on a script. Each gets npm start's status, every header
 * once, and a 4xx is never stored; nginx names no version of itself.
 */
async function probeSlashesAndPreconditions(base: string, reference: string, clientDir: string) {
  const script = (await readdir(path.join(clientDir, "_astro"))).find((f) => f.endsWith(".js"));
  const product = clothing.at(-1)!.id;
  const host = `Host: ${new URL(base).host}\r\n`;
  const requests = [
    ...[
      "//event",
      "///event",
      "/event//",
      "//shop/hoodie",
      `/shop//${product}`,
      "/icons%2fsocial.svg",
      "/%2fsw.js",
      "/%2Fevent",
      `/_astro%2f${script}`,
      `//_astro/${script}`,
    ].map((target) => `GET ${target} HTTP/1.1\r\n${host}`),
    ...["/event", `/_astro/${script}`, "/sw.js"].flatMap((target) => [
      `GET ${target} HTTP/1.1\r\n${host}If-Match: "nope"\r\n`,
      `GET ${target} HTTP/1.1\r\n${host}If-Unmodified-Since: Mon, 01 Jan 1990 00:00:00 GMT\r\n`,
    ]),
  ];
  const problems: string[] = [];
  for (const request of requests) {
    const raw = `${request}Connection: close\r\n\r\n`;
    const [ours, theirs] = await Promise.all([rawRequest(base, raw), rawRequest(reference, raw)]);
    const what = request
      .split("\r\n")
      .filter((line) => line && !line.startsWith("Host:"))
      .join(", ");
    if (ours.status !== theirs.status) {
      problems.push(`${what}: ${ours.status}, npm start ${theirs.status}`);
    }
    const headers = headerLines(ours.head);
    for (const [name, values] of headers) {
      if (values.length > 1) problems.push(`${what}: ${name} ${values.length} times`);
    }
    for (const [name, value] of Object.entries(siteHeaders)) {
      if (String(headers.get(name.toLowerCase())) !== value) problems.push(`${what}: no ${name}`);
    }
    const cache = String(headers.get("cache-control"));
    if (ours.status >= 400 && cache !== "no-store") {
      problems.push(`${what}: ${ours.status} with Cache-Control ${cache}`);
    }
    const server = headers.get("server");
    if (server && String(server) !== "nginx") problems.push(`${what}: Server ${server}`);
  }
  return problems;
}

test("npm start answers an address with an empty name or an encoded slash 404, and a failed precondition 412, never stored", async () => {
  const url = `http://127.0.0.1:${sitePort}`;
  expect(await probeSlashesAndPreconditions(url, url, "dist")).toEqual([]);
});

test("npm start tells the browser to show a category's view only at that category's exact address", async () => {
  expect(await probeRefreshes(`http://127.0.0.1:${sitePort}`)).toEqual([]);
});

test("npm start's answers to odd requests (two Hosts, a bad request line, Host or URI) carry every header; two Hosts get 400", async () => {
  expect(await oddRequests(`http://127.0.0.1:${sitePort}`)).toEqual([]);
});

test("no redirect of npm start writes a header or leads off the site (line breaks, \\, //, encoded slashes)", async () => {
  const problems = await probeRedirects(`http://127.0.0.1:${sitePort}`, true);
  expect(problems).toEqual([]);
});

test("every address in the sitemap answers 200 from npm start with its canonical URL; /event/ and /event.html redirect there", async () => {
  await checkAddresses(`http://127.0.0.1:${sitePort}`);
});

for (const build of builds) {
  test.describe(`nginx from the README, ${build.content}`, () => {
    test.describe.configure({ mode: "serial" });
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

    test.beforeAll(async () => {
      const missing = nginxMissing();
      // In CI a missing nginx fails the run; it never passes by skipping.
      if (missing && process.env.CI) throw new Error(missing);
      test.skip(Boolean(missing), missing);
      nginx = await startNginx(build.clientDir, build.port);
    });
    test.afterAll(async () => nginx?.stop());

    test("answers every address in the sitemap with 200 and its canonical URL; redirects /event/ and /event.html there", async () => {
      await checkAddresses(nginx?.url ?? "");
    });

    test("answers every address, file and encoding as npm start does", async () => {
      const url = nginx?.url ?? "";
      const differences: string[] = [];
      for (const target of await addresses(build.clientDir)) {
        for (const encoding of ["br, gzip", "gzip", undefined]) {
          const [ours, theirs] = await Promise.all([
            get(url, target, encoding),
            get(build.reference, target, encoding),
          ]);
          const at = `${target} (${encoding ?? "no Accept-Encoding"})`;
          // Added beside the include (README), it reaches every answer.
          if (ours.headers["strict-transport-security"] !== "max-age=31536000") {
            differences.push(`${at}: no Strict-Transport-Security`);
          }
          if (ours.status !== theirs.status) {
            differences.push(`${at}: status ${ours.status}, npm start ${theirs.status}`);
          }
          const redirect = theirs.status === 301;
          for (const name of compared) {
            // nginx's redirects carry a small HTML body; npm start's none.
            if (redirect && name === "content-type") continue;
            if (ours.headers[name] !== theirs.headers[name]) {
              const shown = (value?: string | string[]) => String(value).slice(0, 60);
              differences.push(
                `${at}: ${name} ${shown(ours.headers[name])}…, npm start ${shown(theirs.headers[name])}…`,
              );
            }
          }
          if (!redirect && !ours.body.equals(theirs.body)) differences.push(`${at}: another body`);
        }
      }
      expect(differences).toEqual([]);

      // What that means, said plainly.
      for (const page of allPaths) {
        const { status, headers } = await get(url, page);
        expect(status, page).toBe(200);
        expect(headers["content-security-policy"], page).toContain("frame-ancestors 'none'");
        expect(headers["x-frame-options"], page).toBe("DENY");
        expect(headers["cache-control"], page).toBe("public, max-age=0, must-revalidate");
      }
      for (const [target, text] of [
        ["/nowhere", "Oops! Page not found"],
        ["/shop/nowhere", "Product not found"],
      ] as const) {
        const { status, headers, body } = await get(url, target);
        expect(status, target).toBe(404);
        expect(headers["cache-control"], target).toBe("no-store");
        expect(body.toString(), target).toContain(text);
      }
      const types = {
        "/manifest.webmanifest": "application/manifest+json; charset=utf-8",
        "/sitemap-index.xml": "application/xml",
        "/icons/social.svg": "image/svg+xml",
        "/social-card.png": "image/png",
        "/sw.js": "text/javascript; charset=utf-8",
      };
      for (const [target, type] of Object.entries(types)) {
        expect((await get(url, target)).headers["content-type"], target).toBe(type);
      }
      // Every file that is not a page, of every type, with every security header:
      // nothing in it may run or be framed; the service worker under its own policy.
      const files = (await addresses(build.clientDir)).filter(
        (target) =>
          /^\/[^?]*\.\w+$/.test(target) && !target.endsWith(".html") && !notFound.includes(target),
      );
      for (const target of files) {
        const { status, headers } = await get(url, target);
        expect(status, target).toBe(200);
        expect(headers["content-security-policy"], target).toBe(
          target === "/sw.js" ? workerPolicy : lockedDownPolicy,
        );
        for (const [name, value] of Object.entries(siteHeaders)) {
          expect(headers[name.toLowerCase()], `${target} ${name}`).toBe(value);
        }
      }
      const calendar = (await addresses(build.clientDir)).find((file) => file.endsWith(".ics"));
      expect((await get(url, calendar ?? "")).headers["content-type"]).toBe(
        "text/calendar; charset=utf-8",
      );
    });

    test("no redirect writes a header or leads off the site (line breaks, \\, //, encoded slashes); Chromium keeps no cookie", async ({
      page,
      context,
      consoleGuard,
    }) => {
      const url = nginx?.url ?? "";
      const editor = (await readdir(build.clientDir)).includes("admin");
      expect(await probeRedirects(url, editor)).toEqual([]);
      // What a visitor sent the first probe by a link would get: no cookie, and not the page.
      consoleGuard.allow(/status of 404|404: no page at/);
      const answer = await page.goto(`${url}/%65vent%0d%0aSet-Cookie:%20injected=1`);
      expect(answer?.status()).toBe(404);
      expect(await context.cookies()).toEqual([]);
    });

    test("tells the browser to show a category's view only at that category's exact address", async () => {
      expect(await probeRefreshes(nginx?.url ?? "")).toEqual([]);
    });

    test("answers every method and every Range as npm start does: 405 with Allow, each header once; a Range gets the whole file", async () => {
      expect(
        await probeMethodsAndRanges(nginx?.url ?? "", build.reference, build.clientDir),
      ).toEqual([]);
    });

    test("answers an address with an empty name or an encoded slash, and a failed precondition, as npm start does: 404 and 412, every header once, never stored, no version", async () => {
      expect(
        await probeSlashesAndPreconditions(nginx?.url ?? "", build.reference, build.clientDir),
      ).toEqual([]);
    });

    test("what nginx refuses by itself (a bad request line, Host or URI, two Hosts) carries every header, in words", async () => {
      expect(await oddRequests(nginx?.url ?? "")).toEqual([]);
    });

    test("every page starts in Chromium with no policy violation", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 404|404: no page at \/nowhere/);
      const url = nginx?.url ?? "";
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      // Its headers are npm start's for every address (above), and every page
      // runs under npm start's with no violation (security.spec.ts): here one
      // page of each layout is enough to show the include reaches them.
      for (const target of [...layoutPaths, "/nowhere", "/shop/nowhere"]) {
        await page.goto(`${url}${target}`);
        await hydrated(page);
        expect(
          await page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations,
          ),
          target,
        ).toEqual([]);
      }
      await page.goto(`${url}/donate`);
      await hydrated(page);
      const form = page.getByRole("form", { name: "Donation" });
      await form.getByText("£50", { exact: true }).click();
      await expect(form.getByRole("radio", { name: "£50" })).toBeChecked();
      await expect(form.getByRole("button", { name: "Donate £50" })).toBeEnabled();
    });
  });
}
