import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { products } from "./content/products";
import { linksFor, notFoundFile, pageAt, pages } from "./pages";
import { pagePaths, visitorPaths } from "./pages.server";

describe("the list of pages", () => {
  it("has every page module in src/routes/, so none is left without a route", () => {
    const routes = path.join(process.cwd(), "src", "routes");
    const modules = readdirSync(routes)
      .filter((file) => !file.includes(".test."))
      // A page module has a default export; the others are parts of one page.
      .filter((file) => /^export default /m.test(readFileSync(path.join(routes, file), "utf8")))
      .map((file) => `routes/${file}`);
    expect(modules.sort()).toEqual([...pages.map((page) => page.file), notFoundFile].sort());
  });

  it("gives each product its own page", () => {
    expect(pagePaths()).toEqual(
      expect.arrayContaining(products.map((product) => `/shop/${product.id}`)),
    );
    expect(pagePaths()).not.toContain("/shop/:id");
    expect(pageAt("/shop/hoodie")?.file).toBe("routes/product.tsx");
    expect(pageAt("/shop/hoodie/extra")).toBeUndefined();
  });

  it("makes the menus the specification asks for", () => {
    expect(linksFor("nav").map((link) => link.label)).toEqual(["Home", "Event", "Shop", "About"]);
    expect(linksFor("footer").map((link) => link.label)).toEqual([
      "Home",
      "Event Details",
      "Shop",
      "About",
      "Donate",
      // The specification's five, then the wall, which its header links leave out (decision 028).
      "Donor Wall",
    ]);
    expect(linksFor("policy").map((link) => link.to)).toEqual(["/privacy", "/terms"]);
  });

  it("leaves the organisers' pages out of the visitors' pages and every menu", () => {
    const organisers = pages.filter((page) => page.organisers);
    for (const page of organisers) {
      expect(visitorPaths()).not.toContain(page.path);
      for (const menu of ["nav", "footer", "policy"] as const) {
        expect(linksFor(menu).map((link) => link.to)).not.toContain(page.path);
      }
    }
  });
});
