import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { contentSecurityPolicy, formOrigins, inlineHashes, mergeHashes, withCspMeta } from "./csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = `<html><head><meta charSet="utf-8"/><style>body{color:red}</style></head><body><script>window.a=1</script><script type="module">import("/x.js")</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Event"}</script></body></html>`;

describe("content security policy", () => {
  it("hashes inline scripts and styles, not external scripts or data blocks", () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hash("window.a=1"), hash('import("/x.js")')],
      styles: [hash("body{color:red}")],
    });
  });

  it("reads the page as a browser does: comments, other spellings and look-alike attributes", () => {
    const tricky = `<html><head><meta charset="utf-8"></head><body><!-- <script>old()</script> --><SCRIPT data-src="/z.js">run()</SCRIPT><script type="APPLICATION/JSON">{}</script><style media="print">p{}</style></body></html>`;
    expect(inlineHashes(tricky)).toEqual({ scripts: [hash("run()")], styles: [hash("p{}")] });
    expect(
      formOrigins('<form action="/shop"><!-- <form action="https://old.example"> --></form>'),
    ).toEqual([]);
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

  it("lets forms submit to this site, and to the other sites the page's own forms submit to", () => {
    const withForm = page.replace(
      "<body>",
      `<body><form action="${site.donationPageUrl}" target="_blank"></form><form action="/shop"></form>`,
    );
    const origin = new URL(site.donationPageUrl).origin;
    expect(formOrigins(withForm)).toEqual([origin]);
    expect(withCspMeta(withForm)).toContain(`form-action 'self' ${origin}"`);
    expect(withCspMeta(page)).toContain(`form-action 'self'"`);
  });

  it("puts the policy right after the character set, however it is spelt, or first in <head>", () => {
    const meta = '<meta http-equiv="Content-Security-Policy" content="';
    for (const charset of ['<meta charset="UTF-8">', "<META CHARSET=utf-8 />"]) {
      expect(withCspMeta(page.replace('<meta charSet="utf-8"/>', charset))).toContain(
        `<head>${charset}${meta}`,
      );
    }
    expect(withCspMeta(page.replace('<meta charSet="utf-8"/>', ""))).toContain(`<head>${meta}`);
    expect(() => withCspMeta("<p>no head</p>")).toThrow(/without a <head>/);
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
