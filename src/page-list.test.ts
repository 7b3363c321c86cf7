import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { products } from "./content/products";
import {
  isCurrentEntry,
  linksFor,
  notFoundPaths,
  pageAt,
  pagePaths,
  pages,
  visitorPaths,
} from "./page-list";

describe("the list of pages", () => {
  it("has every page Astro builds from src/pages/, and no page that is not there", () => {
    const dir = path.join(process.cwd(), "src", "pages");
    const routes = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".astro"))
      .map((file) =>
        `/${file.split(path.sep).join("/")}`
          .replace(/\.astro$/, "")
          .replace(/\/index$/, "")
          .replace(/\[(\w+)\]/, ":$1"),
      )
      .map((route) => route || "/");
    const notFound = notFoundPaths;
    expect(routes.filter((route) => !notFound.includes(route)).sort()).toEqual(
      pages.map((page) => page.path).sort(),
    );
    expect(routes).toEqual(expect.arrayContaining(notFound));
  });

  it("gives each product its own page", () => {
    expect(pagePaths()).toEqual(
      expect.arrayContaining(products.map((product) => `/shop/${product.id}`)),
    );
    expect(pagePaths()).not.toContain("/shop/:id");
    // Whichever products the organiser sells: the first of theirs.
    const [first] = products;
    expect(pageAt(`/shop/${first!.id}`)?.path).toBe("/shop/:id");
    expect(pageAt(`/shop/${first!.id}/extra`)).toBeUndefined();
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

  it("marks a header entry current on its page, a product under the shop, and a page under it", () => {
    const [first] = products;
    expect(isCurrentEntry("/", "/")).toBe(true);
    expect(isCurrentEntry("/", "/event")).toBe(false);
    expect(isCurrentEntry("/shop", `/shop/${first!.id}`)).toBe(true);
    expect(isCurrentEntry("/donate", "/donor-wall")).toBe(true);
    expect(isCurrentEntry("/event", "/poster")).toBe(true);
    expect(isCurrentEntry("/event", "/table-cards")).toBe(true);
    expect(isCurrentEntry("/shop", "/about")).toBe(false);
    // Every page a page names as its own sits under one of the header's entries.
    for (const page of pages.filter((each) => each.under))
      expect([...linksFor("nav").map((link) => link.to), "/donate"]).toContain(page.under);
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
