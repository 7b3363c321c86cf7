import { describe, expect, it } from "vitest";
import { pagePolicy } from "../../server/headers.js";
import { headersFile } from "./host-files";

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
  it("gives every response the security headers, and pages what only a header can say", () => {
    expect(rules(headersFile([])).get("/*")).toEqual(
      expect.arrayContaining([
        `Content-Security-Policy: ${pagePolicy}`,
        "X-Content-Type-Options: nosniff",
        "X-Frame-Options: DENY",
      ]),
    );
    expect(pagePolicy).toContain("frame-ancestors 'none'");
  });

  it("locks files down, and keeps the hashed ones a year", () => {
    const found = rules(headersFile(["/_astro/*", "/favicon.svg"]));
    expect(found.get("/_astro/*")).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(found.get("/favicon.svg")).toContain(
      "Cache-Control: public, max-age=0, must-revalidate",
    );
    for (const file of ["/_astro/*", "/favicon.svg"]) {
      expect(found.get(file)?.[0]).toMatch(/^Content-Security-Policy: default-src 'none'/);
    }
  });

  it("gives the content editor its own policy at /admin/, never indexed or stored", () => {
    expect(rules(headersFile([])).has("/admin/")).toBe(false);
    const editor = "default-src 'none'; script-src 'self' 'unsafe-eval'";
    expect(rules(headersFile(["/_astro/*"], editor)).get("/admin/")).toEqual([
      `Content-Security-Policy: ${editor}`,
      "X-Robots-Tag: noindex",
      "Cache-Control: no-store",
    ]);
  });
});
