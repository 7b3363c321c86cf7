// The site's pages as its menus and the build see them. Astro routes each
// address to its file in src/pages/; this list says which menu links to a
// page, and which pages are for the organisers only. The header's and
// footer's links, the sitemap's filter and the browser tests' list of pages
// are made from it.
import { products } from "./content/products.ts";

export type Page = {
  /** Its address. "/shop/:id" is one page per product. */
  path: string;
  /** Its link in the header's navigation (and the phone menu), if it has one. */
  nav?: string;
  /** Its link in the footer's Quick Links, if it has one. */
  footer?: string;
  /** Its link in the footer's last line (the policies), if it has one. */
  policy?: string;
  /** A page for the organisers to print: not indexed, not in the sitemap or any menu. */
  organisers?: true;
  /**
   * The page whose entry in the header stands for this one, marked as current on it:
   * the wall under Donate, the printed pages under the picnic's (review 4, issue 47).
   * A product needs none: its address is under the shop's.
   */
  under?: string;
};

export const pages: readonly Page[] = [
  { path: "/", nav: "Home", footer: "Home" },
  { path: "/event", nav: "Event", footer: "Event Details" },
  { path: "/shop", nav: "Shop", footer: "Shop" },
  { path: "/shop/:id" },
  { path: "/about", nav: "About", footer: "About" },
  { path: "/donate", footer: "Donate" },
  // Not in the header: the specification fixes its links.
  { path: "/donor-wall", footer: "Donor Wall", under: "/donate" },
  { path: "/privacy", policy: "Privacy Policy" },
  { path: "/terms", policy: "Terms of Service" },
  { path: "/poster", organisers: true, under: "/event" },
  { path: "/table-cards", organisers: true, under: "/event" },
];

/** The page an address belongs to, if any. */
export function pageAt(path: string, list: readonly Page[] = pages): Page | undefined {
  return list.find((page) => new RegExp(`^${page.path.replace(/:\w+/g, "[^/]+")}$`).test(path));
}

/**
 * Whether the header's entry for `to` stands for the page at `path`: its own page, a
 * page under its address (a product under the shop) or one that names it as `under`.
 */
export function isCurrentEntry(to: string, path: string, list: readonly Page[] = pages): boolean {
  const at = pageAt(path, list)?.under ?? path;
  return to === "/" ? at === "/" : at === to || at.startsWith(`${to}/`);
}

/** The links of one of the site's menus, in the list's order. */
export const linksFor = (menu: "nav" | "footer" | "policy") =>
  pages.flatMap((page) => {
    const label = page[menu];
    return label ? [{ to: page.path, label }] : [];
  });

/** Every address the pages in `list` answer at: "/shop/hoodie" and the others for "/shop/:id". */
export function pagePaths(list: readonly Page[] = pages): string[] {
  return list.flatMap((page) =>
    page.path === "/shop/:id" ? products.map((product) => `/shop/${product.id}`) : [page.path],
  );
}

/** The addresses of the pages for visitors: the sitemap's, and every navigation's. */
export const visitorPaths = () => pagePaths(pages.filter((page) => !page.organisers));

/** The organisers' pages, which the sitemap leaves out. */
export const organiserPaths = pages.filter((page) => page.organisers).map((page) => page.path);

/**
 * The not-found pages, which hosts serve with status 404: one for any
 * unknown address, and one for an unknown product ("Product not found").
 */
export const notFoundPaths = ["/404", "/shop/404"];
