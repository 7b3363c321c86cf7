// @vitest-environment node
// Netlify and Cloudflare Pages build with the Node that .nvmrc names, and the
// GitHub Pages workflow reads the same file: it must be one `engines` allows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(file, "utf8");
const pinned = () => parts(read(".nvmrc").trim());
const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, "")
    .split(".")
    .map(Number);

describe("the Node the hosts build with", () => {
  it("is in .nvmrc, and is one package.json's engines allows", () => {
    const pinned = parts(read(".nvmrc").trim());
    const { engines } = JSON.parse(read("package.json")) as { engines: { node: string } };
    expect(engines.node).toMatch(/^>=\d+\.\d+$/);
    const [major = 0, minor = 0] = parts(engines.node);
    const [pinnedMajor = 0, pinnedMinor = 0] = pinned;
    expect(pinnedMajor * 1000 + pinnedMinor).toBeGreaterThanOrEqual(major * 1000 + minor);
  });

  it("is the one npm's scripts run, from the node package (which CI and Node 20 machines need)", () => {
    const { devDependencies } = JSON.parse(read("package.json")) as {
      devDependencies: Record<string, string>;
    };
    expect(parts(devDependencies.node ?? "")[0]).toBe(pinned()[0]);
  });

  it("is the one the GitHub Pages and Figures workflows set up", () => {
    expect(read(".github/workflows/pages.yml")).toContain("node-version-file: .nvmrc");
    expect(read(".github/workflows/figures.yml")).toContain("node-version-file: .nvmrc");
  });
});
