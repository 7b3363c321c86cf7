// What the build and the tests need of the page list, and the browser never:
// every address the pages answer at. (".server": React Router refuses to put
// this module, and with it the catalogue, in the browser's code.)
// Relative imports: the build config loads this module outside Vite's ~ alias.
import { products } from "./content/products.ts";
import { pages, type Page } from "./pages.ts";

/** The values a page's `:param` stands for, by the page's path. */
const params: Record<string, () => string[]> = {
  "/shop/:id": () => products.map((product) => product.id),
};

/** Every address the pages in `list` answer at: "/shop/hoodie" and the others for "/shop/:id". */
export function pagePaths(list: readonly Page[] = pages): string[] {
  return list.flatMap((page) => {
    const values = params[page.path];
    if (!page.path.includes(":")) return [page.path];
    if (!values) throw new Error(`app/pages.server.ts: which pages does ${page.path} stand for?`);
    return values().map((value) => page.path.replace(/:\w+/, value));
  });
}

/** The addresses of the pages for visitors: the sitemap's, and every navigation's. */
export const visitorPaths = () => pagePaths(pages.filter((page) => !page.organisers));

/**
 * The not-found pages the build renders, which static hosts serve with status
 * 404: one for any unknown address, and one for an unknown product, which
 * hydrates into the product page's own "Product not found".
 */
export const notFoundPaths = ["/404", "/shop/404"];
