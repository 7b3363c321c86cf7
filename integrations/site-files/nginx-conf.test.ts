import { describe, expect, it } from "vitest";
import { pagePolicy } from "../../server/headers.js";
import { nginxConf } from "./nginx-conf";

const pages = ["index.html", "event.html", "shop/hoodie.html", "404.html", "shop/404.html"];
const conf = nginxConf({
  files: [...pages, "event.html.br", "_astro/app.js", "manifest.webmanifest", "picnic.ics"],
});

/** The body of `location <match> { … }`. */
const location = (match: string) => {
  const start = conf.indexOf(`location ${match} {\n`);
  expect(start, match).toBeGreaterThanOrEqual(0);
  return conf.slice(start, conf.indexOf("\n}", start));
};

describe("nginxConf", () => {
  it("adds every header at the server level only, where nginx lets every location inherit it", () => {
    const [server] = conf.split("\nlocation ");
    expect(server).toContain(
      "add_header Content-Security-Policy $site_content_security_policy always;",
    );
    expect(server).toContain("add_header X-Frame-Options $site_x_frame_options always;");
    // X-Robots-Tag is empty, so not sent, but for the content editor.
    expect(server).toContain('set $site_x_robots_tag "";');
    expect(conf.match(/^add_header/gm)).toHaveLength(9);
  });

  it("serves the content editor at /admin/ with its own policy, never indexed or stored", () => {
    expect(conf).not.toContain("/admin");
    const editor = "default-src 'none'; script-src 'self' 'unsafe-eval'";
    const withEditor = nginxConf({ files: pages, editorPolicy: editor });
    const [, at = ""] = withEditor.split("location = /admin/ {");
    const block = at.slice(0, at.indexOf("\n}"));
    expect(block).toContain(`set $site_content_security_policy "${editor}";`);
    expect(block).toContain('set $site_x_robots_tag "noindex";');
    expect(block).toContain('set $site_cache_control "no-store";');
    expect(block).toContain("try_files /admin/index.html =404;");
    expect(withEditor).toContain("location = /admin {");
  });

  it("serves each page at its own address, and redirects its other names", () => {
    expect(location("= /event")).toContain(`"${pagePolicy}"`);
    expect(location("= /event")).toContain("try_files /event.html =404;");
    for (const other of ["/shop/hoodie/", "/shop/hoodie.html", "/shop/hoodie/index.html"]) {
      expect(location(`= ${other}`)).toContain("return 301 /shop/hoodie$is_args$args;");
    }
    expect(location("= /index.html")).toContain("return 301 /$is_args$args;");
  });

  it("redirects only to addresses it writes itself, never to the request's decoded $uri (issue 37)", () => {
    const withEditor = nginxConf({ files: pages, editorPolicy: "default-src 'none'" });
    const returns = withEditor.match(/return 30\d .*;/g) ?? [];
    expect(returns.length).toBeGreaterThan(5);
    for (const line of returns) expect(line).toMatch(/^return 301 \/[\w./-]*\$is_args\$args;$/);
    expect(withEditor).not.toMatch(/\$uri\b(?!.*=404)/);
    // A page asked for as "/%65vent" is sent to its address; a file so asked for is not found.
    expect(location("= /event")).toMatch(
      /if \(\$site_written_otherwise\) \{\n.*\n\s+return 301 \/event\$is_args\$args;/,
    );
    expect(location("= /sw.js")).toContain("if ($site_written_otherwise) {\n    return 404;");
  });

  it("sends nginx's own errors from a location that sets every header, in words (issue 37)", () => {
    for (const [code, status] of [
      [400, 400],
      [494, 400],
      [414, 414],
      [505, 505],
    ]) {
      expect(conf).toContain(`\nerror_page ${code} /.errors/${code};`);
      const block = location(`= /.errors/${code}`);
      expect(block).toContain("internal;");
      expect(block).toContain('set $site_x_frame_options "DENY";');
      expect(block).toContain(`set $site_content_security_policy "default-src 'none';`);
      expect(block).toMatch(new RegExp(`return ${status} "${status} [A-Z][\\w -]+\\\\n";`));
    }
  });

  it("answers any method but GET and HEAD with npm start's 405, saying Allow, and ignores Range (decision 059)", () => {
    const [server = ""] = conf.split("\nlocation ");
    expect(server).toContain('if ($request_method !~ "^(GET|HEAD)$") {\n  return 405;\n}');
    // nginx refuses TRACE before that rule: its 405 goes the same way.
    expect(server).toContain("\nerror_page 405 /.errors/405;");
    expect(server).toContain('set $site_allow "";');
    const block = location("= /.errors/405");
    expect(block).toContain('set $site_allow "GET, HEAD";');
    expect(block).toContain('return 405 "405 Method Not Allowed\\n";');
    expect(location("= /.errors/400")).toContain('set $site_allow "";');
    expect(server).toContain("\nmax_ranges 0;");
  });

  it("tells the browser to add a category's fragment at that exact address only, with its own words", () => {
    const withRefresh = nginxConf({
      files: pages,
      refreshes: { "/shop?category=bags": "0; url=#category-bags" },
    });
    expect(withRefresh).toContain(
      'if ($request_uri = "/shop?category=bags") {\n  set $site_refresh "0; url=#category-bags";\n}',
    );
    expect(withRefresh).toContain('set $site_refresh "";');
    expect(() => nginxConf({ files: pages, refreshes: { '/shop?category=" x': "0" } })).toThrow(
      /cannot write/,
    );
  });

  it("sends the two not-found pages, never stored", () => {
    expect(location("= /404.html")).toContain(`"${pagePolicy}"`);
    expect(location("= /shop/404.html")).toContain('set $site_cache_control "no-store";');
    expect(location("/shop/")).toContain("error_page 404 /shop/404.html;");
  });

  it("types only the build's files, as npm start does", () => {
    expect(conf).toContain("application/manifest+json webmanifest;");
    expect(conf).toContain("text/calendar ics;");
    expect(conf).toMatch(/charset_types .*text\/calendar/);
    // A compressed copy is no type of its own.
    expect(conf).not.toMatch(/ (br|gz);/);
    expect(location("= /nginx.conf")).toContain("return 404;");
    expect(location("= /headers.json")).toContain("return 404;");
  });

  it("fills every part of the template, and refuses an address nginx would read otherwise", () => {
    expect(conf).not.toContain("{{");
    expect(() => nginxConf({ files: ["a b.html"] })).toThrow(/cannot write/);
    expect(() => nginxConf({ files: ['x";.html'] })).toThrow(/cannot write/);
  });

  it("refuses a value nginx would read as a variable", () => {
    expect(() =>
      nginxConf({ files: pages, editorPolicy: "form-action https://give.example/$1" }),
    ).toThrow(/cannot write/);
  });
});
