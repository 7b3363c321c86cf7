// @vitest-environment node
// Thousands of malformed requests over raw sockets: the server answers each
// with a status below 500 and its security headers, never hangs, never
// crashes, never shows a file outside the site, and still serves the home page
// afterwards. Seeded, so a run is repeatable; FUZZ_SEED=<n> explores others.
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { get, SECRET, serveTestSite } from "./test-site.js";

/** @type {Awaited<ReturnType<typeof serveTestSite>>} */
let site;
const logged = [];
beforeAll(async () => {
  site = await serveTestSite({ logError: (error) => logged.push(error) });
});
afterAll(() => site.close());

const oneOf = (...values) => fc.constantFrom(...values);
/** The value one time in ten, otherwise null. */
const rarely = (arbitrary) => fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, arbitrary);
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Mostly printable text, now and then with a byte a header may not hold; never a line break. */
const text = (maxLength = 40) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.string({ unit: printable, maxLength }) },
    fc.string({ unit: fc.oneof(printable, oneOf("\t", "\0", "\x7f", "é", "😀")), maxLength }),
  );
const bigNumber = fc.oneof(
  fc.nat({ max: 100 }),
  fc.bigInt({ min: 0n, max: 10n ** 30n }),
  oneOf("9007199254740991", "9007199254740992", "1e3", "0x10", "-1", "00", ""),
);

const method = fc.oneof(
  { weight: 16, arbitrary: oneOf("GET", "HEAD") },
  oneOf("POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "CONNECT", "PROPFIND", "get"),
  fc.stringMatching(/^[A-Za-z-]{1,12}$/),
);

const segment = fc.oneof(
  oneOf("", "about", "shop", "hoodie", "index.html", "404", "404.html"),
  oneOf("_astro", "app-abc123.js", "app-abc123.js.br", "letters.txt", "sw.js", "_headers", ".env"),
  // Traversal, in every spelling a decoder might accept.
  oneOf("..", ".", "%2e%2e", "%2E%2E", ".%2e", "%2e.", "%252e%252e", "..%2f", "..%5c", "..\\"),
  oneOf("%c0%ae%c0%ae", "%ef%bc%8e%ef%bc%8e", "....", "..;", "%00", "%2f", "%5c", "secret.txt"),
  // Broken percent-encoding and plain noise.
  fc.stringMatching(/^(%[0-9a-fA-FzZ]{0,2}|[a-z.~-]){1,8}$/),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const target = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
  },
  fc
    .tuple(oneOf("http://x", "https://x", "ftp://x", "http://", "//x"), segment)
    .map(([origin, part]) => `${origin}/${part}`),
  oneOf("*", "", "?", "/?", "#", "/#x", "/%", "/%%", "/%u002e"),
  fc.nat({ max: 20_000 }).map((length) => `/${"a".repeat(length)}`),
  text(30),
);

const rangeSpec = fc.oneof(
  fc.tuple(bigNumber, bigNumber).map(([first, last]) => `${first}-${last}`),
  bigNumber.map((n) => `-${n}`),
  bigNumber.map((n) => `${n}-`),
  text(8),
);
const range = fc.oneof(
  fc
    .tuple(
      oneOf("bytes", "Bytes", "items", "", "bytes "),
      fc.array(rangeSpec, { maxLength: 5 }),
      oneOf(",", ", ", ",,"),
    )
    .map(([unit, specs, separator]) => `${unit}=${specs.join(separator)}`),
  text(),
);
const coding = fc
  .tuple(
    oneOf("br", "gzip", "deflate", "identity", "*", "BR", "x-gzip", "zstd", ""),
    fc.option(fc.oneof(fc.double().map(String), oneOf("abc", "", "1.0000", "-1", "1e999"))),
  )
  .map(([name, q]) => (q === null ? name : `${name};q=${q}`));
const acceptEncoding = fc.oneof(
  fc.array(coding, { maxLength: 6 }).map((codings) => codings.join(", ")),
  text(),
);
const validator = fc.oneof(
  oneOf("*", 'W/"x"', '"x"', "W/", '""', 'W/"1c-19"', '"a", W/"b", *'),
  text(),
);
const date = fc.oneof(
  fc.date({ noInvalidDate: true }).map((value) => value.toUTCString()),
  oneOf("Thu, 01 Jan 1970 00:00:00 GMT", "Fri, 31 Dec 275760 00:00:00 GMT", "0", "-1", "yesterday"),
  text(),
);

const header = fc.oneof(
  range.map((value) => `Range: ${value}`),
  acceptEncoding.map((value) => `Accept-Encoding: ${value}`),
  validator.map((value) => `If-None-Match: ${value}`),
  validator.map((value) => `If-Match: ${value}`),
  date.map((value) => `If-Modified-Since: ${value}`),
  date.map((value) => `If-Unmodified-Since: ${value}`),
  fc.oneof(validator, date).map((value) => `If-Range: ${value}`),
  oneOf("Expect: 100-continue", "Expect: nonsense", "Upgrade: websocket", "Connection: Upgrade"),
  oneOf("Transfer-Encoding: chunked", "Content-Length: 5", "Content-Length: -1", "Host:"),
  fc.nat({ max: 40_000 }).map((length) => `X-Big: ${"a".repeat(length)}`),
  fc
    .nat({ max: 300 })
    .map((count) => Array.from({ length: count }, (_, i) => `X-${i}: ${i}`).join("\r\n")),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), text())
    .map(([name, value]) => `${name}: ${value}`),
  text(),
);

const request = fc
  .record({
    method,
    target,
    version: fc.oneof(
      { weight: 12, arbitrary: oneOf("HTTP/1.1") },
      oneOf("HTTP/1.0", "HTTP/2.0", "HTTP/0.9", "HTTPS/1.1", ""),
    ),
    host: fc.oneof({ weight: 12, arbitrary: fc.constant(true) }, fc.constant(false)),
    headers: fc.array(header, { maxLength: 6 }),
    // Now and then a line that is no header at all.
    garbage: rarely(text()),
    body: rarely(text(20)),
  })
  .map(({ method, target, version, host, headers, garbage, body }) =>
    [
      `${method} ${target} ${version}`.trimEnd(),
      ...(host ? ["Host: 127.0.0.1"] : []),
      ...headers,
      ...(garbage === null ? [] : [garbage]),
      ...(body === null ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
      // Every request ends the connection, so waiting for the close is waiting for the answer.
      "Connection: close",
      "",
      body ?? "",
    ].join("\r\n"),
  );

/** A request, and whether the client half-closes once it is sent (one time in four). */
const requestSent = fc.tuple(
  request,
  fc.nat({ max: 3 }).map((n) => n === 0),
);

/**
 * Sends raw bytes and resolves with everything the server wrote before
 * closing. `halfClose` ends the client's side with the request, as some
 * proxies and load balancers do: the answer must come all the same.
 */
function exchange(port, raw, halfClose = false) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within 10 s to ${JSON.stringify(raw.slice(0, 200))}`));
    }, 10_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may close while a large request is still being written; what it said counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("latin1"));
    });
    if (halfClose) socket.end(raw);
    else socket.write(raw);
  });
}

it("survives thousands of malformed requests", { timeout: 120_000 }, async () => {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(requestSent, { minLength: 1, maxLength: 10 }), async (pairs) => {
      const batch = pairs.map(([raw]) => raw);
      const answers = await Promise.all(
        pairs.map(([raw, halfClose]) => exchange(site.port, raw, halfClose)),
      );
      sent += batch.length;
      for (const [index, whole] of answers.entries()) {
        // "Expect: 100-continue" gets an interim answer first.
        const answer = whole.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
        const context = JSON.stringify(batch[index]?.slice(0, 300));
        const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1]);
        expect(status, `status line for ${context}: ${answer.slice(0, 80)}`).toBeGreaterThanOrEqual(
          200,
        );
        expect(status, context).toBeLessThan(500);
        expect(answer, context).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
        expect(answer, context).not.toContain(SECRET);
        expect(answer, context).not.toContain(site.client);
      }
    }),
    { seed: Number(process.env.FUZZ_SEED ?? 16_062_026), numRuns: 600 },
  );
  expect(sent).toBeGreaterThan(2000);
  expect(logged).toEqual([]);

  const home = await get(site.port, "/");
  expect(home.status).toBe(200);
  expect(home.body.toString()).toBe(site.files["index.html"]);
});
