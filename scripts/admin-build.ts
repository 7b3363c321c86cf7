// Builds the content editor (src/admin, decision 029) into dist/admin/:
// its own Vite build of Decap CMS from npm, nothing from a CDN, never
// referenced by a page of the site. Returns the editor's own
// Content-Security-Policy, which the servers send with /admin/ only.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parse, serialize } from "parse5";
import { build } from "vite";
import type { Backend } from "../src/admin/config.ts";
import { previewBuildOptions } from "./admin-preview-build.ts";

/** Where the editor saves online: GitHub when the GitHub Pages workflow builds it, else Netlify's Git Gateway. */
function editorBackend(env: NodeJS.ProcessEnv = process.env): Backend {
  const branch = env.EDITOR_BRANCH ?? "main";
  const repo = env.EDITOR_GITHUB_REPO ?? (env.GITHUB_ACTIONS ? env.GITHUB_REPOSITORY : undefined);
  return repo ? { name: "github", repo, branch } : { name: "git-gateway", branch };
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
export async function buildEditor(clientDir: string, policy: string): Promise<void> {
  const backend = editorBackend();
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
    // The policy in the page too, for a host that sends no headers (GitHub Pages); a
    // <meta> policy cannot say frame-ancestors, which those hosts' headers do.
    worker: preview.worker,
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
        ],
      },
    ],
    build: {
      outDir: `${clientDir}/admin`,
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
    },
  });
}
