import { STATUS_CODES } from "node:http";
import mime from "mime-types";
import { notFoundPaths } from "../../src/page-list.ts";
import {
  cacheControl,
  editorHeaders,
  fileHeaders,
  hostFiles,
  lockedDownHeaders,
  noStore,
  pagePolicy,
  redirectCacheControl,
} from "../../server/headers.js";
import { editorAddress, editorFile, pageAddress } from "../../server/page-files.js";
import { encodedUnreserved } from "../../server/routing.js";

/**
 * dist/nginx.conf: what `npm start` answers, for nginx, to include in
 * a server block (the README's). Written by every build from the same header
 * data as `npm start` and `_headers`, so a rebuild never leaves a stale policy.
 *
 * nginx drops every add_header of an outer level in a location that has one
 * of its own, so the headers are added once, at the server level, from
 * variables each location sets (an empty value sends no header). An
 * add_header in the organiser's own server block (HSTS) then reaches every
 * response too.
 */
export function nginxConf({
  pages: pageFiles,
  extensions,
  editorPolicy,
  refreshes = {},
}: {
  /** The pages' files ("event.html"); each carries its own policy in a <meta>. */
  pages: string[];
  /** The file extensions in the build ("html", "webmanifest"…). */
  extensions: string[];
  /** The content editor's policy, when the build has the editor (decision 029). */
  editorPolicy?: string;
  /** A `Refresh` header by exact request target ("/shop?category=bags"). */
  refreshes?: Record<string, string>;
}): string {
  // X-Robots-Tag is empty, so not sent, but for the editor; Refresh but for
  // `refreshes`; Allow but for a 405.
  const headers = {
    ...lockedDownHeaders,
    "Cache-Control": noStore,
    "X-Robots-Tag": "",
    Refresh: "",
    Allow: "",
  };
  const variable = (name: string) => `$site_${name.toLowerCase().replace(/-/g, "_")}`;
  const set = (values: Record<string, string>) =>
    Object.entries(values).map(([name, value]) => `  set ${variable(name)} ${quoted(value)};`);
  const page = (policy: string, cache: string) =>
    set({ "Content-Security-Policy": policy, "Cache-Control": cache });
  // Files are not pages: the locked-down policy (the service worker, its own).
  const file = (address: string) =>
    set({
      "Content-Security-Policy": fileHeaders(address)["Content-Security-Policy"] ?? "",
      "Cache-Control": cacheControl(address),
    });
  const location = (match: string, lines: string[]) => [`location ${match} {`, ...lines, "}"];
  // Every Location is written here, from the page list: nginx's $uri is decoded
  // ("%0d%0a" a line break, "%5c" a "\"), so it never goes into one.
  const redirectTo = (to: string) => [
    ...set({ "Cache-Control": redirectCacheControl }),
    `  return 301 ${address(to)}$is_args$args;`,
  ];
  const redirect = (from: string, to: string) => location(`= ${address(from)}`, redirectTo(to));
  // A page asked for by another way of writing its address ("/%65vent") is sent
  // to its address; any other file so asked for is not found.
  const writtenOtherwise = (then: string[]) => [
    "  if ($site_written_otherwise) {",
    ...then.map((line) => `  ${line}`),
    "  }",
  ];

  // The type of each extension, as `npm start` sends it (mime-types).
  const types = new Map<string, string[]>();
  for (const extension of [...extensions].sort()) {
    const type = mime.lookup(extension);
    if (type) types.set(type, [...(types.get(type) ?? []), extension]);
  }
  const utf8 = [...types.keys()].filter(
    (type) => mime.charset(type) === "UTF-8" && type !== "text/html",
  );
  const pages = pageFiles
    .flatMap((name) => {
      const path = pageAddress(name);
      return path === null ? [] : [{ name, path }];
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  return [
    "# nginx: this build's addresses, headers and file types, written by `npm run build`",
    "# (integrations/site-files/nginx-conf.ts). Every build rewrites it for the pages",
    "# beside it: never edit it, include it in your server block after `root`",
    "# (the README's Deploying). It answers 404 at its own address.",
    "",
    "# The site's files only: a types block replaces nginx's own list.",
    "types {",
    ...[...types].sort().map(([type, names]) => `  ${type} ${names.join(" ")};`),
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    `charset_types ${utf8.join(" ")};`,
    "# The .gz copies beside the files (and .br, with brotli_static in the server block).",
    "gzip_static on;",
    "gzip_vary on;",
    "# A Range is ignored: the whole file, 200, as npm start sends it. nginx answers a",
    "# range past the end after the headers below are added, then adds them again.",
    "max_ranges 0;",
    "# Location: /event, whatever address or port the visitor came by.",
    "absolute_redirect off;",
    "error_page 404 /404.html;",
    "# nginx's own answers to a request it cannot read come before the headers' values",
    "# below are set (an empty value sends no header): each is sent again from a location",
    "# of its own, with the headers, in words as npm start's.",
    ...ownErrors.map(([code]) => `error_page ${code} ${address(`/.errors/${code}`)};`),
    "",
    "# Headers of every response; what a redirect or an error gets unless its location",
    "# sets otherwise.",
    ...set(headers).map((line) => line.trim()),
    ...Object.keys(headers).map((name) => `add_header ${name} ${variable(name)} always;`),
    "",
    "# Files are read, never written: any other method gets npm start's 405, with Allow",
    "# (a TRACE, which nginx refuses before this, gets it through error_page too).",
    'if ($request_method !~ "^(GET|HEAD)$") {',
    "  return 405;",
    "}",
    "",
    '# "/%65vent" is "/event" written another way: a letter, digit, "-", ".", "_" or "~"',
    "# never needs encoding, so each page and file has one address (as npm start). Marked",
    "# here from the address as it was sent; each location below decides what it answers.",
    'set $site_written_otherwise "";',
    `if ($request_uri ~* "^[^?]*${encodedUnreserved}") {`,
    "  set $site_written_otherwise 1;",
    "}",
    ...(Object.keys(refreshes).length > 0
      ? [
          "",
          "# These exact addresses name what a page without JavaScript cannot read (the shop's",
          "# category): the browser is told to add the fragment that shows it, with no request.",
          ...Object.entries(refreshes).flatMap(([target, refresh]) => [
            `if ($request_uri = ${quoted(requestTarget(target))}) {`,
            ...set({ Refresh: refresh }),
            "}",
          ]),
        ]
      : []),
    "",
    "# Pages answer at their own address only: /event is",
    "# event.html (as on Netlify, Cloudflare Pages and GitHub Pages); /event.html,",
    "# /event/ and /event/index.html redirect to /event.",
    ...pages.flatMap(({ name, path }) => [
      ...location(`= ${address(path)}`, [
        ...writtenOtherwise(redirectTo(path)),
        ...page(pagePolicy, cacheControl(path)),
        `  try_files ${address(`/${name}`)} =404;`,
      ]),
      ...redirect(`/${name}`, path),
      ...(path === "/"
        ? []
        : [...redirect(`${path}/`, path), ...redirect(`${path}/index.html`, path)]),
    ]),
    ...(editorPolicy
      ? [
          "",
          "# The content editor, at its folder's address, never indexed or stored.",
          ...location(`= ${address(editorAddress)}`, [
            ...writtenOtherwise(redirectTo(editorAddress)),
            ...set({
              "Content-Security-Policy": editorPolicy,
              "Cache-Control": editorHeaders(editorPolicy)["Cache-Control"] ?? noStore,
              "X-Robots-Tag": editorHeaders(editorPolicy)["X-Robots-Tag"] ?? "",
            }),
            `  try_files ${address(`/${editorFile}`)} =404;`,
          ]),
          ...redirect(editorAddress.slice(0, -1), editorAddress),
          ...redirect(`/${editorFile}`, editorAddress),
        ]
      : []),
    "",
    "# The not-found pages, with status 404: one for any other address, and one for an",
    "# unknown product, which shows 'Product not found'.",
    ...notFoundPaths.flatMap((path) =>
      location(`= ${address(`${path}.html`)}`, [
        "  internal;",
        `  error_page 404 ${address(`${path}.html`)};`,
        ...page(pagePolicy, noStore),
      ]),
    ),
    // A folder with a not-found page of its own (/shop/) holds pages only (above).
    ...notFoundPaths
      .filter((path) => path.lastIndexOf("/") > 0)
      .flatMap((path) =>
        location(address(path.slice(0, path.lastIndexOf("/") + 1)), [
          `  error_page 404 ${address(`${path}.html`)};`,
          "  return 404;",
        ]),
      ),
    "",
    "# Files. A page's .html file, the .br and .gz copies (sent through Accept-Encoding",
    "# only) and folders are not addresses of their own.",
    ...["/", "/_astro/"].flatMap((prefix) =>
      location(prefix, [
        ...writtenOtherwise(["  return 404;"]),
        ...file(prefix),
        "  try_files $uri =404;",
        "  location ~ (\\.html|\\.br|\\.gz|/)$ {",
        "    return 404;",
        "  }",
      ]),
    ),
    ...location("= /sw.js", [...writtenOtherwise(["  return 404;"]), ...file("/sw.js")]),
    "",
    "# nginx's own errors (above), with every header.",
    ...ownErrors.flatMap(([code, status]) =>
      location(`= ${address(`/.errors/${code}`)}`, [
        "  internal;",
        ...set({ ...headers, ...(status === 405 ? { Allow: "GET, HEAD" } : {}) }),
        "  default_type text/plain;",
        `  return ${status} "${status} ${STATUS_CODES[status]}\\n";`,
      ]),
    ),
    "",
    "# Host configuration (Netlify's, Cloudflare's, this file), never served.",
    ...hostFiles.flatMap((name) => location(`= /${name}`, ["  return 404;"])),
    "",
  ].join("\n");
}

/**
 * The statuses nginx answers by itself, while it reads a request, before the
 * rewrite phase sets the headers' values: a bad request line, Host or URI
 * ("/%2e%2e/"), two Hosts (400), TRACE (405, which the server-level rule sends
 * for every other method too), headers too large (its 494, sent as 400), a
 * URI too long (414), a transfer coding it does not know (501), another HTTP
 * version (505). Each with the status it is sent with.
 */
const ownErrors = [
  [400, 400],
  [405, 405],
  [494, 400],
  [414, 414],
  [501, 501],
  [505, 505],
] as const;

/** An nginx string: a header value or a path, where `$` would read a variable. */
function quoted(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`nginx.conf: cannot write ${value}`);
  return `"${value}"`;
}

/** A request target with a plain query ("/shop?category=bags"), compared as sent. */
function requestTarget(target: string): string {
  if (!/^\/[\w./-]*\?[\w=&-]+$/.test(target)) {
    throw new Error(`nginx.conf: cannot write the address ${target}`);
  }
  return target;
}

/** A page's address in a location or a redirect; product ids are slugs. */
function address(path: string): string {
  if (!/^\/[\w./-]*$/.test(path)) throw new Error(`nginx.conf: cannot write the address ${path}`);
  return path;
}
