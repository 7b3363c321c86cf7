import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";
import { HEADERS_LINE_LIMIT, headersFile, pageAddresses, sitePolicy } from "./host-files";

/** A page's policy with `count` inline script hashes of its own. */
const policyWith = (page: string, count: number) =>
  contentSecurityPolicy(
    {
      scripts: Array.from({ length: count }, (_, index) =>
        `'sha256-${page}${index}'`.padEnd(54, "="),
      ),
      styles: ["'sha256-style'"],
    },
    { header: true, forms: ["https://donate.charity.example"] },
  );

/** `_headers` as Netlify and Cloudflare read it: each address and the headers under it. */
function rules(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split("\n").filter(Boolean)) {
    if (line.startsWith("/")) found.set(line, (current = []));
    else current.push(line.trim());
  }
  return found;
}

describe("_headers for Netlify and Cloudflare Pages", () => {
  // Twenty pages of ten hashes each: their union would be a line of over 10,000 characters.
  const pages = Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => [
      index === 0 ? "index.html" : `page-${index}.html`,
      policyWith(`p${index}`, 10),
    ]),
  );

  it("has no line over Cloudflare's limit of 2,000 characters", () => {
    const lines = headersFile(pages).split("\n");
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(HEADERS_LINE_LIMIT);
  });

  it("gives the content editor its own policy at /admin/, never indexed or stored", () => {
    expect(rules(headersFile(pages)).has("/admin/")).toBe(false);
    const editor = "default-src 'none'; script-src 'self' 'unsafe-eval'";
    expect(rules(headersFile(pages, ["/assets/*"], editor)).get("/admin/")).toEqual([
      `Content-Security-Policy: ${editor}`,
      "X-Robots-Tag: noindex",
      "Cache-Control: no-store",
    ]);
  });

  it("gives each page its own policy, at the address a host answers for it", () => {
    const found = rules(headersFile(pages));
    expect(found.get("/")).toEqual([`Content-Security-Policy: ${pages["index.html"]}`]);
    expect(found.get("/page-3")).toEqual([`Content-Security-Policy: ${pages["page-3.html"]}`]);
    // Every response: the headers that need no page's hashes.
    expect(found.get("/*")).toEqual(
      expect.arrayContaining([
        `Content-Security-Policy: ${sitePolicy}`,
        "X-Content-Type-Options: nosniff",
        "X-Frame-Options: DENY",
      ]),
    );
  });

  it("answers not-found pages and the fallback only by their own <meta> policy", () => {
    expect(pageAddresses("404.html")).toEqual([]);
    expect(pageAddresses("shop/404.html")).toEqual([]);
    expect(pageAddresses("shop/t-shirt.html")).toEqual(["/shop/t-shirt"]);
  });

  it("refuses a page whose own policy would still be over the limit, naming it", () => {
    expect(() => headersFile({ "busy.html": policyWith("busy", 40) })).toThrow(
      /_headers would have a line of \d+ characters for \/busy, over Cloudflare Pages' limit of 2000/,
    );
  });
});
