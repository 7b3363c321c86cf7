import { describe, expect, it } from "vitest";
import { indexable, pagePaths, robotsTxt, sitemapXml } from "./sitemap";

const built = [
  "index.html",
  "404.html",
  "__spa-fallback.html",
  "favicon.svg",
  "assets/root-abc.js",
  "event/index.html",
  "shop/index.html",
  "shop/404.html",
  "shop/hoodie/index.html",
  "about/index.html",
];

describe("pagePaths", () => {
  it("lists every pre-rendered page, home first, and no not-found page or asset", () => {
    expect(pagePaths(built)).toEqual(["/", "/about", "/event", "/shop", "/shop/hoodie"]);
  });
});

describe("indexable", () => {
  it("leaves out a page that asks not to be indexed, such as the printed poster", () => {
    expect(indexable('<head><meta name="robots" content="noindex"/></head>')).toBe(false);
    expect(indexable('<head><meta name="description" content="noindex pages"/></head>')).toBe(true);
    expect(indexable("<head><title>Event</title></head>")).toBe(true);
  });
});

describe("sitemapXml", () => {
  it("writes one absolute <loc> per page", () => {
    const xml = sitemapXml("https://picnicky.example", ["/", "/event", "/shop/t-shirt"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://picnicky.example/",
      "https://picnicky.example/event",
      "https://picnicky.example/shop/t-shirt",
    ]);
  });

  it("escapes characters XML reserves", () => {
    expect(sitemapXml("https://a.example", ["/x&y"])).toContain(
      "<loc>https://a.example/x&amp;y</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("lets every crawler in and names the sitemap", () => {
    expect(robotsTxt("https://picnicky.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://picnicky.example/sitemap.xml\n",
    );
  });
});
