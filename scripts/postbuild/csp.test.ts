import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { contentSecurityPolicy, inlineHashes, mergeHashes, withCspMeta } from "./csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = `<html><head><meta charSet="utf-8"/><style>body{color:red}</style></head><body><script>window.a=1</script><script type="module">import("/x.js")</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Event"}</script></body></html>`;

describe("content security policy", () => {
  it("hashes inline scripts and styles, not external scripts or data blocks", () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hash("window.a=1"), hash('import("/x.js")')],
      styles: [hash("body{color:red}")],
    });
  });

  it("never allows inline code by a blanket rule", () => {
    const policy = contentSecurityPolicy(inlineHashes(page), { header: true });
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`script-src 'self' ${hash("window.a=1")}`);
  });

  it("lets forms submit to this site and to the charity's donation page only", () => {
    const directives = contentSecurityPolicy(inlineHashes(page)).split("; ");
    expect(directives).toContain(`form-action 'self' ${new URL(site.donationPageUrl).origin}`);
  });

  it("leaves frame-ancestors out of the <meta> (browsers ignore it there)", () => {
    const html = withCspMeta(page);
    expect(html).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    );
    expect(html).not.toContain("frame-ancestors");
  });

  it("merges the hashes of every page once each", () => {
    const merged = mergeHashes([
      { scripts: ["'b'", "'a'"], styles: ["'s'"] },
      { scripts: ["'a'"], styles: ["'s'"] },
    ]);
    expect(merged).toEqual({ scripts: ["'a'", "'b'"], styles: ["'s'"] });
  });
});
