import { readFileSync } from "node:fs";
import { extname } from "node:path";
import mime from "mime-types";
import { notFoundPaths } from "../../src/page-list.ts";
import {
  cacheControl,
  editorOwnHeaders,
  fileOwnHeaders,
  hostFiles,
  lockedDownHeaders,
  noStore,
  pagePolicy,
  redirectCacheControl,
} from "../../server/headers.js";
import { editorAddress, editorFile, pageAddress } from "../../server/page-files.js";
import { encodedUnreserved } from "../../server/routing.js";

/** The configuration itself, with a `{{name}}` (or `{{name argument}}`) where the build writes a part. */
const template = readFileSync(new URL("./nginx-template.conf", import.meta.url), "utf8");

/**
 * dist/nginx.conf: what `npm start` answers, for nginx, to include in a
 * server block (the README's). nginx-template.conf is the configuration; this
 * fills in what comes from the build and the header data `npm start` and
 * `_headers` send, so a rebuild never leaves a stale policy or address.
 */
export function nginxConf({
  files,
  editorPolicy,
  refreshes = {},
}: {
  /**
   * The build's files, "/"-separated ("event.html", "_astro/app.css"): its pages, each
   * carrying its own policy in a <meta>, and the types it sends.
   */
  files: string[];
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
  // The type of each extension, as `npm start` sends it (mime-types); a compressed copy is
  // sent as its file, through Accept-Encoding.
  const types = new Map<string, string[]>();
  for (const extension of [...new Set(files.map((file) => extname(file).slice(1)))].sort()) {
    const type = !["br", "gz"].includes(extension) && mime.lookup(extension);
    if (type) types.set(type, [...(types.get(type) ?? []), extension]);
  }
  const pages = files
    .flatMap((name) => {
      const path = pageAddress(name);
      return path === null ? [] : [{ name, path }];
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  const parts: Record<string, (argument: string) => string[]> = {
    types: () => [...types].sort().map(([type, names]) => `${type} ${names.join(" ")};`),
    charsetTypes: () => [
      [...types.keys()]
        .filter((type) => mime.charset(type) === "UTF-8" && type !== "text/html")
        .join(" "),
    ],
    headers: () => set(headers),
    addHeaders: () =>
      Object.keys(headers).map((name) => `add_header ${name} ${variable(name)} always;`),
    encodedUnreserved: () => [encodedUnreserved],
    refreshes: () =>
      Object.entries(refreshes).flatMap(([target, refresh]) => [
        `if ($request_uri = ${quoted(requestTarget(target))}) {`,
        ...indented(set({ Refresh: refresh })),
        "}",
      ]),
    pages: () =>
      pages.flatMap(({ name, path }) => [
        ...location(`= ${address(path)}`, [
          ...writtenOtherwise(redirectTo(path)),
          ...set({ "Content-Security-Policy": pagePolicy, "Cache-Control": cacheControl(path) }),
          `try_files ${address(`/${name}`)} =404;`,
        ]),
        ...redirect(`/${name}`, path),
        ...(path === "/"
          ? []
          : [redirect(`${path}/`, path), redirect(`${path}/index.html`, path)]
        ).flat(),
      ]),
    editor: () => {
      if (!editorPolicy) return [];
      return [
        ...location(`= ${address(editorAddress)}`, [
          ...writtenOtherwise(redirectTo(editorAddress)),
          ...set(editorOwnHeaders(editorPolicy)),
          `try_files ${address(`/${editorFile}`)} =404;`,
        ]),
        ...redirect(editorAddress.slice(0, -1), editorAddress),
        ...redirect(`/${editorFile}`, editorAddress),
      ];
    },
    notFound: () => [
      ...notFoundPaths.flatMap((path) =>
        location(`= ${address(`${path}.html`)}`, [
          "internal;",
          `error_page 404 ${address(`${path}.html`)};`,
          ...set({ "Content-Security-Policy": pagePolicy, "Cache-Control": noStore }),
        ]),
      ),
      // A folder with a not-found page of its own (/shop/) holds pages only (above).
      ...notFoundPaths
        .filter((path) => path.lastIndexOf("/") > 0)
        .flatMap((path) =>
          location(address(path.slice(0, path.lastIndexOf("/") + 1)), [
            `error_page 404 ${address(`${path}.html`)};`,
            "return 404;",
          ]),
        ),
    ],
    // Files are not pages: the locked-down policy (the service worker, its own).
    fileHeaders: (prefix) => set(fileOwnHeaders(prefix)),
    hostFiles: () => hostFiles.flatMap((name) => location(`= /${name}`, ["return 404;"])),
  };

  return template.replace(/( *)\{\{(\w+)(?: (\S+))?\}\}/g, (_, indent: string, name, argument) => {
    const part = parts[name];
    if (!part) throw new Error(`nginx-template.conf: nothing fills {{${name}}}`);
    return indent + part(argument ?? "").join(`\n${indent}`);
  });
}

const indented = (lines: string[]) => lines.map((line) => `  ${line}`);

/** The variable a location sets for a header, which the server level adds. */
const variable = (name: string) => `$site_${name.toLowerCase().replace(/-/g, "_")}`;

const set = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => `set ${variable(name)} ${quoted(value)};`);

// An address with an empty name or an encoded slash is none of the site's ($site_no_address,
// nginx-template.conf): every location a visitor can name answers it 404 (decision 072); the
// internal ones, reached once nginx has decided, do not.
const location = (match: string, lines: string[]) => [
  `location ${match} {`,
  ...(lines.includes("internal;") ? [] : indented(noAddress)),
  ...indented(lines),
  "}",
];

const noAddress = ["if ($site_no_address) {", "  return 404;", "}"];

const redirectTo = (to: string) => [
  ...set({ "Cache-Control": redirectCacheControl }),
  `return 301 ${address(to)}$is_args$args;`,
];

const redirect = (from: string, to: string) => location(`= ${address(from)}`, redirectTo(to));

/** What a location does with its address written another way ("/%65vent"). */
const writtenOtherwise = (then: string[]) => [
  "if ($site_written_otherwise) {",
  ...indented(then),
  "}",
];

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
