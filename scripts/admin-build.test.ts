import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { editorBackend, localEditorPolicy, withMetaPolicy } from "./admin-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

// --- What the editor's code imports, followed from src/admin/main.ts ---------------

/** The project's module `specifier` names from `from` (a query such as `?url` left off), or null for a package's. */
function resolveModule(specifier: string, from: string): string | null {
  const name = specifier.replace(/\?.*$/, "");
  // The module the site's pipeline serves is, in the editor's build, the entry being edited.
  if (name === "#content") return path.join(root, "src", "content", "picnic-module.ts");
  if (name === "#content/files") return path.join(root, "src", "admin", "preview-content.ts");
  const base = name.startsWith("#src/")
    ? path.join(root, "src", name.slice("#src/".length))
    : name.startsWith(".")
      ? path.resolve(path.dirname(from), name)
      : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
  if (!found) throw new Error(`${path.relative(root, from)}: cannot find ${specifier}`);
  return found;
}

/** The modules `source` imports, statically or as it runs (`import("…")`); types only are left out. */
function importedModules(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ((ts.isImportDeclaration(node) &&
        node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) ||
        (ts.isExportDeclaration(node) && !node.isTypeOnly)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** A file of content/, which the preview's modules are given from the entries being edited. */
const isContent = (file: string) => path.relative(root, file).split(path.sep)[0] === "content";

/**
 * The project's files the editor's code is made of: its page, src/admin/main.ts
 * and each module of the project it imports, through their imports, the
 * preview's worker's with them (types only are left out: they are not in the
 * code). Packages are pinned by package-lock.json. The files of content/ the
 * site's modules import are not among them: in the editor's build each is
 * what the organiser is editing (scripts/admin-preview-build.ts), never the
 * file; `previewContent` lists them.
 */
function editorImports(): { sources: string[]; previewContent: string[] } {
  const seen = new Set<string>([path.join(root, "src", "admin", "index.html")]);
  const content = new Set<string>();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const visit = (file: string) => {
    if (seen.has(file) || content.has(file)) return;
    if (isContent(file)) {
      content.add(file);
      return;
    }
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    for (const specifier of importedModules(source)) {
      const module = resolveModule(specifier, file);
      if (module) visit(module);
    }
  };
  visit(path.join(root, "src", "admin", "main.ts"));
  return {
    sources: [...seen].map(relative).sort(),
    previewContent: [...content].map(relative).sort(),
  };
}

const editorSources = () => editorImports().sources;
const previewContentImports = () => editorImports().previewContent;

// ---------------------------------------------------------------------------------------

const policy =
  "default-src 'none'; connect-src 'self' blob: https://api.github.com; frame-ancestors 'none'";

describe("the editor npm run admin serves", () => {
  it("may reach the one server it is given, and nothing more", () => {
    expect(localEditorPolicy(policy, ["http://127.0.0.1:4181", "http://localhost:4181"])).toBe(
      "default-src 'none'; connect-src 'self' blob: https://api.github.com http://127.0.0.1:4181 http://localhost:4181; frame-ancestors 'none'",
    );
  });

  it("carries that policy in its page's <meta>, without frame-ancestors, and the page is otherwise the same", () => {
    const page = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><meta charset="utf-8"><script type="module" src="/admin/assets/a.js"></script></head><body></body></html>`;
    const served = withMetaPolicy(page, localEditorPolicy(policy, ["http://127.0.0.1:4181"]));
    expect(served).toContain(
      `content="default-src 'none'; connect-src 'self' blob: https://api.github.com http://127.0.0.1:4181"`,
    );
    expect(served).toContain('<script type="module" src="/admin/assets/a.js"></script>');
    expect(() => withMetaPolicy("<!doctype html><title>x</title>", policy)).toThrow(/no <meta>/);
  });
});

describe("the editor's own build", () => {
  // So a content file the build refuses, or even one that is not JSON, never stops it (decision 040).
  it("is made from code that reads no file of the content", () => {
    const sources = editorSources();
    // It follows the imports: the editor's fields come from the content's schemas.
    expect(sources).toEqual(
      expect.arrayContaining(["src/admin/main.ts", "src/admin/fields.ts", "src/content/schema.ts"]),
    );
    expect(sources.filter((file) => file.startsWith("content/"))).toEqual([]);
  });

  // The preview draws the site's pages with the site's modules (decision 045), which read `#content`.
  it("gives the preview's modules the site's pipeline run on the entries being edited, never a file of the content", () => {
    // Its worker's modules are followed too, to the site's pages.
    const sources = editorSources();
    expect(sources).toEqual(
      expect.arrayContaining([
        "src/admin/preview-worker.ts",
        "src/admin/preview-content.ts",
        "src/content/picnic-module.ts",
        "src/content/picnic.ts",
        "src/screens/about.tsx",
        "src/app.css",
      ]),
    );
    // Neither the files nor their reader (decision 062).
    expect(previewContentImports()).toEqual([]);
    expect(sources).not.toContain("src/content/saved-files.ts");
    expect(sources).not.toContain("src/content/from-files.ts");
  });
});

describe("where the editor saves online (docs/editing-online.md)", () => {
  it("saves to the repository GitHub Actions builds, signing in through the Netlify site named, if any", () => {
    const actions = { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "friends/picnic" };
    expect(editorBackend(actions)).toEqual({
      name: "github",
      repo: "friends/picnic",
      branch: "main",
    });
    // The workflow passes a repository variable that is not set as "".
    expect(editorBackend({ ...actions, EDITOR_OAUTH_SITE: "" })).toEqual(editorBackend(actions));
    expect(editorBackend({ ...actions, EDITOR_OAUTH_SITE: "picnic-sign-in.netlify.app" })).toEqual({
      name: "github",
      repo: "friends/picnic",
      branch: "main",
      site_domain: "picnic-sign-in.netlify.app",
    });
  });

  it("on Netlify, saves through Git Gateway, or to GitHub when the repository is named", () => {
    expect(editorBackend({})).toEqual({ name: "git-gateway", branch: "main" });
    expect(editorBackend({ EDITOR_GITHUB_REPO: "friends/picnic" })).toEqual({
      name: "github",
      repo: "friends/picnic",
      branch: "main",
    });
  });
});
