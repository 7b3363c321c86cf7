import { readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { parse, type DefaultTreeAdapterMap } from "parse5";

/** One problem the probe saw on a page (see probe.js). */
export type ProbeRecord = { id: string; kind: string; text: string; page: string };

const PROBE_PATH = "/__engines/probe.js";
const REPORT_PATH = "/__engines/report";
const INIT_PATH = "/__engines/init/";
/** Where the page's own <head> start tag ends, read with an HTML parser (undefined: none written). */
function headStartEnd(html: string): number | undefined {
  const elements = (node: DefaultTreeAdapterMap["node"]): DefaultTreeAdapterMap["element"][] =>
    "childNodes" in node ? node.childNodes.filter((child) => "tagName" in child) : [];
  const [root] = elements(parse(html, { sourceCodeLocationInfo: true }));
  const head = root && elements(root).find((element) => element.tagName === "head");
  return head?.sourceCodeLocation?.startTag?.endOffset;
}

const probeScript = readFileSync(new URL("probe.js", import.meta.url));
const scriptTag = (src: string) => `<script src="${src}"></script>`;

/**
 * A test-only front for the production server (`npm start`): it passes every
 * request through (uncompressed), but puts the probe script first in each
 * page's <head> and collects what the probe reports. The probe is a same-origin file,
 * which the production Content-Security-Policy already allows, so the policy
 * and the pages' own code are tested as they are served. It also does what
 * classic WebDriver cannot: run a journey's scripts before the page's own
 * (after the probe), and play "no signal" for the offline journey.
 */
export async function startProbeServer(target: string) {
  const upstream = new URL(target);
  const records: ProbeRecord[] = [];
  const initScripts: string[] = [];
  let offline = false;

  const server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      res.end(probeScript);
      return;
    }
    if (req.url?.startsWith(INIT_PATH)) {
      const script = initScripts[Number(req.url.slice(INIT_PATH.length, -".js".length))];
      res.writeHead(script === undefined ? 404 : 200, {
        "Content-Type": "text/javascript",
        "Cache-Control": "no-store",
      });
      res.end(script);
      return;
    }
    if (req.url === REPORT_PATH && req.method === "POST") {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        try {
          records.push(JSON.parse(body) as ProbeRecord);
        } catch {
          records.push({ id: body, kind: "unreadable report", text: body, page: "" });
        }
        res.writeHead(204).end();
      });
      return;
    }

    if (offline) {
      req.socket.destroy();
      return;
    }

    // Uncompressed, so that pages can be read and changed on their way through.
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    delete headers["accept-encoding"];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const isPage = answer.headers["content-type"]?.startsWith("text/html");
        if (!isPage || req.method === "HEAD" || answer.statusCode === 304) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          // A page without <head> goes through as it is, and the journey
          // fails because the probe is missing. The page is parsed, not matched.
          const html = Buffer.concat(chunks).toString("utf8");
          const tags = [PROBE_PATH, ...initScripts.map((_, index) => `${INIT_PATH}${index}.js`)]
            .map(scriptTag)
            .join("");
          const at = headStartEnd(html);
          const body = Buffer.from(
            at === undefined ? html : html.slice(0, at) + tags + html.slice(at),
          );
          // Without validators, a page is never answered "not modified" from a
          // copy that lacks an init script added since.
          const {
            "transfer-encoding": _chunked,
            etag: _etag,
            "last-modified": _modified,
            ...answerHeaders
          } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...answerHeaders,
            "content-length": String(body.length),
          });
          res.end(body);
        });
      },
    );
    forward.on("error", (error) => res.destroy(error));
    req.pipe(forward);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    records,
    /** A script for every page loaded from now on, run before the page's own. */
    addInitScript(source: string) {
      initScripts.push(source);
    },
    /** Cuts the site off, as no signal would; the probe and its reports still get through. */
    setOffline(value: boolean) {
      offline = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ProbeServer = Awaited<ReturnType<typeof startProbeServer>>;
