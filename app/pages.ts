// Every page of the site, in one list. React Router's routes (app/routes.ts),
// the pages pre-rendered (react-router.config.ts), the header's and footer's
// links, the sitemap and the browser tests' list of pages are all made from
// it. To add a page, add it here and write its module in app/routes/ (the
// README's "Adding a page"). The browser loads this list for the menus, so
// what only the build needs (each product's address) is in pages.server.ts.

export type Page = {
  /** Its address. "/shop/:id" is one page per product (pages.server.ts). */
  path: string;
  /** Its module, under app/. */
  file: string;
  /** Its link in the header's navigation (and the phone menu), if it has one. */
  nav?: string;
  /** Its link in the footer's Quick Links, if it has one. */
  footer?: string;
  /** Its link in the footer's last line (the policies), if it has one. */
  policy?: string;
  /**
   * A page for the organisers, not for visitors: search engines are asked
   * not to index it, and it is in neither the sitemap nor any navigation.
   */
  organisers?: true;
  /**
   * Parts of it work in the browser (app/islands, decisions 022 and 030):
   * only these pages load React, each at most 70 KB of JavaScript; every
   * other page loads none but a small inline script (at most 5 KB). The build
   * refuses an island on a page without this.
   */
  islands?: true;
};

export const pages: readonly Page[] = [
  { path: "/", file: "routes/home.tsx", nav: "Home", footer: "Home" },
  { path: "/event", file: "routes/event.tsx", nav: "Event", footer: "Event Details" },
  { path: "/shop", file: "routes/shop.tsx", nav: "Shop", footer: "Shop", islands: true },
  { path: "/shop/:id", file: "routes/product.tsx", islands: true },
  { path: "/about", file: "routes/about.tsx", nav: "About", footer: "About", islands: true },
  { path: "/donate", file: "routes/donate.tsx", footer: "Donate", islands: true },
  // Not in the header: the specification fixes its links (decision 028).
  { path: "/donor-wall", file: "routes/donor-wall.tsx", footer: "Donor Wall", islands: true },
  { path: "/privacy", file: "routes/privacy.tsx", policy: "Privacy Policy", islands: true },
  { path: "/terms", file: "routes/terms.tsx", policy: "Terms of Service" },
  { path: "/poster", file: "routes/poster.tsx", organisers: true },
  { path: "/table-cards", file: "routes/table-cards.tsx", organisers: true },
];

/** The module that answers every address no page has ("Oops! Page not found"). */
export const notFoundFile = "routes/not-found.tsx";

/** The page an address belongs to, if any. */
export function pageAt(path: string, list: readonly Page[] = pages): Page | undefined {
  return list.find((page) => new RegExp(`^${page.path.replace(/:\w+/g, "[^/]+")}$`).test(path));
}

/** The links of one of the site's menus, in the list's order. */
export const linksFor = (menu: "nav" | "footer" | "policy") =>
  pages.flatMap((page) => {
    const label = page[menu];
    return label ? [{ to: page.path, label }] : [];
  });
