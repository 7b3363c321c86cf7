// Where each page is written in the build (decision 021): the home page is
// index.html, every other page `<name>.html` ("/event" is event.html,
// "/shop/hoodie" shop/hoodie.html), the layout Netlify, Cloudflare Pages and
// GitHub Pages answer with 200 at "/event". The build, `npm start`, nginx.conf,
// _headers and the service worker all read the layout from here.

/** The not-found pages: served with status 404 for unknown addresses, never at one of their own. */
const notFoundFiles = ["404.html", "shop/404.html"];

/**
 * The content editor (decision 029): not a page of the site, answering at
 * its folder's address only, with headers of its own (headers.js).
 */
export const editorFile = "admin/index.html";
export const editorAddress = "/admin/";

/**
 * The file of the page at an address: "/" -> "index.html", "/event" -> "event.html".
 * @param {string} address
 * @returns {string}
 */
export function pageFile(address) {
  return address === "/" ? "index.html" : `${address.slice(1)}.html`;
}

/**
 * The address of a page's file ("event.html" -> "/event"), or null for a file
 * that is not a page at an address (a not-found page, anything not HTML).
 * @param {string} file relative to the client build directory, "/"-separated
 * @returns {string | null}
 */
export function pageAddress(file) {
  if (!file.endsWith(".html") || notFoundFiles.includes(file)) return null;
  if (file === editorFile) return null;
  return file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
}
