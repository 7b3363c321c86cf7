// `npm run attack`: a fresh attack round on this build (decision 072), run by
// hand, never by `npm test` (about two minutes, and short bursts of load).
// It starts the three things a visitor or a stranger on the organiser's
// computer can reach, each on a port of its own from ATTACK_PORT (6200 unless
// set): `npm start`'s server on dist/, Debian's nginx with the build's include
// as the README sets it up, and `npm run admin` on a copy of the project's content. Then
// it sends what an attacker would, group by group, and checks every answer:
// no 5xx (501 and 505 are HTTP's own words), no server that stops answering,
// every security header once, nothing stored long that can change, no
// Location off the site, no header written from the request, no file of the
// copy outside the editor's places changed. It prints, for each group, the
// requests sent, the statuses, and each problem; where nginx and `npm start`
// answer one request differently, that is listed as a note. Exit code 1 when
// a problem was found.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "../../server/app.js";
import { pageAddress } from "../../server/page-files.js";
import { nginxMissing, startNginx } from "../e2e/nginx.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = path.join(root, "dist");
const base = Number(process.env.ATTACK_PORT ?? 6200);
const ports = { start: base, nginx: base + 1, editor: base + 2, guard: base + 3 };

/** One answer as it came: status, each header (lower-case name, every value), body size. */
type Answer = { status: number; headers: Map<string, string[]>; body: number; raw: string };

/** Sends `request` as written on a connection of its own, and reads the answer to its end. */
function send(port: number, request: string | Buffer, timeout = 5000): Promise<Answer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(timeout, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      if (raw === "") return resolve(null);
      // A 100 Continue comes before the answer.
      const answer = raw.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      const headers = new Map<string, string[]>();
      for (const line of head.split("\r\n").slice(1)) {
        const at = line.indexOf(":");
        const name = line.slice(0, at).toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(at + 1).trim()]);
      }
      const status = Number(head.split(" ")[1]);
      resolve({ status, headers, body: rest.join("\r\n\r\n").length, raw: head });
    });
    // Written, not half-closed: the connection closes when the server is done (Connection: close).
    socket.write(request);
  });
}

const host = (port: number) => `Host: 127.0.0.1:${port}\r\n`;
const get = (target: string, port: number, extra = "") =>
  `GET ${target} HTTP/1.1\r\n${host(port)}${extra}Connection: close\r\n\r\n`;

/** What every answer of the site's two servers must carry, and must never carry. */
function problemsOf(what: string, answer: Answer | null): string[] {
  if (answer === null) return [`${what}: no answer`];
  const problems: string[] = [];
  const one = (name: string) => answer.headers.get(name)?.[0];
  if (answer.status >= 500 && ![501, 505].includes(answer.status)) {
    problems.push(`${what}: ${answer.status}`);
  }
  if (!(answer.status >= 100 && answer.status < 600)) problems.push(`${what}: no status line`);
  for (const name of [
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
    "content-security-policy",
  ]) {
    if (!answer.headers.has(name)) problems.push(`${what}: ${answer.status} without ${name}`);
  }
  if (!/frame-ancestors 'none'/.test(one("content-security-policy") ?? "")) {
    problems.push(`${what}: a policy without frame-ancestors`);
  }
  for (const [name, values] of answer.headers) {
    if (values.length > 1 && name !== "set-cookie") {
      problems.push(`${what}: ${name} ${values.length} times`);
    }
  }
  const cache = one("cache-control") ?? "";
  // Only a file that never changes (200, or its 304) may be kept long; a redirect an hour.
  const longLived = /immutable|max-age=[1-9]/.test(cache);
  if (longLived && ![200, 304, 301].includes(answer.status)) {
    problems.push(`${what}: ${answer.status} with Cache-Control ${cache}`);
  }
  if (answer.status >= 400 && !/no-store/.test(cache)) {
    problems.push(`${what}: ${answer.status} with Cache-Control ${cache || "(none)"}`);
  }
  const location = one("location");
  if (location !== undefined && !/^\/(?![/\\])[\x21-\x7e]*$/.test(location)) {
    problems.push(`${what}: Location ${JSON.stringify(location)}`);
  }
  for (const name of ["set-cookie", "x-injected", "service-worker-allowed"]) {
    if (answer.headers.has(name)) problems.push(`${what}: ${name} sent`);
  }
  return problems;
}

type Group = { name: string; sent: number; statuses: Map<string, number>; problems: string[] };
const groups: Group[] = [];
const notes: string[] = [];

function group(name: string): Group {
  const made = { name, sent: 0, statuses: new Map<string, number>(), problems: [] };
  groups.push(made);
  return made;
}

/** `request` (written for the port it goes to) to both site servers: checked, and compared. */
async function both(
  into: Group,
  what: string,
  request: (port: number) => string | Buffer,
  timeout = 5000,
) {
  const [start, nginx] = await Promise.all(
    [ports.start, ports.nginx].map((port) => send(port, request(port), timeout)),
  );
  into.sent += 2;
  for (const [server, answer] of [
    ["npm start", start],
    ["nginx", nginx],
  ] as const) {
    const key = `${server} ${answer?.status ?? "none"}`;
    into.statuses.set(key, (into.statuses.get(key) ?? 0) + 1);
    into.problems.push(...problemsOf(`${server}: ${what}`, answer ?? null));
  }
  if (start && nginx && start.status !== nginx.status) {
    notes.push(`${into.name}: ${what}: npm start ${start.status}, nginx ${nginx.status}`);
  }
}

/** Every page's address, from the build's own files. */
const allPaths = (readdirSync(dist, { recursive: true }) as string[])
  .map((file) => pageAddress(file.split(path.sep).join("/")))
  .filter((address): address is string => address !== null)
  .sort();
const script = readdirSync(path.join(dist, "_astro")).find((file) => file.endsWith(".js"));
const pageTargets = ["/", "/event", "/shop/hoodie", "/donate"];
const targets = [...pageTargets, `/_astro/${script}`, "/sw.js", "/nowhere", "/shop/nowhere"];

async function smuggling() {
  const into = group("smuggling shapes and limits");
  const body = "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n";
  const shapes: Record<string, (port: number) => string> = {
    "CL and TE": (p) =>
      `POST /event HTTP/1.1\r\n${host(p)}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${body}`,
    "TE and CL, GET": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Transfer-Encoding: chunked\r\nContent-Length: 40\r\n\r\n0\r\n\r\n${body}`,
    "two Content-Lengths": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Content-Length: 0\r\nContent-Length: 34\r\n\r\n${body}`,
    "Content-Length list": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Content-Length: 0, 34\r\n\r\n${body}`,
    "TE not chunked last": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n${body}`,
    "TE unknown": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Transfer-Encoding: xchunked\r\n\r\n${body}`,
    "TE twice": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Transfer-Encoding: chunked\r\nTransfer-Encoding: x\r\n\r\n0\r\n\r\n`,
    "TE with a space before the colon": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Transfer-Encoding : chunked\r\n\r\n0\r\n\r\n${body}`,
    "obs-fold": (p) => `GET /event HTTP/1.1\r\n${host(p)}X-A: a\r\n b\r\nConnection: close\r\n\r\n`,
    "obs-fold on TE": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Transfer-Encoding:\r\n chunked\r\n\r\n0\r\n\r\n`,
    "bare LF": (p) => `GET /event HTTP/1.1\n${host(p).trim()}\nConnection: close\n\n`,
    "bare CR": (p) => `GET /event HTTP/1.1\r${host(p)}Connection: close\r\n\r\n`,
    "NUL in a header": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}X-A: a\0b\r\nConnection: close\r\n\r\n`,
    "chunk size overflow": (p) =>
      `POST /event HTTP/1.1\r\n${host(p)}Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFF1\r\n`,
    "negative Content-Length": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Content-Length: -1\r\nConnection: close\r\n\r\n`,
    "huge Content-Length": (p) =>
      `GET /event HTTP/1.1\r\n${host(p)}Content-Length: 99999999999\r\nConnection: close\r\n\r\n`,
    "a 20 KB header": (p) => get("/event", p, `X-Big: ${"a".repeat(20_000)}\r\n`),
    "a 20 KB address": (p) => get(`/${"a".repeat(20_000)}`, p),
    "a 9 KB address": (p) => get(`/event?${"a".repeat(9_000)}`, p),
    "300 headers": (p) => get("/event", p, "X-A: a\r\n".repeat(300)),
    "3,000 headers": (p) => get("/event", p, "X-A: a\r\n".repeat(3000)),
    "garbage after a request": (p) => `${get("/event", p).slice(0, -2)}\r\nGARBAGE\r\n\r\n`,
    "HTTP/0.9": () => "GET /event\r\n",
    "HTTP/2 preface": () => "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    "TLS hello": () => "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",
  };
  for (const [what, request] of Object.entries(shapes)) {
    // No answer at all is fine only where the request is not HTTP (nginx closes on those).
    const [start, nginx] = await Promise.all(
      [ports.start, ports.nginx].map((port) => send(port, request(port), 3000)),
    );
    into.sent += 2;
    for (const [server, answer] of [
      ["npm start", start],
      ["nginx", nginx],
    ] as const) {
      const key = `${server} ${answer?.status ?? "closed"}`;
      into.statuses.set(key, (into.statuses.get(key) ?? 0) + 1);
      // nginx answers HTTP/0.9 in kind: the body, no status line, no header (no directive turns it off).
      if (answer && what === "HTTP/0.9" && Number.isNaN(answer.status)) {
        notes.push(`${server}: HTTP/0.9 answered in kind, with no header`);
      } else if (answer) into.problems.push(...problemsOf(`${server}: ${what}`, answer));
      // A second request smuggled in the first's body must never be answered as one.
      if (answer && /404 Not Found/.test(answer.raw) && what !== "garbage after a request") {
        into.problems.push(`${server}: ${what}: the smuggled request was answered`);
      }
    }
    if (start?.status !== nginx?.status) {
      notes.push(`${into.name}: ${what}: npm start ${start?.status}, nginx ${nginx?.status}`);
    }
  }
}

async function paths() {
  const into = group("path tricks");
  const tricks = [
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/_astro/..%2f..%2fpackage.json",
    "/%2e%2e%5c%2e%2e%5cpackage.json",
    "/..\\..\\package.json",
    "/icons%2fsocial.svg",
    "/%2fsw.js",
    "/_astro%2f",
    "//event",
    "///event",
    "/event//",
    "/shop//hoodie",
    "//shop/hoodie",
    "/%5cevent",
    "/\\event",
    "/%C0%AE%C0%AE/package.json",
    "/%C0%AFevent",
    "/%E0%80%AEevent",
    "/ev%00ent",
    "/event%00.html",
    "/event;x=1",
    "/event;",
    "/_astro/;/../sw.js",
    "/event.",
    "/event%20",
    "/event%2e",
    "/event%2E%2E",
    "/favicon.svg.",
    "/favicon.svg::$DATA",
    "/EVENT",
    "/Favicon.SVG",
    "/HEADERS.JSON",
    "/headers.json",
    "/nginx.conf",
    "/_headers",
    "/_redirects",
    "/.git/config",
    "/.env",
    "/index.html.br",
    "/index.html%2ebr",
    "/event.html.gz",
    "/_astro/",
    "/icons",
    "/admin/assets/",
    "/admin/../headers.json",
    "/%61dmin/",
    "/sw%2ejs",
    "/%73w.js",
    "/event%23x",
    "/event%3fx",
    `/${"x/".repeat(500)}`,
    `/${"a".repeat(300)}`,
  ];
  for (const target of tricks) await both(into, `GET ${target}`, (port) => get(target, port));
}

async function hosts() {
  const into = group("host header games");
  const requests: Record<string, (port: number) => string> = {
    "absolute form": () =>
      "GET http://evil.example/event HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "absolute form, written otherwise": () =>
      "GET http://evil.example/%65vent HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "absolute form, the worker written otherwise": () =>
      "GET http://evil.example/sw%2ejs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "absolute form with //": () =>
      "GET http://evil.example//event/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "absolute form with a user": () =>
      "GET http://a@evil.example/event/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "absolute form, another scheme": () =>
      "GET ftp://evil.example/event HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "Host with a CR": () =>
      "GET /event/ HTTP/1.1\r\nHost: a\rLocation: x\r\nConnection: close\r\n\r\n",
    "Host with a path": () =>
      "GET /event/ HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n",
    "Host with a user": () =>
      "GET /event/ HTTP/1.1\r\nHost: a@evil.example\r\nConnection: close\r\n\r\n",
    "Host empty": () => "GET /event/ HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n",
    "two Hosts": (p) =>
      `GET /event/ HTTP/1.1\r\n${host(p)}Host: evil.example\r\nConnection: close\r\n\r\n`,
    "Host of another site": () =>
      "GET /event/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    "Host IPv6": () => "GET /event/ HTTP/1.1\r\nHost: [::1]:1\r\nConnection: close\r\n\r\n",
    "no Host, HTTP/1.0": () => "GET /event/ HTTP/1.0\r\n\r\n",
    "no Host, HTTP/1.1": () => "GET /event/ HTTP/1.1\r\nConnection: close\r\n\r\n",
    "X-Forwarded-Host": (p) =>
      `GET /event/ HTTP/1.1\r\n${host(p)}X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n`,
  };
  for (const [what, request] of Object.entries(requests)) await both(into, what, request);
}

async function redirects() {
  const into = group("redirects with CR/LF, \\, // and encoded slashes");
  const attacks = [
    "%0d%0aSet-Cookie:%20injected=1",
    "%0D%0AX-Injected:%201",
    "%5cevil.example/phish",
    "\\evil.example",
    "//evil.example",
    "%2f%2fevil.example",
    "%09evil.example",
    "%E5%98%8A%E5%98%8DX-Injected:%201",
  ];
  const redirecting = [
    "/index.html",
    "/admin",
    "/admin/index.html",
    ...allPaths.filter((page) => page !== "/").flatMap((page) => [`${page}/`, `${page}.html`]),
  ];
  for (const address of redirecting) {
    for (const attack of attacks) {
      for (const target of [
        `${address}${attack}`,
        `${address}?${attack}`,
        `${address}?a=${attack}`,
        `/${attack}${address}`,
      ]) {
        await both(into, `GET ${target}`, (port) => get(target, port));
      }
    }
  }
  for (const category of ["bags", "%0d%0aX-Injected:1", "bags%0d%0a", "bags&category=x"]) {
    const target = `/shop?category=${category}`;
    await both(into, `GET ${target}`, (port) => get(target, port));
  }
}

async function methods() {
  const into = group("methods");
  const all = ["TRACE", "OPTIONS", "POST", "PUT", "DELETE", "PATCH", "PROPFIND", "MKCOL", "BREW"];
  for (const target of [...targets, "/event/", "*"]) {
    for (const method of [...all, "get", "Get", "HEAD"]) {
      await both(into, `${method} ${target}`, (port) => get(target, port).replace(/^GET/, method));
    }
  }
  for (const tunnel of ["evil.example:443", "/event"]) {
    await both(into, `CONNECT ${tunnel}`, (port) => get(tunnel, port).replace(/^GET/, "CONNECT"));
  }
}

async function conditionalsAndRanges() {
  const into = group("conditional requests and Range");
  const headers = [
    "If-None-Match: *\r\n",
    'If-None-Match: "nope"\r\n',
    'If-Match: "nope"\r\n',
    "If-Match: *\r\n",
    "If-Modified-Since: Mon, 01 Jan 2090 00:00:00 GMT\r\n",
    "If-Modified-Since: nonsense\r\n",
    "If-Unmodified-Since: Mon, 01 Jan 1990 00:00:00 GMT\r\n",
    "Range: bytes=0-5\r\n",
    "Range: bytes=999999-\r\n",
    "Range: bytes=5-2\r\n",
    "Range: bytes=0-1,3-4,5-6,7-8,9-10,11-12\r\n",
    'Range: bytes=0-5\r\nIf-Range: "nope"\r\n',
  ];
  for (const target of targets) {
    // Each answer's own validator, sent back: the 304 must carry what the 200 did.
    const first = await send(ports.start, get(target, ports.start));
    const etag = first?.headers.get("etag")?.[0];
    const extra = etag ? [`If-None-Match: ${etag}\r\n`] : [];
    for (const header of [...headers, ...extra]) {
      await both(into, `${target} ${header.trim()}`, (port) => get(target, port, header));
    }
  }
}

async function encodings() {
  const into = group("Accept-Encoding");
  const values = [
    "br",
    "gzip",
    "br;q=0, gzip",
    "*",
    "identity;q=0",
    "gzip;q=0, br;q=0",
    "x-gzip",
    "BR",
    "",
    "br, gzip, deflate, zstd",
  ];
  for (const target of targets) {
    for (const value of values) {
      const header = `Accept-Encoding: ${value}\r\n`;
      await both(into, `${target} Accept-Encoding: ${value}`, (port) => get(target, port, header));
      for (const port of [ports.start, ports.nginx]) {
        const answer = await send(port, get(target, port, header));
        into.sent += 1;
        const encoding = answer?.headers.get("content-encoding")?.[0];
        const accepted = value.toLowerCase().split(/\s*,\s*/);
        // A compressed copy goes only to a client that asked for it, with Vary.
        if (
          encoding &&
          !accepted.some(
            (v) =>
              v === encoding ||
              v === "*" ||
              v.startsWith(`${encoding};q=0.`) ||
              v.startsWith(`${encoding};q=1`),
          )
        ) {
          into.problems.push(`${port}: ${target} (${value}): ${encoding} sent`);
        }
        if (encoding && !/accept-encoding/i.test(answer?.headers.get("vary")?.[0] ?? "")) {
          into.problems.push(`${port}: ${target} (${value}): ${encoding} without Vary`);
        }
      }
    }
  }
}

/** A seeded pseudo-random source, so a round can be repeated (ATTACK_SEED). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function fuzzed(count: number) {
  const into = group(`fuzzed addresses and queries (${count} each)`);
  const next = random(Number(process.env.ATTACK_SEED ?? 45));
  const pieces = [
    "/",
    "%",
    "%2",
    "%2e",
    "%2f",
    "%5c",
    "%00",
    "%0d%0a",
    "..",
    ".",
    "~",
    ";",
    "?",
    "#",
    "&",
    "=",
    "event",
    "shop",
    "_astro",
    "sw.js",
    "index.html",
    ".br",
    "%ff",
    "%c0%ae",
    "\\",
    "'",
    '"',
    "<",
    ">",
    "`",
    "{",
    "|",
    "^",
    "\t",
  ];
  const fuzz: string[] = [];
  for (let index = 0; index < count; index += 1) {
    let target = "/";
    const length = 1 + Math.floor(next() * 8);
    for (let piece = 0; piece < length; piece += 1) {
      target +=
        next() < 0.15
          ? String.fromCharCode(33 + Math.floor(next() * 94))
          : pieces[Math.floor(next() * pieces.length)];
    }
    fuzz.push(target);
  }
  // Twenty at a time: nginx waits for the rest of a request line it cannot end.
  for (let index = 0; index < fuzz.length; index += 20) {
    await Promise.all(
      fuzz
        .slice(index, index + 20)
        .map((target) =>
          both(into, `GET ${JSON.stringify(target)}`, (port) => get(target, port), 2000),
        ),
    );
  }
  // Every page with a query an attacker writes: none of it may reach a header.
  for (const page of allPaths) {
    for (const query of [
      "?a=%0d%0aX-Injected:%201",
      "?<script>alert(1)</script>",
      `?${"%41".repeat(2000)}`,
      "?category=bags%0d%0a",
      "?size=%00",
      "?__proto__[x]=1",
    ]) {
      await both(into, `GET ${page}${query.slice(0, 40)}`, (port) => get(`${page}${query}`, port));
    }
  }
}

/** Whether the server still answers a plain request within a second and a half. */
async function answers(port: number): Promise<boolean> {
  const answer = await send(port, get("/", port), 1500);
  return answer !== null && answer.status === 200;
}

/** `work`, or after `seconds` whatever it has done: a burst never outlasts its time. */
const atMost = (seconds: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, seconds * 1000))]);

async function load() {
  const into = group("many connections, resets and slow clients (a few seconds each)");
  for (const [server, port] of [
    ["npm start", ports.start],
    ["nginx", ports.nginx],
  ] as const) {
    // 200 clients asking as fast as they can, a connection each time, for three seconds.
    const until = Date.now() + 3000;
    let done = 0;
    let failed = 0;
    await atMost(
      10,
      Promise.all(
        Array.from({ length: 200 }, async () => {
          while (Date.now() < until) {
            const answer = await send(
              port,
              get(pageTargets[done % pageTargets.length] ?? "/", port),
              4000,
            );
            if (!answer || answer.status !== 200) failed += 1;
            done += 1;
          }
        }),
      ),
    );
    into.sent += done;
    into.statuses.set(`${server} 200 connections, 3 s: requests`, done);
    // The test's nginx may hold 128 connections (tests/e2e/nginx.ts), not the 200 sent.
    if (failed > 0 && server === "nginx") {
      notes.push(`${server}: ${failed} of ${done} refused under load (worker_connections 128)`);
    } else if (failed > 0) into.problems.push(`${server}: ${failed} of ${done} under load failed`);
    // 300 clients that reset the connection mid-answer.
    await atMost(
      10,
      Promise.all(
        Array.from(
          { length: 300 },
          () =>
            new Promise<void>((resolve) => {
              const socket = net.connect(port, "127.0.0.1");
              socket.setTimeout(3000, () => socket.destroy());
              socket.on("close", () => resolve());
              socket.on("error", () => resolve());
              socket.once("data", () => {
                socket.resetAndDestroy();
                resolve();
              });
              socket.write(get("/event", port, "Accept-Encoding: identity\r\n"));
            }),
        ),
      ),
    );
    into.sent += 300;
    // 500 slow clients: a header a byte at a time, and readers that never read.
    const slow = Array.from({ length: 500 }, (_, index) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      const request = get("/event", port);
      if (index % 2 === 0) socket.write(request);
      else socket.write(request.slice(0, 10));
      return socket;
    });
    into.sent += 500;
    const meanwhile = await answers(port);
    if (!meanwhile) into.problems.push(`${server}: no answer within 1.5 s beside 500 slow clients`);
    for (const socket of slow) socket.destroy();
    if (!(await answers(port))) into.problems.push(`${server}: no answer after the load`);
  }
}

/** The editor's guard: what anyone on the computer, or a page in a browser, may send. */
async function guard(project: string) {
  const into = group("npm run admin: the editor's guard");
  const guardHost = `127.0.0.1:${ports.guard}`;
  const origin = `http://127.0.0.1:${ports.editor}`;
  const post = (body: string | Buffer, headers: Record<string, string> = {}) => {
    const all = { Host: guardHost, Origin: origin, "Content-Type": "application/json", ...headers };
    const lines = Object.entries(all)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const length = Buffer.byteLength(body);
    return Buffer.concat([
      Buffer.from(
        `POST /api/v1 HTTP/1.1\r\n${lines}Content-Length: ${length}\r\nConnection: close\r\n\r\n`,
      ),
      Buffer.from(body),
    ]);
  };
  const outsideFiles = () => {
    const hash = createHash("sha256");
    for (const file of ["package.json", "server/app.js", "scripts/admin.mjs", "tsconfig.json"]) {
      hash.update(readFileSync(path.join(project, file)));
    }
    return hash.digest("hex");
  };
  const before = outsideFiles();
  const alive = async () =>
    (await send(ports.guard, post('{"action":"info"}'), 3000))?.status === 200;
  const check = async (what: string, request: Buffer | string, expected?: number[]) => {
    const answer = await send(ports.guard, request, 10_000);
    into.sent += 1;
    const key = `${answer?.status ?? "none"}`;
    into.statuses.set(key, (into.statuses.get(key) ?? 0) + 1);
    if (answer === null) into.problems.push(`${what}: no answer`);
    else if (answer.status >= 500) into.problems.push(`${what}: ${answer.status}`);
    else if (expected && !expected.includes(answer.status)) {
      into.problems.push(`${what}: ${answer.status}, not ${expected.join(" or ")}`);
    }
    if (!(await alive())) {
      into.problems.push(`${what}: npm run admin stopped answering`);
      throw new Error(`npm run admin stopped after: ${what}`);
    }
  };
  const write = (file: string, extra = {}) =>
    JSON.stringify({
      action: "persistMedia",
      params: {
        branch: "main",
        asset: { path: file, content: "b3duZWQ=", encoding: "base64" },
        options: { commitMessage: "x" },
        ...extra,
      },
    });
  // Whose request the guard takes: its own Host, the editor's Origin, nothing else.
  const info = '{"action":"info"}';
  for (const [what, headers] of [
    ["DNS rebinding: localhost.evil.example", { Host: `localhost.evil.example:${ports.guard}` }],
    ["DNS rebinding: 127.0.0.1.nip.io", { Host: `127.0.0.1.nip.io:${ports.guard}` }],
    ["Host [::1]", { Host: `[::1]:${ports.guard}` }],
    ["Host 0.0.0.0", { Host: `0.0.0.0:${ports.guard}` }],
    ["Host without the port", { Host: "127.0.0.1" }],
    ["Origin of another site", { Origin: "http://evil.example" }],
    ["Origin null", { Origin: "null" }],
    ["Origin with a suffix", { Origin: `${origin}.evil.example` }],
    ["Origin 0.0.0.0", { Origin: `http://0.0.0.0:${ports.editor}` }],
    ["Origin [::1]", { Origin: `http://[::1]:${ports.editor}` }],
  ] as const) {
    await check(what, post(write("photos/x.jpg"), headers), [403, 421]);
  }
  await check(
    "no Origin",
    post(info)
      .toString("latin1")
      .replace(/Origin: [^\r]*\r\n/, ""),
    [403],
  );
  await check(
    "two Origins",
    post(info, { Origin: `${origin}\r\nOrigin: http://evil.example` }),
    [403],
  );
  await check("two Hosts", post(info, { Host: `${guardHost}\r\nHost: evil.example` }), [421]);
  // Every action, every way out of the editor's places.
  const ways = [
    "package.json",
    "../x.jpg",
    "/etc/passwd",
    "photos/../package.json",
    "photos/%2e%2e/package.json",
    "photos\\..\\package.json",
    "photos/./x.jpg",
    "photos//x.jpg",
    "photos/.htaccess",
    "photos/sub/x.jpg",
    "photos/x.jpg\u0000.json",
    "content/new.json",
    ".git/config",
    "photos/link.jpg",
    "photos",
  ];
  const actions = (file: string) => [
    write(file),
    JSON.stringify({ action: "getMediaFile", params: { branch: "main", path: file } }),
    JSON.stringify({ action: "getEntry", params: { branch: "main", path: file } }),
    JSON.stringify({
      action: "deleteFile",
      params: { branch: "main", path: file, options: { commitMessage: "x" } },
    }),
    JSON.stringify({
      action: "deleteFiles",
      params: { branch: "main", paths: ["photos/x.jpg", file], options: { commitMessage: "x" } },
    }),
    JSON.stringify({
      action: "entriesByFiles",
      params: { branch: "main", files: [{ path: file }] },
    }),
    JSON.stringify({ action: "getMedia", params: { branch: "main", mediaFolder: file } }),
    JSON.stringify({
      action: "entriesByFolder",
      params: { branch: "main", folder: file, extension: "json", depth: 1 },
    }),
    JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "x", path: file, raw: "{}" },
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "x", collectionName: "c" },
      },
    }),
    JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "x", path: "content/site.json", raw: "{}", newPath: file },
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "x", collectionName: "c" },
      },
    }),
  ];
  for (const file of ways) {
    for (const body of actions(file)) await check(`${body.slice(0, 90)}`, post(body), [422, 400]);
  }
  // Listing follows no link out, reads no sub-folder; a save moves no folder.
  for (const body of [
    { action: "getMedia", params: { branch: "main", mediaFolder: "photos" } },
    {
      action: "entriesByFolder",
      params: { branch: "main", folder: "photos", extension: "jpg", depth: 1 },
    },
    {
      action: "entriesByFolder",
      params: { branch: "main", folder: "photos", extension: "jpg", depth: 9 },
    },
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "a", path: "photos/a.json", raw: "{}", newPath: "content/site.json" }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "x", collectionName: "c" },
      },
    },
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [
          { slug: "a", path: "photos/b.json", raw: "{}", newPath: "photos/c.json" },
          { slug: "b", path: "photos/b.json", raw: "{}", newPath: "photos/d.json" },
        ],
        assets: [],
        options: {
          commitMessage: "x",
          useWorkflow: false,
          status: "x",
          collectionName: "c",
          hasSubfolders: false,
        },
      },
    },
  ]) {
    await check(JSON.stringify(body).slice(0, 90), post(JSON.stringify(body)), [422]);
  }
  // Bodies that are not what the editor sends.
  const deep = `{"action":"info","params":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
  for (const [what, body] of [
    ["not JSON", "{"],
    ["JSON null", "null"],
    ["JSON array", "[]"],
    ["JSON string", '"info"'],
    ["params null", '{"action":"getEntry","params":null}'],
    ["media folder params null", '{"action":"getMedia","params":null}'],
    ["dataFiles not a list", '{"action":"persistEntry","params":{"dataFiles":{}}}'],
    [
      "assets not a list",
      '{"action":"persistEntry","params":{"entry":{"path":"content/site.json"},"assets":{"path":"package.json"}}}',
    ],
    ["paths not a list", '{"action":"deleteFiles","params":{"paths":{"0":"package.json"}}}'],
    ["__proto__ action", '{"__proto__":{"action":"info"}}'],
    [
      "__proto__ asset",
      '{"action":"persistMedia","params":{"__proto__":{"asset":{"path":"package.json","content":"","encoding":"base64"}}}}',
    ],
    ["constructor action", '{"action":"constructor"}'],
    ["very deep JSON", deep],
  ] as const) {
    await check(what, post(body), [400, 422]);
  }
  await check(
    "chunked body",
    `POST /api/v1 HTTP/1.1\r\nHost: ${guardHost}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n11\r\n{"action":"info"}\r\n0\r\n\r\n`,
    [200],
  );
  await check("a body over 50 MB", post(Buffer.alloc(51 * 1024 * 1024, 32)), [413]);
  await check("GET /api/v1", post(info).toString("latin1").replace("POST", "GET"), [404]);
  if (outsideFiles() !== before) into.problems.push("a file outside the editor's places changed");
}

async function editorServer() {
  const into = group("npm run admin: the editor's page server");
  for (const target of [
    "/admin/",
    "/%2e%2e/package.json",
    "/..%2f..%2fpackage.json",
    "/images/%2e%2e/%2e%2e/package.json",
    "/headers.json",
    "/nginx.conf",
    "/../content/site.json",
  ]) {
    const answer = await send(
      ports.editor,
      get(target, ports.editor, "Host: evil.example\r\n").replace(host(ports.editor), ""),
    );
    into.sent += 1;
    const key = `${answer?.status ?? "none"}`;
    into.statuses.set(key, (into.statuses.get(key) ?? 0) + 1);
    into.problems.push(...problemsOf(`editor: ${target}`, answer));
    if (target !== "/admin/" && answer?.status !== 404)
      into.problems.push(`editor: ${target}: ${answer?.status}`);
  }
}

async function waitFor(port: number, child?: ChildProcess) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child && child.exitCode !== null) throw new Error(`stopped (exit code ${child.exitCode})`);
    if (await send(port, get("/", port), 500)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answers on ${port}`);
}

const missing = nginxMissing();
if (missing) throw new Error(missing);
const site = createApp(dist).listen(ports.start, "127.0.0.1");
const nginx = await startNginx(dist, ports.nginx);
// A folder laid out as the project is: what the editor saves into, and the files beside it that
// it must never reach (the guard's group checks them unchanged) (decision 068: no copy of the project's code).
const project = path.join(root, ".test-content", "attack");
rmSync(project, { recursive: true, force: true });
for (const part of [
  "content",
  "photos",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
])
  cpSync(path.join(root, part), path.join(project, part), { recursive: true });
// A link out of the editor's places, as item 3 of issue 45 planted it, and one inside them.
symlinkSync("../package.json", path.join(project, "photos", "link.jpg"));
const admin = spawn(process.execPath, ["scripts/admin.mjs"], {
  cwd: root,
  env: { ...process.env, ADMIN_PORT: String(ports.editor), ADMIN_PROJECT: project },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitFor(ports.start);
  await waitFor(ports.editor, admin);
  const only = process.argv.slice(2);
  const steps = {
    smuggling,
    paths,
    hosts,
    redirects,
    methods,
    conditionalsAndRanges,
    encodings,
    fuzzed: () => fuzzed(1500),
    load,
    guard: () => guard(project),
    editorServer,
  };
  for (const [name, step] of Object.entries(steps)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const started = Date.now();
    await step().catch((error: unknown) => {
      groups.at(-1)?.problems.push(String(error));
    });
    console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  admin.kill();
  site.close();
  await nginx.stop();
}

let total = 0;
let problems = 0;
for (const { name, sent, statuses, problems: found } of groups) {
  total += sent;
  problems += found.length;
  const counted = [...statuses].map(([status, count]) => `${status} ×${count}`).join(", ");
  console.log(`\n## ${name}: ${sent} requests\n${counted}`);
  for (const problem of [...new Set(found)]) console.log(`  PROBLEM ${problem}`);
}
console.log(`\n## Where nginx and npm start answer differently (${notes.length})`);
for (const note of notes) console.log(`  ${note}`);
console.log(`\n${total} requests, ${problems} problems.`);
process.exitCode = problems > 0 ? 1 : 0;
