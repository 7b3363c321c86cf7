import { describe, expect, it } from "vitest";
import { deferAppScripts } from "./defer-app-scripts";

const page = `<head><link rel="manifest" href="/manifest.webmanifest"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/event-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/event":route1};

import("/assets/entry.client-2.js");</script></body>`;

describe("deferAppScripts", () => {
  const html = deferAppScripts(page);

  it("removes the preloads from <head> and keeps the stylesheet", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("leaves the web app manifest to the app, so the browser does not fetch it during the first paint", () => {
    expect(page).toContain('<link rel="manifest"');
    expect(html).not.toContain('rel="manifest"');
  });

  it("loads the same modules, preloaded together, only after the first paint and load", () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-3.js"),import("/assets/event-4.js")])',
    );
    expect(script).toContain(
      '.then(([,route0,route1])=>{window.__reactRouterRouteModules={"root":route0,"routes/event":route1};return import("/assets/entry.client-2.js")})',
    );
    expect(script).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(script).toContain('addEventListener("load"');
    expect(script).toMatch(
      /Promise\.all\(\[painted,loaded\]\)\.then\(\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(load\)\)\);$/,
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("tells the app where the rest of the stylesheet is, without loading it", () => {
    const withSheet = deferAppScripts(page, "page", { stylesheet: "/assets/site-abc.css" });
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(withSheet)?.[1] ?? "";
    expect(script.startsWith('window.__pageStylesheet="/assets/site-abc.css";')).toBe(true);
    expect(script).not.toContain('rel="stylesheet"');
    expect(html).not.toContain("__pageStylesheet");
  });

  it("refuses a page whose loader script it does not recognise", () => {
    expect(() => deferAppScripts("<body></body>", "about/index.html")).toThrow(
      /about\/index.html: React Router's loader script was not found/,
    );
    expect(() =>
      deferAppScripts(
        page.replace('import("/assets/entry', 'doSomething();\nimport("/assets/entry'),
      ),
    ).toThrow(/unexpected line/);
  });
});
