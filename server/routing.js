// Which file a request may get, decided from its URL alone (no file system):
// only canonical URLs answer 200, and nothing outside the build can be named.
import { hostFiles } from "./headers.js";
import { editorAddress, editorFile, pageAddress, pageFile } from "./page-files.js";

const INTERNAL = new Set(hostFiles);

/**
 * The request target's path as decoded segments, its path as sent (in the
 * absolute form too), and its query, or null when it is not a path (`*`, broken
 * percent-encoding). An encoded slash stays inside its segment, so `/a%2Fb`
 * never names the file `a/b`.
 * @param {string} url
 * @returns {{ segments: string[]; path: string; search: string } | null}
 */
export function parseTarget(url) {
  let target = url;
  if (!target.startsWith("/")) {
    // The absolute form ("GET http://host/path"), which HTTP/1.1 servers must accept.
    const parsed = URL.parse(target);
    if (parsed?.protocol !== "http:" && parsed?.protocol !== "https:") return null;
    target = parsed.pathname + parsed.search;
  }
  const [rawPath = "", ...rest] = target.split("?");
  const search = rest.length > 0 ? `?${rest.join("?")}` : "";
  try {
    return { segments: rawPath.slice(1).split("/").map(decodeURIComponent), path: rawPath, search };
  } catch {
    return null;
  }
}

/**
 * What to do with a path:
 * - `lookup`: serve the file at `path`, or the page `path.html` (`pageFile`);
 * - `redirect`: another name of the page `page`, which answers at `address`, if it exists;
 * - `editor`: the content editor, if it was built;
 * - `missing`: 404, whatever is on disk.
 * @param {string[]} segments
 * @returns {{ kind: "lookup"; path: string } | { kind: "redirect"; page: string; address: string } | { kind: "editor" } | { kind: "missing" }}
 */
export function classify(segments) {
  // The editor answers at its folder ("/admin/"), as every static host serves it.
  const asked = `/${segments.join("/")}`;
  if (asked === editorAddress) return { kind: "editor" };
  if (asked === editorAddress.slice(0, -1) || asked === `/${editorFile}`) {
    return { kind: "redirect", page: editorFile, address: editorAddress };
  }
  const folders = segments.slice(0, -1);
  const last = segments.at(-1) ?? "";
  const unsafe = (segment) => /^\.|[. ]$|[\\/:\p{Cc}]/u.test(segment) || segment.length > 255;
  // "//", dot segments, dotfiles, and what Windows reads as a separator, a drive or a
  // stream, or silently trims ("about." is "about" there).
  if (folders.some((segment) => segment === "" || unsafe(segment)) || unsafe(last)) {
    return { kind: "missing" };
  }
  if (last === "" || last === "index.html") {
    // "/" itself is canonical; "/x/" and "/x/index.html" are other names for "/x".
    if (last === "" && folders.length === 0) return { kind: "lookup", path: "" };
    const page = pageFile(`/${folders.join("/")}`);
    const address = pageAddress(page);
    // "/404/" names a not-found page, which has no address to redirect to.
    if (address === null) return { kind: "missing" };
    return { kind: "redirect", page, address };
  }
  const file = [...folders, last].join("/");
  // "/x.html" is another name for the page "/x" (as the static hosts answer);
  // a not-found page has no address, and pre-compressed copies answer only through negotiation.
  if (/\.html$/i.test(last)) {
    const address = pageAddress(file);
    if (address === null || !last.endsWith(".html")) return { kind: "missing" };
    return { kind: "redirect", page: file, address };
  }
  if (/\.(br|gz)$/i.test(last)) return { kind: "missing" };
  // In any case: on a file system that ignores it (macOS, Windows), "/HEADERS.JSON" is the file.
  if (folders.length === 0 && INTERNAL.has(last.toLowerCase())) return { kind: "missing" };
  // "/404" is the not-found page's file without its extension: not a page's address.
  if (pageAddress(`${file}.html`) === null) return { kind: "missing" };
  return { kind: "lookup", path: file };
}

/**
 * A percent-encoded letter, digit, "-", ".", "_" or "~", which never needs
 * encoding (RFC 3986 §6.2.2.2): "/%65vent" is "/event" written another way.
 * A regular expression's source, which nginx.conf uses too (case-insensitive).
 */
export const encodedUnreserved = "%(3[0-9]|[46][1-9a-f]|[57][0-9a]|2[de]|5f|7e)";

/**
 * Matches a request's path (as sent) written another way than its one address
 * ("/%65vent", "/sw%2ejs"). Such a page is redirected to its address, taken
 * from the page list; anything else so written is not found. Never a
 * redirect to the path itself: decoded, it could hold a line break (a header
 * of the attacker's) or a "\\" (another site).
 */
export const writtenOtherwise = new RegExp(encodedUnreserved, "i");

/** A query worth keeping in a redirect: printable ASCII only, as a header must be. */
export function safeSearch(search) {
  return /^\?[\x21-\x7e]*$/.test(search) ? search : "";
}
