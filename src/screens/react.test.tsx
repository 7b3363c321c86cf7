// The code is written for React, and visitors run it on Preact's React layer
// (decision 030): every screen, rendered by React 19's own react-dom/server
// and by Preact (preact-render-to-string through preact/compat, as the site
// is built), shows the same text in the same elements, so nothing Preact-only
// creeps in. This file runs in Vitest's "react" project (vitest.config.ts),
// where `react` is React itself; Preact's render comes from the site's own
// Vite configuration, loaded here as the build loads it.
import { readdirSync } from "node:fs";
import { getViteConfig } from "astro/config";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import React from "react";
import { renderToString } from "react-dom/server";
import { createServer } from "vite";
import { afterAll, expect, it } from "vitest";
import { screenElements } from "./screen-elements.test-support";

type Node = DefaultTreeAdapterMap["childNode"];
type Shape = string | { tag: string; role?: string; children: Shape[] };

/**
 * What a visitor meets of a page's HTML: its elements by tag and role, and
 * their text. Left out, as no visitor can tell them apart: attributes but the
 * role (React and Preact order and spell some differently, and number useId's
 * ids their own way), comments (React marks the seam between two texts with
 * `<!-- -->`), how text is split and spaced (the seam joins two texts), and
 * `<link>`: React 19 puts a preload of each picture it meets ahead of the
 * markup, for the document's head, where the layout (not a screen) has its own.
 */
function shapeOf(nodes: Node[]): Shape[] {
  const shapes: Shape[] = [];
  for (const node of nodes) {
    if (node.nodeName === "#comment") continue;
    if (node.nodeName === "#text") {
      const text = (node as DefaultTreeAdapterMap["textNode"]).value.replace(/\s+/g, " ");
      const last = shapes.at(-1);
      if (typeof last === "string") shapes[shapes.length - 1] = `${last}${text}`;
      else shapes.push(text);
      continue;
    }
    const element = node as DefaultTreeAdapterMap["element"];
    if (element.tagName === "link") continue;
    const role = element.attrs.find(({ name }) => name === "role")?.value;
    const inner = element.nodeName === "template" ? [] : element.childNodes;
    shapes.push({ tag: element.tagName, ...(role ? { role } : {}), children: shapeOf(inner) });
  }
  return shapes
    .map((shape) => (typeof shape === "string" ? shape.trim() : shape))
    .filter((shape) => shape !== "");
}

const shapeOfHtml = (html: string) => shapeOf(parseFragment(html).childNodes);

// The site as it is built: @astrojs/preact's `compat`, `react` as Preact's React layer.
const preactSite = await createServer({
  ...(await getViteConfig({})({ command: "serve", mode: "test" })),
  configFile: false,
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  // It renders on the server only: no browser dependencies to bundle.
  optimizeDeps: { noDiscovery: true, include: [] },
});
afterAll(() => preactSite.close());

it("renders with React 19 itself, not Preact's React layer", () => {
  expect(React.version).toMatch(/^19\./);
  expect(renderToString(<p>React</p>)).toBe("<p>React</p>");
});

it("has every screen of src/screens/ to render", () => {
  const files = readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith(".tsx") && !/\.test(-support)?\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, ""));
  expect(Object.keys(screenElements()).sort()).toEqual(files.sort());
});

it("draws every screen alike in React and in Preact", { timeout: 120_000 }, async () => {
  const preact = {
    screens: (await preactSite.ssrLoadModule("/src/screens/screen-elements.test-support.tsx")) as {
      screenElements: typeof screenElements;
    },
    server: (await preactSite.ssrLoadModule("react-dom/server")) as {
      renderToString: typeof renderToString;
    },
  };
  const inPreact = preact.screens.screenElements();
  for (const [name, element] of Object.entries(screenElements())) {
    const byReact = shapeOfHtml(renderToString(element));
    const byPreact = shapeOfHtml(preact.server.renderToString(inPreact[name]!));
    expect(byReact.length, name).toBeGreaterThan(0);
    expect(byReact, name).toEqual(byPreact);
  }
});
