// Builds the content editor (src/admin, decision 029): its own Vite build of
// Decap CMS from npm, nothing from a CDN, never referenced by a page of the
// site, with its own Content-Security-Policy, which the servers send with
// /admin/ only. It is built apart from the site, where no build of the site
// can take it away, from code that reads no content, so that a mistake in
// the content never takes the editor with it (decision 040); the site's
// build copies it into dist/admin/, and `npm run admin` serves it from there.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse, serialize } from "parse5";
import { build } from "vite";
import type { Backend } from "../src/admin/config.ts";
import { ribbonSvg } from "../src/lib/ribbon.ts";
import { previewBuildOptions } from "./admin-preview-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Where the editor saves online: GitHub when the GitHub Pages workflow builds
 * it or EDITOR_GITHUB_REPO names the repository, else Netlify's Git Gateway.
 * GitHub's sign-in goes through Netlify's OAuth service, which finds its
 * Netlify site by the page's address, or by EDITOR_OAUTH_SITE
 * ("<name>.netlify.app") where the site is hosted elsewhere (docs/editing-online.md).
 */
export function editorBackend(env: NodeJS.ProcessEnv = process.env): Backend {
  const branch = env.EDITOR_BRANCH || "main";
  const repo = env.EDITOR_GITHUB_REPO || (env.GITHUB_ACTIONS ? env.GITHUB_REPOSITORY : undefined);
  if (!repo) return { name: "git-gateway", branch };
  const site = env.EDITOR_OAUTH_SITE?.trim();
  return { name: "github", repo, branch, ...(site ? { site_domain: site } : {}) };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The <style> texts the editor writes itself: empty ones, which emotion fills
 * through the CSSOM (not governed by the policy), and react-toastify's one
 * stylesheet, whose words change with its version, so it is read from the
 * installed package by running its injectStyle() against a stand-in document
 * that records what it is given.
 */
function editorStyles(): string[] {
  const require = createRequire(import.meta.url);
  const written: string[] = [];
  type Style = { innerText?: string; textContent?: string };
  const standIn = {
    createElement: (): Style => ({}),
    head: {
      appendChild: (style: Style) => written.push(style.innerText ?? style.textContent ?? ""),
    },
  };
  const saved = globalThis.document;
  globalThis.document = standIn as unknown as Document;
  try {
    const toastify = require.resolve("react-toastify/dist/inject-style", {
      paths: [require.resolve("decap-cms-core")],
    });
    (require(toastify) as { injectStyle: () => void }).injectStyle();
  } finally {
    globalThis.document = saved;
  }
  if (written.length === 0)
    throw new Error("react-toastify wrote no stylesheet: check the editor's style-src");
  return ["", ...written];
}

/** The editor's policy: Decap checks its configuration with ajv, which needs 'unsafe-eval' (decision 029). */
function editorPolicy(backend: Backend, styles: string[]): string {
  const api = backend.name === "github" ? " https://api.github.com" : "";
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    `style-src 'self' ${[...new Set(styles.map(sha256))].join(" ")}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Online, the git host's API; `npm run admin` adds its own server (localEditorPolicy).
    `connect-src 'self' blob:${api}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of the editor this build makes. */
export const editorPolicyFor = () => editorPolicy(editorBackend(), editorStyles());

/**
 * The editor's policy as `npm run admin` serves it: the build's, whose pages
 * talk to no server on this computer, with the one address of the guard in
 * front of decap-server (scripts/admin-guard.mjs) added to connect-src.
 */
export function localEditorPolicy(policy: string, servers: string[]): string {
  if (!/(^|; )connect-src /.test(policy)) throw new Error("The editor's policy has no connect-src");
  return policy.replace(/(^|; )connect-src ([^;]*)/, `$1connect-src $2 ${servers.join(" ")}`);
}

type HtmlNode = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
};

/** The built editor's page (`html`) with `policy` in its <meta> policy, read and written with parse5. */
export function withMetaPolicy(html: string, policy: string): string {
  const document = parse(html);
  const metas: HtmlNode[] = [];
  const walk = (node: HtmlNode) => {
    if (node.nodeName === "meta") metas.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(document as unknown as HtmlNode);
  const content = metas
    .find((meta) =>
      meta.attrs?.some(
        (attr) => attr.name === "http-equiv" && /^content-security-policy$/i.test(attr.value),
      ),
    )
    ?.attrs?.find((attr) => attr.name === "content");
  if (!content) throw new Error("The editor's page has no <meta> policy");
  content.value = metaPolicy(policy);
  return serialize(document);
}

/** The policy as the editor's page carries it in a <meta>, which cannot say frame-ancestors. */
function metaPolicy(policy: string): string {
  return policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

/** Builds the editor, with its policy `policy`, into `<clientDir>/admin/`. */
async function buildEditor(clientDir: string, policy: string): Promise<void> {
  const backend = editorBackend();
  // Vite builds for production (packages' production code: emotion's inserts its styles
  // as the policy allows) only where NODE_ENV says so, and a module runner started before
  // this one (npm run admin's) sets it to development.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await viteBuild(clientDir, policy, backend);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function viteBuild(clientDir: string, policy: string, backend: Backend): Promise<void> {
  const preview = previewBuildOptions();
  await build({
    configFile: false,
    logLevel: "warn",
    root: fileURLToPath(new URL("../src/admin", import.meta.url)),
    base: "/admin/",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      global: "globalThis",
      __EDITOR_BACKEND__: JSON.stringify(backend),
    },
    // The preview's worker, which draws the site's pages from the entries being edited (decision 045).
    worker: preview.worker,
    // The policy in the page too, for a host that sends no headers (GitHub Pages); a
    // <meta> policy cannot say frame-ancestors, which those hosts' headers do.
    // Its icon, the ribbon in ink, is its own: the site's is drawn from the content, which the
    // editor never reads.
    plugins: [
      ...preview.plugins,
      {
        name: "site:editor-policy",
        transformIndexHtml: () => [
          {
            tag: "meta",
            attrs: {
              "http-equiv": "Content-Security-Policy",
              content: metaPolicy(policy),
            },
            injectTo: "head-prepend",
          },
          {
            tag: "link",
            attrs: { rel: "icon", href: "/admin/assets/favicon.svg", type: "image/svg+xml" },
            injectTo: "head",
          },
        ],
        generateBundle() {
          this.emitFile({
            type: "asset",
            fileName: "assets/favicon.svg",
            source: ribbonSvg("#374151"),
          });
        },
      },
    ],
    build: {
      outDir: `${clientDir}/admin`,
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
      // Decap's packages' own warnings (an eval, "use client"), which no one here can act on.
      rolldownOptions: {
        onwarn(warning, warn) {
          if (!warning.id?.split(path.sep).includes("node_modules")) warn(warning);
        },
      },
    },
  });
}

/**
 * The files of src/ but the tests: the editor's code and its preview's (the
 * site's pages), and those the site's stylesheet is compiled from for the
 * preview (Tailwind reads every one, src/app.css). Never a file of content/:
 * the editor reads none (decision 040; scripts/admin-build.test.ts).
 */
function sourceFiles(): string[] {
  const src = path.join(root, "src");
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** Where the editor is built, apart from the site's dist/. */
const editorCache = path.join(root, "node_modules", ".cache", "picnicky-editor");

/**
 * The folder whose admin/ holds the editor, built with `policy` for this
 * build's backend: built again only when its code, its packages or its policy
 * changed, into a folder of its own first, so a build that fails or is
 * stopped leaves the last editor as it was.
 */
export async function builtEditor(policy: string = editorPolicyFor()): Promise<string> {
  const hash = createHash("sha256").update(JSON.stringify([policy, editorBackend()]));
  const files = [
    ...new Set([
      ...sourceFiles(),
      "scripts/admin-build.ts",
      "scripts/admin-preview-build.ts",
      "package-lock.json",
    ]),
  ];
  for (const file of files) {
    const at = path.join(root, file);
    hash.update(`${file}\0`).update(existsSync(at) ? readFileSync(at) : "");
  }
  const key = hash.digest("hex");
  const keyFile = path.join(editorCache, "built-from.sha256");
  const current = existsSync(keyFile) ? await readFile(keyFile, "utf8") : "";
  if (current === key && existsSync(path.join(editorCache, "admin", "index.html")))
    return editorCache;

  const fresh = `${editorCache}.${process.pid}`;
  await rm(fresh, { recursive: true, force: true });
  await buildEditor(fresh, policy);
  await writeFile(path.join(fresh, "built-from.sha256"), key);
  await rm(editorCache, { recursive: true, force: true });
  await rename(fresh, editorCache);
  return editorCache;
}
