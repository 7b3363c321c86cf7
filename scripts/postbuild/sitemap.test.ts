import { describe, expect, it } from "vitest";
import { renderedPaths, robotsTxt, sitemapXml, unlistedOrMissing } from "./sitemap";

const built = [
  "index.html",
  "404.html",
  "favicon.svg",
  "assets/root-abc.js",
  "event.html",
  "shop.html",
  "shop/404.html",
  "shop/hoodie.html",
  "about.html",
];

describe("the pages built", () => {
  it("are every pre-rendered page, and no not-found page or asset", () => {
    expect(renderedPaths(built)).toEqual(["/", "/event", "/shop", "/shop/hoodie", "/about"]);
  });

  it("must be the pages listed, or the build says which differ", () => {
    expect(unlistedOrMissing(["/", "/event"], ["/event", "/"])).toEqual([]);
    expect(unlistedOrMissing(["/", "/event"], ["/", "/gallery"])).toEqual([
      "/gallery was rendered but is not in app/pages.ts",
      "/event is in app/pages.ts but was not rendered",
    ]);
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
